// `npm run worker`: job workers in their own process (DESIGN §6). Web instances then run with
// INLINE_WORKERS=0 and only enqueue.
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { closeContext, createContext } from "./context-factory.js";
import { startCatalogFillers } from "./modules/catalog/catalog.service.js";

const config = { ...loadConfig(), inlineWorkers: true };
const ctx = await createContext(config, { jobs: "pg-boss" });
// The modules register their job handlers (order mails, invoices, image variants, e-Factura…) as
// their routes load: the app is built for that and never listens.
const app = await buildApp(ctx, { logger: false });
await app.ready();
// The fillers of the catalogue's read models run where the jobs run (decisions 025, 026).
const stopCatalogFillers = startCatalogFillers(ctx, (e) => console.error(e));
console.log(`worker running (${ctx.database.kind})`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await stopCatalogFillers();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  });
}
