import type { Market } from "../../domain/market.js";
import type { Config } from "../config.js";
import type { Database, Db } from "../db/client.js";
import type { Cdn } from "../integrations/cdn/cdn.js";
import type { ObjectStorage } from "../integrations/storage/storage.js";
import type { EventBus } from "./events.js";
import type { Jobs } from "./jobs.js";
import type { Mailer } from "./mail.js";
import type { RateCounter } from "./rate-limit.js";

/** What every service needs, built once in main.ts (or a test) and decorated on the app. */
export interface AppContext {
  config: Config;
  market: Market;
  database: Database;
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  cdn: Cdn;
  /** Image originals and variants: `DATA_DIR/images` or an S3-compatible bucket (issue 18). */
  storage: ObjectStorage;
  /** Server-sent events fan-out (`events.publish("order:<id>", {...})`). */
  events: EventBus;
  /** Rate-limit counts: this process's, or Redis's when `REDIS_URL` is set (shared by instances). */
  rates: RateCounter;
}
