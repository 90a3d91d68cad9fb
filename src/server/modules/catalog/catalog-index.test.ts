import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SORTS, type SortKey } from "../../../domain/catalog-filters.js";
import { queryRows } from "../../db/query-rows.js";
import { seedLargeCatalog } from "../../db/seed/large-catalog.js";
import { referenceListPage } from "../../testing/catalog-list-reference.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { readCatalogVersion } from "./catalog-cache.js";
import { buildCatalogIndex } from "./catalog-index.js";
import { scanList } from "./catalog-index-scan.js";
import { catalogIndexAt } from "./catalog-index-store.js";
import type { ListFilters, ListPage, ListScope } from "./catalog-list-filters.js";
import { loadAttributeDefs } from "./catalog-lookups.queries.js";
import { type CategoryTree, loadCategoryTree } from "./category-tree.js";

// The list index must answer exactly what the list statement answered: the same models in the same
// order, the same total, the same facet counts and price range, for any filters and sort.
let t: TestApp;
let tree: CategoryTree;
let keys: string[];
let makers: number[];
let attrValues: Map<string, string[]>;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  await seedLargeCatalog(t.ctx.db, 1_500);
  // Variety the seeds lack: used grades, sold-out and expected stock, inactive variants.
  await t.ctx.db.execute(
    sql`update products set quality = (array['A','B','C'])[1 + id % 3] where id % 7 = 0`,
  );
  await t.ctx.db.execute(sql`update products set warehouse_stock = 0, expected_stock_date =
    case when id % 2 = 0 then current_date + 5 end where id % 5 = 0`);
  await t.ctx.db.execute(sql`update products set is_active = false where id % 13 = 0`);
  tree = await loadCategoryTree(t.ctx.db);
  keys = (await loadAttributeDefs(t.ctx.db)).filter((a) => a.filterable).map((a) => a.key);
  makers = (await queryRows<{ id: number }>(t.ctx.db, sql`select id from manufacturers order by id`)).map(
    (r) => r.id,
  );
  attrValues = new Map();
  for (const key of keys)
    attrValues.set(
      key,
      (
        await queryRows<{ v: string }>(
          t.ctx.db,
          sql`select distinct attributes ->> ${key} as v from products where attributes ? ${key} order by 1 limit 8`,
        )
      ).map((r) => r.v),
    );
}, 300_000);
afterAll(() => t.close());

function scopeOf(categoryId: number | null): ListScope {
  const children = categoryId === null ? tree.roots : tree.byId.get(categoryId)!.children;
  return {
    categoryIds: categoryId === null ? null : tree.subtreeIds(categoryId),
    childOf: children.flatMap((c) => tree.subtreeIds(c.id).map((id) => ({ categoryId: id, childId: c.id }))),
    attributeKeys: keys,
  };
}

const sortCounts = (page: ListPage) => ({
  ...page,
  counts: [...page.counts].sort((a, b) => a.f.localeCompare(b.f) || a.v.localeCompare(b.v)),
});

async function expectSame(
  categoryId: number | null,
  f: ListFilters,
  sort: SortKey,
  limit: number,
  offset: number,
) {
  const version = await readCatalogVersion(t.ctx.db);
  const index = await catalogIndexAt(t.ctx.db, version, keys);
  const scope = scopeOf(categoryId);
  const fromIndex = scanList(index, scope, f, sort, limit, offset);
  const fromSql = await referenceListPage(t.ctx.db, scope, f, sort, limit, offset);
  expect(sortCounts(fromIndex)).toEqual(sortCounts(fromSql));
  return fromIndex;
}

// Each filter is absent more often than not, so most combinations still list something.
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: arb, weight: 1 });
const subset = <T>(values: T[]) => sometimes(fc.subarray(values, { minLength: 1 }));

