import { type SQL, sql } from "drizzle-orm";
import type { SortKey } from "../../domain/catalog-filters.js";
import type { Db } from "../db/client.js";
import { intArray, textArray } from "../db/pg-array.js";
import { queryRows } from "../db/query-rows.js";
import { STATE_RANK } from "../modules/catalog/catalog-list.queries.js";
import type { ListFilters, ListPage, ListScope } from "../modules/catalog/catalog-list-filters.js";

/*
 * The catalogue list as one SQL statement: what the shop ran before the in-memory list index
 * (decision 014). Too slow at 100 000 products (it sorts every attribute row of a category), it stays
 * as the reference the index is held equal to by a property test (`catalog-index.test.ts`).
 */
const SORT_SQL: Record<SortKey, SQL> = {
  recommended: sql`m.recommended_rank desc, (b.st > 1), b.price, b.mid`,
  price_asc: sql`b.price, b.mid`,
  price_desc: sql`b.price desc, b.mid`,
  newest: sql`m.created_at desc, b.mid desc`,
  discount: sql`coalesce(b.common_price - b.price, 0) desc, b.price, b.mid`,
  name: sql`m.name, b.mid`,
};

// Bits of the failure mask: a row counts for a facet's value when it fails no other filter.
const BIT = { manufacturer: 0, quality: 1, availability: 2, price: 3, sub: 4, attrs: 5 } as const;
const bit = (n: number) => sql.raw(String(n));
const mask = (n: number) => sql.raw(`${2 ** n}::bigint`);

function failMask(f: ListFilters, attributeKeys: string[]): SQL {
  const parts: SQL[] = [];
  const fail = (n: number, ok: SQL) => parts.push(sql`(case when ${ok} then 0 else ${mask(n)} end)`);
  if (f.manufacturerIds?.length)
    fail(BIT.manufacturer, sql`m.manufacturer_id = any(${intArray(f.manufacturerIds)})`);
  if (f.qualities?.length) fail(BIT.quality, sql`p.quality = any(${textArray(f.qualities)})`);
  if (f.states?.length) fail(BIT.availability, sql`${STATE_RANK} = any(${intArray(f.states)})`);
  if (f.priceFrom !== undefined || f.priceTo !== undefined)
    fail(BIT.price, sql`p.price between ${f.priceFrom ?? 0} and ${f.priceTo ?? 2_000_000_000}`);
  if (f.subCategoryIds?.length)
    fail(
      BIT.sub,
      sql`exists (select 1 from master_product_categories x where x.master_product_id = p.master_product_id
        and x.type_category_id = any(${intArray(f.subCategoryIds)}))`,
    );
  for (const a of f.attrs) {
    const i = attributeKeys.indexOf(a.key);
    if (i >= 0 && i < 55) fail(BIT.attrs + i, sql`(p.attributes ->> ${a.key}) = any(${textArray(a.values)})`);
  }
  return parts.length ? sql.join(parts, sql` + `) : sql`0::bigint`;
}

/**
 * One statement for a catalogue page: the models matching every filter (each shown by its best
 * variant: available first, new before refurbished, then cheapest), their total, the page in the chosen order, and the
 * facet counts (models per value under all other filters, so choosing a value shows what the
 * others would give) with the price range.
 */
export async function referenceListPage(
  db: Db,
  scope: ListScope,
  f: ListFilters,
  sort: SortKey,
  limit: number,
  offset: number,
): Promise<ListPage> {
  const inScope = scope.categoryIds
    ? sql`and exists (select 1 from master_product_categories c where c.master_product_id = p.master_product_id
        and c.type_category_id = any(${intArray(scope.categoryIds)}))`
    : sql``;
  const childIds = scope.childOf.map((c) => c.categoryId);
  const childOf = scope.childOf.map((c) => c.childId);
  const [row] = await queryRows<ListPage>(
    db,
    sql`
    with base as (
      select p.id, p.master_product_id as mid, p.price, p.common_price, p.quality, p.attributes,
        m.manufacturer_id as mf, ${STATE_RANK} as st, ${failMask(f, scope.attributeKeys)} as fail
      from products p join master_products m on m.id = p.master_product_id
      where p.is_active ${inScope}
    ),
    best as (
      select distinct on (mid) mid, id, price, common_price, st, quality from base where fail = 0
      order by mid, (st > 1), (quality <> 'new'), price, id
    ),
    page as (
      select b.id, row_number() over (order by ${SORT_SQL[sort]}) as rn from best b
      join master_products m on m.id = b.mid order by rn limit ${limit} offset ${offset}
    ),
    facet_rows as (
      select mid, fail, ${bit(BIT.manufacturer)} as bit, 'manufacturer' as f, mf::text as v from base
      union all select mid, fail, ${bit(BIT.quality)}, 'quality', quality from base
      union all select mid, fail, ${bit(BIT.availability)}, 'availability', st::text from base
      union all select b.mid, b.fail, ${bit(BIT.sub)}, 'sub', cm.child::text from base b
        join master_product_categories x on x.master_product_id = b.mid
        join unnest(${intArray(childIds)}, ${intArray(childOf)}) cm(cat, child) on cm.cat = x.type_category_id
      union all select b.mid, b.fail, ${bit(BIT.attrs)} + k.i::int - 1, 'a_' || kv.key, kv.value from base b
        cross join lateral jsonb_each_text(b.attributes) kv
        join unnest(${textArray(scope.attributeKeys)}) with ordinality k(key, i) on k.key = kv.key
    )
    select
      (select count(*)::int from best) as total,
      coalesce((select array_agg(id order by rn) from page), '{}') as "productIds",
      coalesce((select json_agg(c) from (
        select f, v, count(distinct mid)::int as n from facet_rows
        where (fail & ~(1::bigint << bit)) = 0 group by f, v) c), '[]') as counts,
      (select json_build_object('min', min(price), 'max', max(price)) from base
        where (fail & ~${mask(BIT.price)}) = 0 having count(*) > 0) as price`,
  );
  return {
    total: row.total,
    productIds: (row.productIds as unknown[]).map(Number),
    counts: row.counts,
    price: row.price,
  };
}
