import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { buildApp } from "./app.js";
import { type Config, loadConfig } from "./config.js";
import { closeContext, createContext } from "./context-factory.js";
import { isEmpty, seedDemo } from "./db/seed/seed.js";
import { startCatalogFillers, warmCatalog } from "./modules/catalog/catalog.service.js";
import { registerPages } from "./pages.js";
import { collectWhenIdle } from "./platform/idle-collect.js";

const started = Date.now();
const config = loadConfig();
const instances = webInstances(config);
const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;

if (instances > 1 && cluster.isPrimary) await startPrimary();
else await startInstance();

/**
 * How many web processes serve the port (`WEB_CONCURRENCY`: a number, or `auto` for one per
 * core). One by default, and always one on PGlite, whose database lives inside the process.
 */
function webInstances(c: Config): number {
  const wanted = process.env.WEB_CONCURRENCY;
  if (!wanted) return 1;
  const n = wanted === "auto" ? availableParallelism() : Number(wanted);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`WEB_CONCURRENCY must be a number or "auto", got "${wanted}"`);
  if (n > 1 && !c.databaseUrl) {
    console.warn(
      "WEB_CONCURRENCY is ignored on PGlite (the embedded database is one process's): one instance.",
    );
    return 1;
  }
  return n;
}

/**
 * Migrates and seeds once, then forks the instances (they share the port). An instance that dies
 * after it served is replaced (a second later, so a crash loop cannot spin); one that dies before
 * it ever listened means the shop cannot start (port taken, bad configuration): the primary stops.
 */
async function startPrimary(): Promise<void> {
  const ctx = await createContext(config, { jobs: "inline" });
  if (await isEmpty(ctx.db)) {
    console.log("Empty database: seeding the demo shop…");
    await seedDemo(ctx, { products: Number(process.env.SEED_PRODUCTS ?? 0) || undefined });
  }
  await closeContext(ctx);
  if (!config.redisUrl)
    console.warn(
      `REDIS_URL is not set: each of the ${instances} instances counts rate limits (logins, forms) on its own.`,
    );
  let stopping = false;
  const served = new Set<number>();
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  for (let i = 0; i < instances; i++) cluster.fork();
  cluster.on("listening", (worker) => {
    served.add(worker.id);
    if (served.size === instances)
      console.log(
        `Shop (${config.market}) on ${where} at http://localhost:${config.port}, ${instances} instances — ready in ${Date.now() - started} ms`,
      );
  });
  cluster.on("exit", (worker, code, signal) => {
    // The last instance gone after a stop: leave, with exit code 1 if the shop could not start.
    if (Object.keys(cluster.workers ?? {}).length === 0 && stopping) process.exit();
    if (stopping) return;
    if (!served.has(worker.id)) {
      console.error(`An instance could not start (${signal ?? `code ${code}`}); stopping the shop.`);
      process.exitCode = 1;
      stopAll("SIGTERM");
      return;
    }
    console.error(`Instance ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`);
    setTimeout(() => cluster.fork(), 1000);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (!stopping) stopAll(signal);
    });
  }
}

/** One web process: the API and the pages on the port (in a cluster, the primary has migrated and seeded). */
async function startInstance(): Promise<void> {
  const ctx = await createContext(config, { jobs: process.env.JOBS === "inline" ? "inline" : "pg-boss" });
  if (cluster.isPrimary && (await isEmpty(ctx.db))) {
    console.log("Empty database: seeding the demo shop…");
    await seedDemo(ctx, { products: Number(process.env.SEED_PRODUCTS ?? 0) || undefined });
  }
  const app = await buildApp(ctx, { pages: registerPages });
  // The list index is read before the first shopper asks (about a second per 100 000 products).
  await warmCatalog(ctx);
  // Hands back what the start and, later, a burst of requests grew the heap to, once the instance
  // is quiet (decision 013); its first collection runs now, before the port opens.
  collectWhenIdle(app.server);
  // A process that runs jobs also keeps the catalogue's read models filled (decisions 025, 026).
  const stopCatalogFillers = config.inlineWorkers
    ? startCatalogFillers(ctx, (e) => app.log.error(e))
    : undefined;
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary)
    console.log(
      `Shop (${config.market}) on ${where} at http://localhost:${config.port} — ready in ${Date.now() - started} ms`,
    );

  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      await stopCatalogFillers?.();
      await app.close();
      await closeContext(ctx);
      process.exit(0);
    });
  }
}
