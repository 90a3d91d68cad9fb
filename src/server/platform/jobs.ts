import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../db/client.js";

export type JobHandler<T> = (data: T) => Promise<void>;

/** The job queue as services see it: send work by name; workers register handlers by name. */
export interface Jobs {
  send<T extends object>(name: string, data: T): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Sends the job (with no data) on a cron schedule, once per schedule for all instances (pg-boss); inline jobs have no clock. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Every queue's options. A job active on a worker that dies stops sending heartbeats (the worker
 * refreshes one every 5 s while a handler runs); 10 s without one (pg-boss's smallest heartbeat) and
 * the next monitor pass (every 5 s) fails it, and it is retried 10–20 s later: 15–35 s after the
 * kill (measured 20–30 s by the cluster journey), not pg-boss's default 15-minute expiry.
 * `expireInSeconds` only bounds a handler that hangs while its worker lives. A handler must not
 * block the event loop for 10 s (the heartbeat would lapse while it runs), and handlers must be
 * idempotent (decision 019): a retried job may run again after its effect happened.
 */
export const QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  heartbeatSeconds: 10,
  expireInSeconds: 600,
} as const;

/**
 * How often pg-boss looks for jobs whose worker stopped its heartbeat or that outran their expiry:
 * a claimed pass per queue every 5 s across all processes (one cheap indexed statement per queue and
 * the queue counts), so a dead worker's job waits seconds, not a quarter of a minute more.
 */
const MONITOR = { superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 };

/**
 * A web instance whose jobs run in `npm run worker` (INLINE_WORKERS=0) only sends and schedules:
 * the worker supervises the queues (the heartbeat and expiry passes above) and runs the cron
 * clock, so the instance arms neither timer, and a send is one statement at a time, so two
 * connections instead of four (decision 013).
 */
const SENDER = { supervise: false, schedule: false, max: 2 };

/** pg-boss on the shop's own database (PGlite through its executor, or the PostgreSQL URL). */
export async function startPgBoss(
  database: Database,
  databaseUrl: string | undefined,
  opts: { sendOnly?: boolean } = {},
): Promise<Jobs> {
  const role = opts.sendOnly ? SENDER : MONITOR;
  const boss =
    database.kind === "pglite"
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", ...role })
      : new PgBoss({ connectionString: databaseUrl!, max: 4, ...role });
  boss.on("error", (err: unknown) => console.error("pg-boss:", err instanceof Error ? err.message : err));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, QUEUE_OPTIONS);
    // createQueue leaves an existing queue as it was: a database made before these options gets them.
    await boss.updateQueue(name, QUEUE_OPTIONS);
    queues.add(name);
  };
  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<Parameters<typeof handler>[0]>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {});
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}

/**
 * Runs each job right away in the same process (errors are logged, as a failed job would be).
 * Used by the test suite and the benchmark, where a background poller only adds noise.
 */
export function inlineJobs(): Jobs {
  const handlers = new Map<string, JobHandler<object>>();
  return {
    async send(name, data) {
      const handler = handlers.get(name);
      if (handler) await handler(data).catch((err) => console.error(`job ${name} failed:`, err.message));
    },
    async work(name, handler) {
      // A job's name decides its data: what is sent by that name is what its handler takes.
      handlers.set(name, handler as JobHandler<object>);
    },
    async schedule() {},
    async stop() {},
  };
}
