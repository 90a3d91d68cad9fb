import pg from "pg";
import type { Database } from "../db/client.js";

/**
 * Publish/subscribe for server-sent events. Within one instance a map of topics; on PostgreSQL the
 * message also goes through NOTIFY so every instance's subscribers get it (DESIGN: real time).
 * Topics are strings like `order:<id>`; payloads are small JSON objects (ids and statuses, never
 * personal data: NOTIFY carries them through the database and its logs).
 */
export interface EventBus {
  publish(topic: string, data: object): Promise<void>;
  subscribe(topic: string, listener: (data: object) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "shop_events";
/** The first wait before listening again on a new connection after losing one (doubles to 30 s). */
const RECONNECT_MS = 500;

type Listener = (data: object) => void;

/**
 * The subscribers of one instance, by topic. A status page's stream is one listener on its own
 * record's topic, so thousands of open pages are thousands of one-element sets: subscribing and
 * leaving are O(1) (an EventEmitter's `off` scans and copies its listener array, and its emit
 * stops at the first listener that throws), and a publish touches only its topic's set.
 */
export class TopicListeners {
  private readonly topics = new Map<string, Set<Listener>>();

  add(topic: string, fn: Listener): () => void {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(fn);
    return () => {
      const current = this.topics.get(topic);
      if (!current?.delete(fn)) return;
      if (current.size === 0) this.topics.delete(topic);
    };
  }

  emit(topic: string, data: object): void {
    const set = this.topics.get(topic);
    if (!set) return;
    // A copy: a listener may unsubscribe (its client went away) while the others are served.
    for (const fn of [...set]) {
      try {
        fn(data);
      } catch {}
    }
  }

  /** How many listeners a topic has (tests, the bench). */
  count(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }
}

export async function createEventBus(database: Database, databaseUrl?: string): Promise<EventBus> {
  const local = new TopicListeners();
  const deliver = (payload: string) => {
    try {
      const { topic, data } = JSON.parse(payload) as { topic: string; data: object };
      local.emit(topic, data);
    } catch {}
  };
  const onPostgres = database.kind === "postgres" && Boolean(databaseUrl);
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS;
  const listen = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    // A lost connection (a database restart, a failover) must not take the instance down, as an
    // unhandled 'error' would: it ends, and the instance listens again on a new one.
    client.on("error", () => {});
    client.on("notification", (n) => n.payload && deliver(n.payload));
    client.once("end", () => {
      if (listener === client) listener = undefined;
      if (!closed) relisten();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    return client;
  };
  const relisten = () => {
    retry = setTimeout(async () => {
      try {
        listener = await listen();
        delay = RECONNECT_MS;
      } catch {
        delay = Math.min(delay * 2, 30_000);
        if (!closed) relisten();
      }
    }, delay);
    retry.unref();
  };
  if (onPostgres) listener = await listen();
  return {
    async publish(topic, data) {
      const payload = JSON.stringify({ topic, data });
      if (onPostgres) await database.pool!.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
      else deliver(payload);
    },
    subscribe: (topic, fn) => local.add(topic, fn),
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end();
    },
  };
}

/** The same bus without a database, for tests that do not exercise fan-out. */
export function localEventBus(): EventBus {
  const local = new TopicListeners();
  return {
    async publish(topic, data) {
      local.emit(topic, data);
    },
    subscribe: (topic, fn) => local.add(topic, fn),
    async close() {},
  };
}
