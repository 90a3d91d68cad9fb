import { type LoggerOptions, pino } from "pino";
import { getMarket } from "../domain/market.js";
import type { Config } from "./config.js";
import { migrateDatabase, openDatabase } from "./db/client.js";
import { createCdn } from "./integrations/cdn/create-cdn.js";
import { createStorage } from "./integrations/storage/create-storage.js";
import type { AppContext } from "./platform/context.js";
import { setDataKey } from "./platform/crypto.js";
import { createEventBus } from "./platform/events.js";
import { inlineJobs, type Jobs, startPgBoss } from "./platform/jobs.js";
import { loggerOptions } from "./platform/logger.js";
import { createMailer } from "./platform/mail.js";
import { memoryRateCounter, type RateCounter } from "./platform/rate-limit.js";
import { redisRateCounter } from "./platform/redis-rate-counter.js";

/** Opens the database, applies migrations and wires the services' context. */
export async function createContext(
  config: Config,
  opts: { jobs: "pg-boss" | "inline" } = { jobs: "pg-boss" },
): Promise<AppContext> {
  setDataKey(config.dataKey);
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const queue =
    opts.jobs === "pg-boss"
      ? await startPgBoss(database, config.databaseUrl, { sendOnly: !config.inlineWorkers })
      : inlineJobs();
  // Web instances whose jobs run in `npm run worker` (INLINE_WORKERS=0) only send: the modules
  // register their handlers as they load, and the worker process is the one that runs them.
  const jobs = opts.jobs === "pg-boss" && !config.inlineWorkers ? sendOnly(queue) : queue;
  const market = getMarket(config.market);
  const mailer = createMailer(
    database.db,
    jobs,
    config.smtpUrl,
    `Mobil Centrum <obchod@mobilcentrum.${config.market}>`,
    config.inlineWorkers,
  );
  const events = await createEventBus(database, config.databaseUrl);
  return {
    config,
    market,
    database,
    db: database.db,
    jobs,
    mailer,
    cdn: createCdn(config),
    storage: createStorage(config),
    events,
    rates: rateCounter(config),
  };
}

/** The queue without its workers: jobs are sent and scheduled here, and run by another process. */
function sendOnly(jobs: Jobs): Jobs {
  return { ...jobs, work: async () => {} };
}

/** Rate-limit counts in Redis when `REDIS_URL` is set (its outages logged), else in this process. */
function rateCounter(config: Config): RateCounter {
  if (!config.redisUrl) return memoryRateCounter();
  const log = pino(loggerOptions(config.logLevel) as LoggerOptions);
  return redisRateCounter(config.redisUrl, (error) => log.warn(error.message));
}

/** Stops what createContext started, in reverse order. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.rates.close();
  await ctx.events.close();
  await ctx.database.close();
}