describe("the catalogue list index", () => {
  it("answers as the list statement does, for any category, filters, sort and page", async () => {
    const categories = [null, ...[...tree.byId.keys()]];
    const filters = fc.record({
      categoryId: fc.constantFrom(...categories),
      makers: subset(makers),
      qualities: subset(["new", "A", "B", "C", "X"]),
      states: subset([0, 1, 2, 3]),
      price: sometimes(fc.tuple(fc.nat(40_000), fc.nat(40_000))),
      attrs: fc
        .oneof(
          { arbitrary: fc.constant([]), weight: 2 },
          { arbitrary: fc.subarray(keys, { maxLength: 2 }), weight: 1 },
        )
        .chain((ks) =>
          fc.tuple(
            ...ks.map((k) =>
              fc.tuple(fc.constant(k), fc.subarray([...attrValues.get(k)!, "0"], { minLength: 1 })),
            ),
          ),
        ),
      sub: fc.boolean(),
      sort: fc.constantFrom(...SORTS),
      page: fc.nat(3),
    });
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filters, async (x) => {
        const children = x.categoryId === null ? tree.roots : tree.byId.get(x.categoryId)!.children;
        const f: ListFilters = {
          manufacturerIds: x.makers,
          qualities: x.qualities,
          states: x.states,
          priceFrom: x.price ? Math.min(...x.price) * 100 : undefined,
          priceTo: x.price ? Math.max(...x.price) * 100 + 99 : undefined,
          subCategoryIds: x.sub && children.length ? tree.subtreeIds(children[0].id).concat(-1) : undefined,
          attrs: x.attrs.map(([key, values]) => ({ key, values })),
        };
        const page = await expectSame(x.categoryId, f, x.sort, 12, x.page * 12);
        if (page.total) nonEmpty++;
      }),
      { numRuns: 80 },
    );
    // The property said something: most runs listed products.
    expect(nonEmpty).toBeGreaterThan(20);
  }, 300_000);

  it("pages on through the first pages it keeps of a sort, and beyond them, as the statement does", async () => {
    const index = await catalogIndexAt(t.ctx.db, await readCatalogVersion(t.ctx.db), keys);
    const scope = scopeOf(null);
    const f: ListFilters = { attrs: [] };
    for (const sort of SORTS) {
      index.matches.clear();
      // Keeping 24 (240 in the shop, for longer lists): page 1 keeps 24, page 2 is a slice of them,
      // page 3 keeps twice as many, page 6 twice again, page 9 is past a quarter of the list and
      // keeps the whole order.
      const kept: number[] = [];
      for (const page of [0, 1, 2, 5, 8]) {
        const fromIndex = scanList(index, scope, f, sort, 12, page * 12, 24);
        expect(sortCounts(fromIndex)).toEqual(
          sortCounts(await referenceListPage(t.ctx.db, scope, f, sort, 12, page * 12)),
        );
        kept.push([...index.matches.values()][0].sorted[sort]!.length);
      }
      const n = [...index.matches.values()][0].candidates.length;
      expect(n).toBeGreaterThan(4 * 72);
      expect(n).toBeLessThanOrEqual(4 * 108);
      expect(kept).toEqual([24, 24, 48, 96, n]);
    }
  }, 120_000);

  it("follows price, stock and activity changes by re-reading only the changed products", async () => {
    const version = await readCatalogVersion(t.ctx.db);
    const before = await catalogIndexAt(t.ctx.db, version, keys);
    const [p] = await queryRows<{ id: number }>(
      t.ctx.db,
      sql`select id from products where is_active order by id desc limit 1`,
    );
    await t.ctx.db.execute(sql`update products set price = 100, warehouse_stock = 0 where id = ${p.id}`);
    await t.ctx.db.execute(sql`update products set is_active = false where id = ${p.id - 1}`);
    const after = await catalogIndexAt(t.ctx.db, await readCatalogVersion(t.ctx.db), keys);
    // Patched in place, not rebuilt.
    expect(after).toBe(before);
    expect(after.price[after.variantIndex(p.id)!]).toBe(100);
    expect(after.active[after.variantIndex(p.id - 1)!]).toBe(0);
    await expectSame(null, { attrs: [] }, "price_asc", 5, 0);
    const rebuilt = await buildCatalogIndex(t.ctx.db, keys);
    expect(scanList(after, scopeOf(null), { attrs: [] }, "newest", 50, 0)).toEqual(
      scanList(rebuilt, scopeOf(null), { attrs: [] }, "newest", 50, 0),
    );
  });

  it("follows a model's new categories, maker rank and name in place", async () => {
    const before = await catalogIndexAt(t.ctx.db, await readCatalogVersion(t.ctx.db), keys);
    const leaf = [...tree.byId.values()].find((c) => !c.children.length && c.parentId !== null)!;
    await t.ctx.db.execute(sql`insert into master_product_categories (master_product_id, type_category_id)
      select id, ${leaf.id} from master_products where id % 9 = 0 on conflict do nothing`);
    await t.ctx.db.execute(
      sql`update master_products set recommended_rank = 1000, name = 'AAA ' || name where id % 11 = 0`,
    );
    const after = await catalogIndexAt(t.ctx.db, await readCatalogVersion(t.ctx.db), keys);
    expect(after).toBe(before);
    await expectSame(leaf.parentId, { attrs: [] }, "recommended", 24, 0);
    await expectSame(leaf.id, { attrs: [] }, "name", 24, 0);
    await expectSame(null, { attrs: [] }, "name", 10, 0);
  });

  it("rebuilds when a new product appears", async () => {
    const before = await catalogIndexAt(t.ctx.db, await readCatalogVersion(t.ctx.db), keys);
    await t.ctx.db.execute(sql`insert into products (master_product_id, code, seo_name, name, price)
      select id, 'NEW-' || id, 'new-' || id, name || ' nový', 1234500 from master_products order by id limit 1`);
    const after = await catalogIndexAt(t.ctx.db, await readCatalogVersion(t.ctx.db), keys);
    expect(after).not.toBe(before);
    await expectSame(null, { attrs: [] }, "price_desc", 3, 0);
  });
});
