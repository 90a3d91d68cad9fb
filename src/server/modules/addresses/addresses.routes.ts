import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as addresses from "./addresses.service.js";

/** The account's billing and delivery addresses (issue 16); the checkout reads the same list. */
export async function addressesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  route.get("addresses:list", (req) => addresses.myAddresses(ctx, req.user?.id ?? null));
  route.post("addresses:list", async (req, reply) =>
    reply.status(201).send(await addresses.addAddress(ctx, req.user!.id, req.body)),
  );
  route.put("addresses:one", (req) => addresses.editAddress(ctx, req.user!.id, req.params.id, req.body));
  route.delete("addresses:one", async (req) => {
    await addresses.removeAddress(ctx, req.user!.id, req.params.id);
    return { ok: true as const, message: req.t("account:addresses.removed") };
  });
}
