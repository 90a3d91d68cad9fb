import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { closeContext, createContext } from "./context-factory.js";
import { isEmpty, seedDemo } from "./db/seed/seed.js";
import { registerPages } from "./pages.js";

const started = Date.now();
const config = loadConfig();
const ctx = await createContext(config, { jobs: process.env.JOBS === "inline" ? "inline" : "pg-boss" });
if (await isEmpty(ctx.db)) {
  console.log("Empty database: seeding the demo shop…");
  await seedDemo(ctx, { products: Number(process.env.SEED_PRODUCTS ?? 0) || undefined });
}
const app = await buildApp(ctx, { pages: registerPages });
await app.listen({ port: config.port, host: config.host });
console.log(
  `Shop (${config.market}) on ${ctx.database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"} at http://localhost:${config.port} — ready in ${Date.now() - started} ms`,
);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  });
}
