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
  let listener: pg.Client | undefined;
  if (database.kind === "postgres" && databaseUrl) {
    listener = new pg.Client({ connectionString: databaseUrl });
    // A lost LISTEN connection must not take the instance down (an unhandled 'error' would);
    // its streams then stay quiet until the instance is replaced.
    listener.on("error", () => {});
    await listener.connect();
    listener.on("notification", (n) => n.payload && deliver(n.payload));
    await listener.query(`LISTEN ${CHANNEL}`);
  }
  return {
    async publish(topic, data) {
      const payload = JSON.stringify({ topic, data });
      if (listener) await database.pool!.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
      else deliver(payload);
    },
    subscribe: (topic, fn) => local.add(topic, fn),
    async close() {
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
