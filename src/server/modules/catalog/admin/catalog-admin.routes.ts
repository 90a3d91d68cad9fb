import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponse } from "../../../../contract/accounts.js";
import {
  attribute,
  attributeBody,
  attributeGroup,
  attributeGroupBody,
  attributePatch,
  category,
  categoryBody,
  categoryMoveBody,
  categoryPatch,
  categoryTreeNode,
  choice,
  idParams,
  manufacturerOption,
  masterAdmin,
  masterGridQuery,
  masterGridResponse,
  masterGridRow,
  masterPatch,
  productAdmin,
  productCategoriesBody,
  productPatch,
  typeCategoryOption,
  typeDeviceOption,
} from "../../../../contract/catalog-admin.js";
import { z } from "../../../../contract/z.js";
import * as admin from "./catalog-admin.service.js";
import * as categories from "./category-admin.service.js";
import { masterDetail, patchProduct } from "./product-admin.service.js";

const BASE = "/api/new/catalog/admin";

/** Staff catalogue administration (spec §7 Categories (staff), dynamic attributes, master products). */
export async function catalogAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const staff = (name: string) => ({ name, access: "staff" as const });

  app.get(
    `${BASE}/type-categories/`,
    {
      schema: { response: { 200: z.array(typeCategoryOption) } },
      config: staff("catalog:admin-type-categories"),
    },
    () => categories.typeCategoryOptions(ctx),
  );
  app.get(
    `${BASE}/categories-tree/`,
    {
      schema: { response: { 200: z.array(categoryTreeNode) } },
      config: staff("catalog:admin-categories-tree"),
    },
    () => categories.categoryTree(ctx),
  );
  app.get(
    `${BASE}/categories/`,
    { schema: { response: { 200: z.array(category) } }, config: staff("catalog:admin-categories") },
    () => categories.listCategories(ctx),
  );
  app.get(
    `${BASE}/manufacturers/`,
    {
      schema: { response: { 200: z.array(manufacturerOption) } },
      config: staff("catalog:admin-manufacturers"),
    },
    () => admin.manufacturerOptions(ctx),
  );
  app.get(
    `${BASE}/type-devices/`,
    {
      schema: { response: { 200: z.array(typeDeviceOption) } },
      config: staff("catalog:admin-type-devices"),
    },
    () => admin.typeDevices(ctx),
  );
  app.post(
    `${BASE}/categories/`,
    {
      schema: { body: categoryBody, response: { 201: category } },
      config: staff("catalog:admin-category-add"),
    },
    async (req, reply) => reply.status(201).send(await categories.addCategory(ctx, req.user!, req.body)),
  );
  app.patch(
    `${BASE}/categories/:id/`,
    {
      schema: { params: idParams, body: categoryPatch, response: { 200: category } },
      config: staff("catalog:admin-category-update"),
    },
    (req) => categories.updateCategory(ctx, req.user!, req.params.id, req.body),
  );
  app.patch(
    `${BASE}/categories/:id/move/`,
    {
      schema: { params: idParams, body: categoryMoveBody, response: { 200: category } },
      config: staff("catalog:admin-category-move"),
    },
    (req) => categories.moveCategory(ctx, req.user!, req.params.id, req.body.target, req.body.position),
  );
  app.delete(
    `${BASE}/categories/:id/`,
    {
      schema: { params: idParams, response: { 200: okResponse } },
      config: staff("catalog:admin-category-delete"),
    },
    async (req) => {
      await categories.deleteCategory(ctx, req.user!, req.params.id);
      return { ok: true as const, message: req.t("catalog:admin.removed") };
    },
  );

  const pairsResponse = { 200: z.object({ ok: z.literal(true), changed: z.number(), message: z.string() }) };
  for (const op of ["add", "remove"] as const)
    app.post(
      `${BASE}/product-categories/${op}/`,
      {
        schema: { body: productCategoriesBody, response: pairsResponse },
        config: staff(`catalog:admin-product-categories-${op}`),
      },
      async (req) => {
        const r = await admin.changeProductCategories(
          ctx,
          req.user!,
          op,
          req.body.masterProductIds,
          req.body.typeCategoryIds,
        );
        return { ...r, message: req.t(r.message) };
      },
    );

  app.get(
    `${BASE}/master-products/`,
    {
      schema: { querystring: masterGridQuery, response: { 200: masterGridResponse } },
      config: staff("catalog:admin-master-products"),
    },
    (req) =>
      admin.masterProductGrid(ctx, {
        ...req.query,
        productType: req.query.product_type,
        metaMaster: req.query.meta_master,
        categoryIds: req.query.categories?.split(",").map(Number),
      }),
  );
  app.get(
    `${BASE}/master-products/:id/`,
    {
      schema: { params: idParams, response: { 200: masterAdmin } },
      config: staff("catalog:admin-master-product"),
    },
    (req) => masterDetail(ctx, req.params.id),
  );
  app.patch(
    `${BASE}/master-products/:id/`,
    {
      schema: { params: idParams, body: masterPatch, response: { 200: masterGridRow } },
      config: staff("catalog:admin-master-product-update"),
    },
    (req) => admin.patchMaster(ctx, req.user!, req.params.id, req.body),
  );

  app.patch(
    `${BASE}/products/:id/`,
    {
      schema: { params: idParams, body: productPatch, response: { 200: productAdmin } },
      config: staff("catalog:admin-product-update"),
    },
    (req) => patchProduct(ctx, req.user!, req.params.id, req.body),
  );

  app.get(
    "/api/new/product/admin-product-attributes/attr-name-choices/",
    { schema: { response: { 200: z.array(choice) } }, config: staff("catalog:admin-attr-name-choices") },
    () => admin.attributeNameChoices(ctx),
  );
  app.get(
    `${BASE}/attributes/`,
    { schema: { response: { 200: z.array(attribute) } }, config: staff("catalog:admin-attributes") },
    () => admin.listAttributes(ctx),
  );
  app.post(
    `${BASE}/attributes/`,
    {
      schema: { body: attributeBody, response: { 201: attribute } },
      config: staff("catalog:admin-attribute-add"),
    },
    async (req, reply) => reply.status(201).send(await admin.saveAttribute(ctx, req.user!, null, req.body)),
  );
  app.patch(
    `${BASE}/attributes/:id/`,
    {
      schema: { params: idParams, body: attributePatch, response: { 200: attribute } },
      config: staff("catalog:admin-attribute-update"),
    },
    (req) => admin.saveAttribute(ctx, req.user!, req.params.id, req.body),
  );
  app.get(
    `${BASE}/attribute-groups/`,
    {
      schema: { response: { 200: z.array(attributeGroup) } },
      config: staff("catalog:admin-attribute-groups"),
    },
    () => admin.listAttributeGroups(ctx),
  );
  app.post(
    `${BASE}/attribute-groups/`,
    {
      schema: { body: attributeGroupBody, response: { 201: attributeGroup } },
      config: staff("catalog:admin-attribute-group-add"),
    },
    async (req, reply) =>
      reply.status(201).send(await admin.saveAttributeGroup(ctx, req.user!, null, req.body)),
  );
  app.patch(
    `${BASE}/attribute-groups/:id/`,
    {
      schema: {
        params: idParams,
        body: attributeGroupBody.omit({ code: true }).partial(),
        response: { 200: attributeGroup },
      },
      config: staff("catalog:admin-attribute-group-update"),
    },
    (req) => admin.saveAttributeGroup(ctx, req.user!, req.params.id, req.body),
  );
}
