// `npm run worker`: job workers in their own process (DESIGN §6). Web instances then run with
// INLINE_WORKERS=0 and only enqueue.
import { loadConfig } from "./config.js";
import { closeContext, createContext } from "./context-factory.js";

const config = { ...loadConfig(), inlineWorkers: true };
const ctx = await createContext(config, { jobs: "pg-boss" });
console.log(`worker running (${ctx.database.kind})`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await closeContext(ctx);
    process.exit(0);
  });
}
