import type { Language } from "../../domain/market.js";
import type { Permission } from "../../domain/staff-permissions.js";
import type { TFunction } from "../../i18n/i18n-core.js";
import type { Access } from "./access.js";
import type { AppContext } from "./context.js";
import type { SessionUser } from "./session.js";

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    /** Route name → path template (`/api/new/x/{id}/`), filled as routes are registered. */
    routeTable: Record<string, string>;
    routeList: import("./route-table.js").RouteInfo[];
    /** Path → the public GET routes a page may read in-process (`config.pageRead`, page-reads.ts). */
    pageReads: Map<string, import("./page-reads.js").PageReadRoute>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionIdHash: string | null;
    lang: Language;
    t: TFunction;
  }
  interface FastifyContextConfig {
    /** Reverse-table name `area:thing` (DESIGN §4 API paths). */
    name?: string;
    access?: Access;
    /** The staff area of the route (domain/staff-permissions.ts). */
    permission?: Permission;
    /** Set false only for calls signed another way (payment gateway notifications). */
    csrf?: boolean;
    /** A static file (bundles, favicon): no session, no cookies, no page security headers. */
    static?: boolean;
    /** The handler's body as a page's loaders read it in-process (public GETs only; page-reads.ts). */
    pageRead?: import("./page-reads.js").PageRead;
  }
}
