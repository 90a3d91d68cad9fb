import type { FastifyInstance, FastifyRequest } from "fastify";
import { meResponse } from "../../../contract/accounts.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { CheckedValue, ShowingTags } from "../../platform/page-reads.js";
import { sendJson } from "../../platform/send-json.js";
import { getMe } from "../accounts/accounts.service.js";
import { currentCartCount } from "../cart/cart.service.js";
import { sharedMenu } from "../catalog/catalog.service.js";

/**
 * `shell:data`: the layout's three parts (`accounts:me`, `catalog:hamburger`, `cart:count`) in one
 * call, so a page render makes one in-process call for them instead of three, and the browser one
 * request when the layout reloads. The menu is the catalogue cache's checked JSON, spliced in (over
 * HTTP) or its shared value (for a page, whose megamenu markup is then rendered once per value).
 */
export async function shellRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  /** Each part checked: the shopper's own, and the menu shared by every page of a catalogue version. */
  const shellParts = (req: FastifyRequest) =>
    Promise.all([
      getMe(ctx, req.user).then((me) => meResponse.parse(me)),
      sharedMenu(ctx, req.lang),
      currentCartCount(ctx, req),
    ]);

  route.get(
    "shell:data",
    {
      config: {
        // Of the catalogue the layout shows the menu, which changes only with the category tree;
        // the shopper's own parts are why the page cache never keeps a page with a session or cart.
        pageRead: async (req) => {
          const [me, menu, count] = await shellParts(req);
          return new ShowingTags(new CheckedValue({ me, menu: menu.value, cart_count: count }), []);
        },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const [me, menu, count] = await shellParts(req);
      return sendJson(reply, `{"me":${JSON.stringify(me)},"menu":${menu.text},"cart_count":${count}}`);
    },
  );
}
