import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../../platform/api-routes.js";
import * as admin from "./catalog-admin.service.js";
import * as categories from "./category-admin.service.js";
import { masterDetail, patchProduct } from "./product-admin.service.js";

/** Staff catalogue administration (spec §7 Categories (staff), dynamic attributes, master products). */
export async function catalogAdminRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("catalog:admin-type-categories", () => categories.typeCategoryOptions(ctx));
  route.get("catalog:admin-categories-tree", () => categories.categoryTree(ctx));
  route.get("catalog:admin-categories", () => categories.listCategories(ctx));
  route.get("catalog:admin-manufacturers", () => admin.manufacturerOptions(ctx));
  route.get("catalog:admin-type-devices", () => admin.typeDevices(ctx));
  route.post("catalog:admin-category-add", async (req, reply) =>
    reply.status(201).send(await categories.addCategory(ctx, req.user!, req.body)),
  );
  route.patch("catalog:admin-category-update", (req) =>
    categories.updateCategory(ctx, req.user!, req.params.id, req.body),
  );
  route.patch("catalog:admin-category-move", (req) =>
    categories.moveCategory(ctx, req.user!, req.params.id, req.body.target, req.body.position),
  );
  route.delete("catalog:admin-category-delete", async (req) => {
    await categories.deleteCategory(ctx, req.user!, req.params.id);
    return { ok: true as const, message: req.t("catalog:admin.removed") };
  });

  for (const op of ["add", "remove"] as const)
    route.post(`catalog:admin-product-categories-${op}`, async (req) => {
      const r = await admin.changeProductCategories(
        ctx,
        req.user!,
        op,
        req.body.masterProductIds,
        req.body.typeCategoryIds,
      );
      return { ...r, message: req.t(r.message) };
    });

  route.get("catalog:admin-master-products", (req) =>
    admin.masterProductGrid(ctx, {
      ...req.query,
      productType: req.query.product_type,
      metaMaster: req.query.meta_master,
      categoryIds: req.query.categories?.split(",").map(Number),
    }),
  );
  route.get("catalog:admin-master-product", (req) => masterDetail(ctx, req.params.id));
  route.patch("catalog:admin-master-product-update", (req) =>
    admin.patchMaster(ctx, req.user!, req.params.id, req.body),
  );

  route.patch("catalog:admin-product-update", (req) => patchProduct(ctx, req.user!, req.params.id, req.body));

  route.get("catalog:admin-attr-name-choices", () => admin.attributeNameChoices(ctx));
  route.get("catalog:admin-attributes", () => admin.listAttributes(ctx));
  route.post("catalog:admin-attribute-add", async (req, reply) =>
    reply.status(201).send(await admin.saveAttribute(ctx, req.user!, null, req.body)),
  );
  route.patch("catalog:admin-attribute-update", (req) =>
    admin.saveAttribute(ctx, req.user!, req.params.id, req.body),
  );
  route.get("catalog:admin-attribute-groups", () => admin.listAttributeGroups(ctx));
  route.post("catalog:admin-attribute-group-add", async (req, reply) =>
    reply.status(201).send(await admin.saveAttributeGroup(ctx, req.user!, null, req.body)),
  );
  route.patch("catalog:admin-attribute-group-update", (req) =>
    admin.saveAttributeGroup(ctx, req.user!, req.params.id, req.body),
  );
}
