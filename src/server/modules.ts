import type { FastifyInstance } from "fastify";
import { accountsRoutes } from "./modules/accounts/accounts.routes.js";
import { catalogRoutes } from "./modules/catalog/catalog.routes.js";
import { coreRoutes } from "./modules/core/core.routes.js";
import { homeRoutes } from "./modules/home/home.routes.js";
import { outboxRoutes } from "./modules/staff/outbox.routes.js";

/** Every feature module's routes. A new module adds one line here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(coreRoutes);
  await app.register(accountsRoutes);
  await app.register(homeRoutes);
  await app.register(outboxRoutes);
  await app.register(catalogRoutes);
}
