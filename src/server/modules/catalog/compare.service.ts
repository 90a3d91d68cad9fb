import type { CompareResponse } from "../../../contract/catalog-compare.js";
import { attributeValueLabel } from "../../../domain/attribute-value.js";
import { formatPrice } from "../../../domain/money.js";
import { formatNumber } from "../../../domain/numbers.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { catalogLookups } from "./catalog.service.js";
import { cardsByProductIds } from "./catalog-cards.queries.js";
import { comparedProducts } from "./compare.queries.js";

/** The index of the extreme value, when at least two values exist and one is strictly best. */
function bestIndex(values: (number | null)[], better: (a: number, b: number) => boolean): number | null {
  const present = values.map((v, i) => [v, i] as const).filter(([v]) => v !== null) as [number, number][];
  if (present.length < 2) return null;
  const best = present.reduce((a, b) => (better(b[0], a[0]) ? b : a));
  return present.filter(([v]) => v === best[0]).length === 1 ? best[1] : null;
}

/**
 * `catalog:compare`: up to 4 products side by side: price, quality, stock and every comparable
 * attribute in its group; rows whose values differ are flagged, and the best value where clear.
 */
export async function compare(ctx: AppContext, seoNames: string[], t: TFunction): Promise<CompareResponse> {
  const { cache, attributes, read } = await catalogLookups(ctx);
  return cache.get(`compare:${seoNames.join(",")}|${t("catalog:compare.price")}`, async () => {
    const db = await read();
    const rows = await comparedProducts(db, seoNames);
    const items = await cardsByProductIds(
      db,
      rows.map((r) => Number(r.id)),
      ctx.market.language,
    );
    const out: CompareResponse["rows"] = [];
    const push = (
      key: string,
      label: string,
      group: string | null,
      values: (string | null)[],
      best: number | null = null,
    ) => out.push({ key, label, group, values, differs: new Set(values).size > 1, best });

    push(
      "price",
      t("catalog:compare.price"),
      null,
      items.map((i) => formatPrice(i.price, ctx.market)),
      bestIndex(
        items.map((i) => i.price),
        (a, b) => a < b,
      ),
    );
    push(
      "quality",
      t("catalog:facet.quality"),
      null,
      items.map((i) => t(`catalog:quality.${i.quality}`)),
    );
    push(
      "stock",
      t("catalog:facet.availability"),
      null,
      items.map((i) => t(`catalog:stock.${i.stock_state}`)),
    );
    push(
      "rating",
      t("catalog:compare.rating"),
      null,
      items.map((i) =>
        i.rating === null ? null : `${formatNumber(i.rating, ctx.market, { maxFractionDigits: 1 })} / 5`,
      ),
      bestIndex(
        items.map((i) => i.rating),
        (a, b) => a > b,
      ),
    );
    for (const def of attributes.filter((a) => a.comparable)) {
      const raw = rows.map((r) => {
        const v = r.attributes[def.key] ?? (def.key === "storage" ? r.memory_gb : undefined);
        return v === undefined || v === null || v === "" ? null : String(v);
      });
      if (raw.every((v) => v === null)) continue;
      const numbers = def.valueType === "number" ? raw.map((v) => (v === null ? null : Number(v))) : [];
      push(
        def.key,
        def.name,
        def.groupName,
        raw.map((v) => (v === null ? null : attributeValueLabel(v, def.unit, ctx.market.locale))),
        def.valueType === "number" ? bestIndex(numbers, (a, b) => a > b) : null,
      );
    }
    return { items, rows: out };
  });
}
