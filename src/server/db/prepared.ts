import type { Db } from "./client.js";

/**
 * A hot statement built once per database instead of on every call: Drizzle then skips building
 * its SQL (a good part of a short request's CPU), and on PostgreSQL the named statement is parsed
 * and planned once per connection rather than once per execution. Values go in as
 * `sql.placeholder("name")`; timestamps as ISO strings (placeholders skip Drizzle's column
 * mapping). Give every statement its own name. Run them on the database, not inside a
 * transaction (they use the pool).
 *
 * ```ts
 * const byId = prepared((db) => db.select().from(carts).where(eq(carts.id, sql.placeholder("id"))).prepare("cart_by_id"));
 * const [row] = await byId(db).execute({ id });
 * ```
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
