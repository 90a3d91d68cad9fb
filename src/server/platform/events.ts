import { EventEmitter } from "node:events";
import pg from "pg";
import type { Database } from "../db/client.js";

/**
 * Publish/subscribe for server-sent events. Within one instance an EventEmitter; on PostgreSQL the
 * message also goes through NOTIFY so every instance's subscribers get it (DESIGN: real time).
 * Topics are strings like `order:<public id>`; payloads are small JSON objects (ids and statuses).
 */
export interface EventBus {
  publish(topic: string, data: object): Promise<void>;
  subscribe(topic: string, listener: (data: object) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "shop_events";

export async function createEventBus(database: Database, databaseUrl?: string): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (payload: string) => {
    try {
      const { topic, data } = JSON.parse(payload) as { topic: string; data: object };
      local.emit(topic, data);
    } catch {}
  };
  let listener: pg.Client | undefined;
  if (database.kind === "postgres" && databaseUrl) {
    listener = new pg.Client({ connectionString: databaseUrl });
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
    subscribe(topic, fn) {
      local.on(topic, fn);
      return () => local.off(topic, fn);
    },
    async close() {
      await listener?.end();
    },
  };
}

/** The same bus without a database, for tests that do not exercise fan-out. */
export function localEventBus(): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  return {
    async publish(topic, data) {
      local.emit(topic, data);
    },
    subscribe(topic, fn) {
      local.on(topic, fn);
      return () => local.off(topic, fn);
    },
    async close() {},
  };
}
