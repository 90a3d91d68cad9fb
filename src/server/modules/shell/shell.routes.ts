import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { meResponse } from "../../../contract/accounts.js";
import { hamburgerResponse } from "../../../contract/catalog.js";
import { shellResponse } from "../../../contract/shell.js";
import { getMe } from "../accounts/accounts.service.js";
import { currentCartCount } from "../cart/cart-http.js";
import { catalogCache } from "../catalog/catalog-cache.js";
import { hamburgerMenu } from "../catalog/catalog-menu.js";
import { sendJson } from "../catalog/send-json.js";

/**
 * `shell:data`: the layout's three parts (`accounts:me`, `catalog:hamburger`, `cart:count`) in one
 * call, so a page render makes one in-process call for them instead of three, and the browser one
 * request when the layout reloads. The menu is the catalogue cache's checked JSON, spliced in.
 */
export async function shellRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const shellJson = async (req: FastifyRequest): Promise<string> => {
    const [me, menu, count] = await Promise.all([
      getMe(ctx, req.user),
      catalogCache(ctx)
        .at()
        .then((cache) => cache.json(`hamburger:${req.lang}`, () => hamburgerMenu(ctx), hamburgerResponse)),
      currentCartCount(ctx, req),
    ]);
    return `{"me":${JSON.stringify(meResponse.parse(me))},"menu":${menu},"cart_count":${count}}`;
  };

  app.get(
    "/api/new/shell/",
    { schema: { response: { 200: shellResponse } }, config: { name: "shell:data", pageRead: shellJson } },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return sendJson(reply, await shellJson(req));
    },
  );
}
