import type { ProductDetail } from "../../../contract/catalog-product.js";
import { attributeValueLabel } from "../../../domain/attribute-value.js";
import { productTypeLabel } from "../../../domain/market.js";
import { STOCK_STATES } from "../../../domain/stock-state.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { isRetail, retailShopper, type Shopper } from "../pricing/pricing.service.js";
import { accessoryCard } from "./accessory-cards.js";
import { catalogLookups } from "./catalog.service.js";
import type { CatalogCacheView } from "./catalog-cache.js";
import type { AttributeDef } from "./catalog-lookups.queries.js";
import { categoryUrl, displayName } from "./category-tree.js";
import { type ProductRow, productBySeoName } from "./product.queries.js";
import { productChoices } from "./product-choices.js";
import { mainImage, productGallery } from "./product-gallery.js";

const cacheTags = new WeakMap<ProductDetail, string[] | null>();
/** The cache's schema step for an answer built to the contract (see `productJson`). */
const asBuilt = { parse: (value: unknown) => value };

/**
 * What a product answer shows, for the catalogue cache (`p:`/`m:` tags): its variants, the models
 * and variants of its meta-master, its accessories. A product with gifts shows their prices
 * without their ids, so it goes with any change (null).
 */
export const productCacheTags = (product: ProductDetail) => cacheTags.get(product) ?? null;

function tagsOf(row: ProductRow): string[] | null {
  if (row.gifts.length) return null;
  return [
    `m:${row.master.id}`,
    ...row.variants.map((v) => `p:${v.id}`),
    ...row.siblings.flatMap((v) => [`p:${v.id}`, `m:${v.master_id}`]),
    ...row.accessories.map((a) => `p:${"card" in a ? a.card.id : a.id}`),
    `p:${row.product.id}`,
  ];
}

/**
 * `catalog:product`: the product page's data by the variant's seo name, cached by catalogue version
 * for retail shoppers; a customer's level prices are read fresh, never cached (decision 017).
 */
export async function getProduct(
  ctx: AppContext,
  seoName: string,
  shopper: Shopper = retailShopper(ctx.market),
): Promise<ProductDetail> {
  const { cache, tree, attributes, read } = await catalogLookups(ctx);
  const build = async () => {
    // The retail page is cached under the version, so the replica may answer it; a customer's level
    // prices are read fresh on the primary, like the rest of what is theirs (decision 019).
    const db = isRetail(shopper) ? await read() : ctx.db;
    const row = await productBySeoName(db, seoName, shopper, ctx.market.language);
    if (!row) throw notFound("catalog:productNotFound");
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
    cacheTags.set(detail, tagsOf(row));
    return detail;
  };
  if (!isRetail(shopper)) return build();
  return cache.get(`product:${seoName}`, build, productCacheTags);
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

/**
 * A product's detail and its JSON text; both reads hit the version-keyed cache (the object gives
 * the surrogate keys). The detail is built in the contract's key order with nothing extra, so its
 * text is what `productDetail.parse` would give: the schema pass (~0.1 ms of a miss) is left to the
 * test that holds the two equal on the demo catalogue (`product-read.test.ts`).
 */
export async function productJson(
  ctx: AppContext,
  cache: CatalogCacheView,
  seoName: string,
  shopper: Shopper = retailShopper(ctx.market),
): Promise<{ product: ProductDetail; body: string }> {
  const product = await getProduct(ctx, seoName, shopper);
  if (!isRetail(shopper)) return { product, body: JSON.stringify(product) };
  return {
    product,
    body: await cache.json(`product:${seoName}`, async () => product, asBuilt, productCacheTags),
  };
}
