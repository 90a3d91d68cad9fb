// `npm run worker`: job workers in their own process (DESIGN §6). Web instances then run with
// INLINE_WORKERS=0 and only enqueue.
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { closeContext, createContext } from "./context-factory.js";
import { startCardFiller } from "./modules/catalog/catalog.service.js";

const config = { ...loadConfig(), inlineWorkers: true };
const ctx = await createContext(config, { jobs: "pg-boss" });
// The modules register their job handlers (order mails, invoices, image variants, e-Factura…) as
// their routes load: the app is built for that and never listens.
const app = await buildApp(ctx, { logger: false });
await app.ready();
// The filler of the cards' read model runs where the jobs run (decision 025).
const stopCardFiller = startCardFiller(ctx.db, ctx.market.language, ctx.market.code, (e) => console.error(e));
console.log(`worker running (${ctx.database.kind})`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await stopCardFiller();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  });
}
