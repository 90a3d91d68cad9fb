import type { ProductDetail } from "../../../contract/catalog-product.js";
import { attributeValueLabel } from "../../../domain/attribute-value.js";
import { productTypeLabel } from "../../../domain/market.js";
import { STOCK_STATES } from "../../../domain/stock-state.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { HEAP_BYTES } from "../../platform/heap-bytes.js";
import { JsonText } from "../../platform/json-text.js";
import { isRetail, retailShopper, type Shopper } from "../pricing/pricing.service.js";
import { accessoryCard } from "./accessory-cards.js";
import { catalogLookups } from "./catalog.service.js";
import type { AttributeDef } from "./catalog-lookups.queries.js";
import { categoryUrl, displayName } from "./category-tree.js";
import { type ProductRow, productBySeoName } from "./product.queries.js";
import { storedProductAnswer } from "./product-answers-store.queries.js";
import { productChoices } from "./product-choices.js";
import { mainImage, productGallery } from "./product-gallery.js";

/**
 * A product answer: its JSON text (compressed once per encoding when sent, json-text.ts), the ids
 * the HTTP caches' surrogate keys name and its catalogue cache tags. The object is the one it was
 * built from, or parsed from the text on each use (a stored answer: the JSON route never needs it,
 * and one kept after the cache counted the entry's bytes would grow the cache past its bound).
 */
export class ProductAnswer extends JsonText {
  readonly #built: ProductDetail | undefined;

  constructor(
    body: string,
    readonly id: number,
    readonly masterId: number,
    /** What the answer shows, for the catalogue cache (`p:`/`m:` tags); null: it goes with any change. */
    readonly tags: string[] | null,
    built?: ProductDetail,
  ) {
    super(body);
    this.#built = built;
  }

  get detail(): ProductDetail {
    return this.#built ?? (JSON.parse(this.text) as ProductDetail);
  }

