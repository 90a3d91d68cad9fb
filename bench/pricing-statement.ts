/**
 * The product statement alone, with and without price levels (issue 20, decision 017): 400 products
 * priced on the bench's business list (made by the `pricing` scenario), read one after another on
 * one connection as a visitor (no lists: the case skips them) and as the demo business customer,
 * five passes each, alternating; prints the medians and their ratio. Run after a bench on the same
 * PostgreSQL database: `DATABASE_URL=… npx tsx bench/pricing-statement.ts`.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client.js";
import { productBySeoName } from "../src/server/modules/catalog/product.queries.js";

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 1 });
const db = database.db;
const rows =
  (await db.execute(sql`select p.seo_name from products p join price_list_prices pp on pp.product_id = p.id
  join price_lists l on l.id = pp.price_list_id where l.name like 'Bench%' and p.is_active order by p.id limit 400`)) as unknown as {
    rows: { seo_name: string }[];
  };
const firm = (await db.execute(
  sql`select user_id from customer_addresses where company_id is not null limit 1`,
)) as unknown as { rows: { user_id: number }[] };
const seos = rows.rows.map((r) => r.seo_name);
const uid = firm.rows[0].user_id;
const time = async (userId: number | null) => {
  const t0 = performance.now();
  for (const s of seos) {
    const r = await productBySeoName(db, s, { userId, market: "cz" }, "cs");
    if (userId && r && r.product.price >= r.product.retail_price) throw new Error("no level price");
  }
  return (performance.now() - t0) / seos.length;
};
// Warm: the named statement's plan and the buffers.
await time(null);
await time(uid);
const out: Record<string, number[]> = { retail: [], business: [] };
for (let i = 0; i < 5; i++) {
  out.retail.push(await time(null));
  out.business.push(await time(uid));
}
const med = (a: number[]) => a.sort((x, y) => x - y)[2];
console.log(
  `${seos.length} products; ms per product statement, median of 5 passes: retail ${med(out.retail).toFixed(3)}, business ${med(out.business).toFixed(3)}, ratio ${(med(out.business) / med(out.retail)).toFixed(3)}`,
);
await database.close();
