import pg from "pg";
import { procCpu } from "./processes.js";

/** How often the run's backends are sampled. A backend that exits loses at most this much CPU. */
export const DB_CPU_SAMPLE_MS = 100;

/**
 * PostgreSQL CPU spent on this run's database during a measurement. `pg_stat_statements` would
 * give it without sampling, but it needs `shared_preload_libraries` (not set on this machine), so
 * the backends are sampled instead: every `DB_CPU_SAMPLE_MS` the pids of the database's client
 * backends and parallel workers (`pg_stat_activity where datname = current_database()`, without
 * this sampler's own connection) are read, each one's CPU from /proc, and per process the growth
 * from its first sample (or from zero, for a process that started during the measurement) to its
 * last one is summed. Other databases on the server (other people's tests) do not count, and a
 * backend that exits between samples loses at most one interval instead of making the total go
 * negative. A parallel worker that lives less than an interval may be missed entirely.
 * Only for a server on this machine (the /proc files must be ours to read).
 */
export class DbCpuSampler {
  private readonly seen = new Map<string, { first: number; last: number }>();
  private running: Promise<void> | null = null;
  private stopping = false;
  private sampledOnce = false;

  private constructor(private readonly client: pg.Client) {}

  /** A sampler for `DATABASE_URL` when it names a local server, else null (PGlite, or a remote server). */
  static async open(url: string | undefined): Promise<DbCpuSampler | null> {
    if (!url || !/@(127\.0\.0\.1|localhost)[:/]/.test(url)) return null;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new DbCpuSampler(client);
  }

  /** Starts sampling (call right before the measurement). */
  start(): void {
    this.seen.clear();
    this.stopping = false;
    this.sampledOnce = false;
    this.running = (async () => {
      while (!this.stopping) {
        await this.sample();
        await new Promise((r) => setTimeout(r, DB_CPU_SAMPLE_MS));
      }
    })();
  }

  /** Stops after one last sample; returns the CPU ms the database's backends used meanwhile. */
  async stop(): Promise<number> {
    this.stopping = true;
    await this.running;
    await this.sample();
    let total = 0;
    for (const { first, last } of this.seen.values()) total += Math.max(0, last - first);
    return total;
  }

  close(): Promise<void> {
    return this.client.end();
  }

  private async sample(): Promise<void> {
    const { rows } = await this.client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type in ('client backend', 'parallel worker')`,
    );
    for (const { pid } of rows) {
      const now = procCpu(pid);
      if (!now) continue;
      // The start time tells a reused pid from the process that had it before.
      const key = `${pid}:${now.start}`;
      const known = this.seen.get(key);
      if (known) known.last = now.cpuMs;
      // Present at the first sample: counts from there; started since: all of its CPU is this run's.
      else this.seen.set(key, { first: this.sampledOnce ? 0 : now.cpuMs, last: now.cpuMs });
    }
    this.sampledOnce = true;
  }
}
