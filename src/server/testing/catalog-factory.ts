import { sql } from "drizzle-orm";
import { slugify } from "../../domain/slug.js";
import {
  attributeDefinitions,
  manufacturers,
  masterProductCategories,
  masterProducts,
  products,
  productTypes,
  storeStock,
  stores,
  typeCategories,
} from "../db/schema.js";
import type { AppContext } from "../platform/context.js";

/** Test factories for catalogue data: small, explicit catalogues per test file. */
export function catalogFactory(ctx: AppContext) {
  const { db } = ctx;
  const typeIds = new Map<string, number>();
  const makerIds = new Map<string, number>();
  let seq = 0;

  async function type(code: string, label = code): Promise<number> {
    if (!typeIds.has(code)) {
      const [row] = await db.insert(productTypes).values({ code, label }).returning();
      typeIds.set(code, row.id);
    }
    return typeIds.get(code)!;
  }

  async function maker(name: string): Promise<number> {
    if (!makerIds.has(name)) {
      const [row] = await db
        .insert(manufacturers)
        .values({ name, seoName: slugify(name) })
        .returning();
      makerIds.set(name, row.id);
    }
    return makerIds.get(name)!;
  }

  async function category(c: {
    name: string;
    seo?: string;
    parent?: { id: number; urlPath: string };
    type?: string;
    boost?: string;
    filterable?: boolean;
  }) {
    const seo = c.seo ?? slugify(c.name);
    const [row] = await db
      .insert(typeCategories)
      .values({
        name: c.name,
        seoName: seo,
        parentId: c.parent?.id ?? null,
        urlPath: c.parent ? `${c.parent.urlPath}/${seo}` : seo,
        productTypeId: c.type ? await type(c.type) : null,
        meilisearchBoost: c.boost ?? "1",
        filterable: c.filterable ?? false,
        position: seq++,
      })
      .returning();
    return row;
  }

  interface VariantSpec {
    color?: string;
    memory?: number;
    price: number;
    common?: number;
    stock?: number;
    quality?: string;
    attrs?: Record<string, string | number>;
  }

  async function model(m: {
    name: string;
    maker: string;
    type: string;
    categories: number[];
    variants: VariantSpec[];
    metaMasterId?: number;
  }) {
    const [master] = await db
      .insert(masterProducts)
      .values({
        name: m.name,
        seoName: slugify(m.name),
        manufacturerId: await maker(m.maker),
        productTypeId: await type(m.type),
        metaMasterId: m.metaMasterId ?? null,
      })
      .returning();
    const rows = await db
      .insert(products)
      .values(
        m.variants.map((v, i) => {
          const name = [
            m.name,
            v.memory ? `${v.memory} GB` : "",
            v.color ?? "",
            v.quality && v.quality !== "new" ? v.quality : "",
          ]
            .filter(Boolean)
            .join(" ");
          return {
            masterProductId: master.id,
            code: `T${master.id}-${i}`,
            seoName: slugify(name),
            name,
            colorName: v.color ?? null,
            colorHex: v.color ? "#123456" : null,
            memoryGb: v.memory ?? null,
            quality: v.quality ?? "new",
            price: v.price * 100,
            commonPrice: v.common ? v.common * 100 : null,
            warehouseStock: v.stock ?? 5,
            attributes: { ...(v.attrs ?? {}), ...(v.memory ? { storage: v.memory } : {}) },
          };
        }),
      )
      .returning();
    if (m.categories.length)
      await db
        .insert(masterProductCategories)
        .values(m.categories.map((c) => ({ masterProductId: master.id, typeCategoryId: c })));
    return { master, products: rows };
  }

  async function attribute(
    key: string,
    name: string,
    opts: { unit?: string; filterable?: boolean; valueType?: string } = {},
  ) {
    await db.insert(attributeDefinitions).values({
      key,
      name,
      unit: opts.unit ?? null,
      filterable: opts.filterable ?? true,
      valueType: opts.valueType ?? "text",
    });
  }

  async function store(seo: string) {
    const [row] = await db
      .insert(stores)
      .values({
        seoName: seo,
        name: seo,
        street: "Ulice 1",
        city: "Praha",
        postcode: "110 00",
        country: "CZ",
        phone: "+420 601 000 000",
        email: `${seo}@example.cz`,
        latitude: 50,
        longitude: 14,
        openingHours: { "1": [["09:00", "18:00"]] },
      })
      .returning();
    return row;
  }

  async function stockAt(storeId: number, productId: number, quantity: number) {
    await db
      .insert(storeStock)
      .values({ storeId, productId, quantity })
      .onConflictDoUpdate({ target: [storeStock.storeId, storeStock.productId], set: { quantity } });
  }

  const refreshTerms = () => db.execute(sql`select catalog_refresh_search_terms()`);

  return { type, maker, category, model, attribute, store, stockAt, refreshTerms };
}