  /** The text with its compressed copy, and the object it was built from (~3.7 bytes a character, shared-json.ts). */
  override [HEAP_BYTES](): number {
    return super[HEAP_BYTES]() + (this.#built ? Math.round(this.text.length * 3.7) : 0);
  }
}

/**
 * What a product answer shows, for the catalogue cache: its variants, the models and variants of
 * its meta-master (and the meta-master, which a model may join) and its accessories' models (each
 * card shows its model's variant to buy, colours, rating and gifts). Its own gifts and its
 * accessories' are in the models' tags: a gift's change touches the models it is given with.
 */
function tagsOf(row: ProductRow): string[] {
  return [
    `m:${row.master.id}`,
    ...(row.master.meta_master_id === null ? [] : [`mm:${row.master.meta_master_id}`]),
    ...row.variants.map((v) => `p:${v.id}`),
    ...row.siblings.flatMap((v) => [`p:${v.id}`, `m:${v.master_id}`]),
    ...row.accessories.flatMap((a) => {
      const card = "card" in a ? a.card : a;
      return [`p:${card.id}`, `m:${card.master_id}`];
    }),
    `p:${row.product.id}`,
  ];
}

/**
 * `catalog:product`: the product page's answer by the variant's seo name. For retail shoppers it is
 * cached by catalogue version and, on a miss, taken from the answers' read model when fresh there
 * (decision 026); a customer's level prices are read fresh, never cached or stored (decision 017).
 */
export async function productAnswer(
  ctx: AppContext,
  seoName: string,
  shopper: Shopper = retailShopper(ctx.market),
): Promise<ProductAnswer> {
  const lookups = await catalogLookups(ctx);
  const build = async () => {
    // The retail answer is cached under the version, so the replica may answer it; a customer's level
    // prices are read fresh on the primary, like the rest of what is theirs (decision 019).
    const db = isRetail(shopper) ? await lookups.read() : ctx.db;
    if (isRetail(shopper)) {
      const stored = await storedProductAnswer(db, seoName, ctx.market.code);
      if (stored) return new ProductAnswer(stored.body, stored.product_id, stored.master_id, stored.tags);
    }
    const row = await productBySeoName(db, seoName, shopper, ctx.market.language);
    if (!row) throw notFound("catalog:productNotFound");
    return answerOf(ctx, lookups, row);
  };
  if (!isRetail(shopper)) return build();
  return lookups.cache.get(`product:${seoName}`, build, (answer) => answer.tags);
}

/** The product page's data (see `productAnswer`). */
export async function getProduct(
  ctx: AppContext,
  seoName: string,
  shopper: Shopper = retailShopper(ctx.market),
): Promise<ProductDetail> {
  return (await productAnswer(ctx, seoName, shopper)).detail;
}

type Lookups = Pick<Awaited<ReturnType<typeof catalogLookups>>, "tree" | "attributes">;

/**
 * The answer built from the product statement's row, with the category tree and attributes of the
 * same catalogue version. The detail is built in the contract's key order with nothing extra, so
 * its text is what `productDetail.parse` would give: the schema pass (~0.1 ms of a miss) is left to
 * the test that holds the two equal on the demo catalogue (`product-read.test.ts`).
 */
export function answerOf(ctx: AppContext, { tree, attributes }: Lookups, row: ProductRow): ProductAnswer {
  const accessories = row.accessories.map((a) => accessoryCard(a, ctx.market.language));
  const p = row.product;
  const gallery = productGallery(row, ctx.market.language);
  const path = tree.homePath(row.category_ids);
  const detail = {
    id: p.id,
    seo_name: p.seo_name,
    code: p.code,
    ean: p.ean,
    name: p.name,
    master: {
      id: row.master.id,
      seo_name: row.master.seo_name,
      name: row.master.name,
      description: row.master.description,
      meta_master_id: row.master.meta_master_id,
    },
    manufacturer: row.manufacturer,
    type: { code: row.type.code, label: productTypeLabel(ctx.market, row.type.code, row.type.label) },
    price: p.price,
    ...(p.retail_price > p.price ? { retail_price: p.retail_price } : {}),
    common_price: p.common_price,
    vat_rate: p.vat_rate,
    quality: p.quality,
    is_leased: p.is_leased,
    color_name: p.color_name,
    color_hex: p.color_hex,
    memory_gb: p.memory_gb,
    image_url: p.image_url,
    image: mainImage(gallery, p.color_name),
    gallery,
    stock: {
      state: STOCK_STATES[p.st],
      warehouse: Math.max(0, p.warehouse_stock),
      store_count: p.stores_in_stock,
      expected_date: p.expected_date,
      stores: row.stores,
    },
    ...productChoices(p, row.variants, row.siblings, row.master.name),
    attributes: attributeGroups(p.attributes, p.memory_gb, attributes, ctx.market.locale),
    badges: row.master.badges,
    gifts: row.gifts,
    offers: row.offers,
    breadcrumbs: [
      ...path.map((n) => ({ name: displayName(n, ctx.market), url: categoryUrl(n) })),
      { name: row.master.name, url: `/${p.seo_name}/` },
    ],
    categories: path.map((n) => displayName(n, ctx.market)),
    rating: row.rating,
    accessories,
    seo: { title: row.master.seo_title, description: row.master.seo_description },
  } satisfies ProductDetail;
  return new ProductAnswer(JSON.stringify(detail), p.id, row.master.id, tagsOf(row), detail);
}

/** The attributes table: defined attributes in their groups and order; undefined keys stay hidden. */
function attributeGroups(
  values: ProductRow["product"]["attributes"],
  memoryGb: number | null,
  defs: AttributeDef[],
  locale: string,
) {
  const all: Record<string, string | number> = { ...(memoryGb ? { storage: memoryGb } : {}), ...values };
  const groups = new Map<string, ProductDetail["attributes"][number]>();
  for (const d of defs) {
    const v = all[d.key];
    if (v === undefined || v === null || v === "") continue;
    const gk = d.groupCode ?? "";
    if (!groups.has(gk)) groups.set(gk, { code: d.groupCode, name: d.groupName ?? "", items: [] });
    groups.get(gk)!.items.push({
      key: d.key,
      label: d.name,
      value: attributeValueLabel(String(v), d.unit, locale),
      unit: d.unit,
    });
  }
  return [...groups.values()];
}
