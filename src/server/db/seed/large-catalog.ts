import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { queryRows } from "../query-rows.js";
import { linkLargeCatalogImages } from "./images-seed.js";

/**
 * Grows the catalogue to `total` products for benchmarks (`db:seed -- --products 100000`): set-based
 * SQL, four variants per synthetic model, names built from real makers and words so search has
 * realistic text to work on.
 */
export async function seedLargeCatalog(db: Db, total: number): Promise<void> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  const missing = total - n;
  if (missing <= 0) return;
  const models = Math.ceil(missing / 4);
  const start = Date.now();
  await db.execute(sql`
    insert into master_products (product_type_id, manufacturer_id, name, seo_name, description)
    select t.id, m.id,
      m.name || ' ' || (array['Nova','Edge','Prime','Lite','Max','Neo','Ultra','Pro','Air','Play'])[1 + g % 10] || ' ' || (g % 97 + 1),
      'bench-' || g || '-' || m.seo_name,
      'Synthetic benchmark model'
    from generate_series(1, ${models}) g
    join lateral (select id, name, seo_name from manufacturers order by id offset (g % (select count(*) from manufacturers)) limit 1) m on true
    join lateral (select id from product_types order by id offset (g % (select count(*) from product_types)) limit 1) t on true`);
  await bulk(
    db,
    sql`
    insert into products (master_product_id, code, seo_name, name, color_name, color_hex, memory_gb, price, common_price, warehouse_stock, attributes)
    select mp.id, 'B' || mp.id || '-' || v, mp.seo_name || '-' || v,
      mp.name || ' ' || (array['64 GB','128 GB','256 GB','512 GB'])[v] || ' ' || (array['Černá','Bílá','Modrá','Zelená'])[v],
      (array['Černá','Bílá','Modrá','Zelená'])[v], (array['#1f2937','#f9fafb','#2563eb','#16a34a'])[v],
      (array[64,128,256,512])[v],
      (1990 + (mp.id * 37 % 400) * 100 + v * 1000) * 100,
      case when mp.id % 4 = 0 then (2490 + (mp.id * 37 % 400) * 100 + v * 1000) * 100 end,
      mp.id % 11,
      jsonb_build_object('storage', (array[64,128,256,512])[v], 'display_size', 5 + (mp.id % 30) / 10.0)
    from master_products mp cross join generate_series(1, 4) v
    where mp.seo_name like 'bench-%' and not exists (select 1 from products p where p.master_product_id = mp.id)`,
  );
  // The category insert's triggers refresh every new model's search rows and accessories: with the
  // new rows unanalysed the planner takes the tables for empty and joins them by repeated scans.
  await db.execute(sql`analyze master_products, products, search_models`);
  await bulk(
    db,
    sql`
    insert into master_product_categories (master_product_id, type_category_id)
    select mp.id, c.id from master_products mp
    join type_categories c on c.product_type_id = mp.product_type_id and c.parent_id is null
    where mp.seo_name like 'bench-%' on conflict do nothing`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local shop.catalog_bulk = 'on'`);
    await linkLargeCatalogImages(tx);
    // Every card and product answer is older now; the seed's fill stores them (decisions 025, 026).
    await tx.execute(
      sql`update catalog_cards_state set epoch = epoch + 1, docs_epoch = docs_epoch + 1 where id = 1`,
    );
  });
  // Vacuumed too, not only analysed: the search walk reads its postings by index-only scans, which a
  // table no vacuum has visited yet cannot use (migration search_vacuum).
  await db.execute(sql`vacuum analyze`);
  console.log(`large catalogue: +${missing} products in ${Date.now() - start} ms`);
}

/**
 * One statement of the bulk load, with the read models' marking off (migrations 0041, 0043): the
 * load moves the cards' and the answers' epochs at its end instead, and the seed's fill stores
 * every card and answer.
 */
async function bulk(db: Db, statement: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local shop.catalog_bulk = 'on'`);
    await tx.execute(statement);
  });
}
