import type { FastifyReply } from "fastify";
import type {
  PriceListBody,
  PriceListRow,
  priceListsQuery,
  pricesQuery,
  setPricesBody,
} from "../../../contract/pricing.js";
import type { z } from "../../../contract/z.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import { publicCache } from "../../platform/public-cache.js";
import type { SessionUser } from "../../platform/session.js";
import { parsePriceCsv } from "./price-csv.js";
import * as q from "./pricing.queries.js";
import { isRetail, type Shopper } from "./shopper.js";

// What other modules use: the level price inside their own statements, and whose prices a request shows.
export { levelPriceSql, shopperListsSql } from "./level-price-sql.js";
export { productActivity } from "./product-activity.service.js";
export { isRetail, retailShopper, type Shopper, shopperOf } from "./shopper.js";

/**
 * Cache headers of a catalogue answer: a retail one is public (CDN, purged by surrogate key); one
 * with a customer's level prices is private and never stored, so no shared cache shows it to others.
 */
export function shopperCache(reply: FastifyReply, shopper: Shopper, keys: string): void {
  if (isRetail(shopper)) publicCache(reply, keys);
  else reply.header("cache-control", "private, no-store").header("vary", "Cookie");
}

type ListRecord = NonNullable<Awaited<ReturnType<typeof q.selectPriceList>>>;

const toRow = ({ list, state, priceCount }: ListRecord): PriceListRow => ({
  id: list.id,
  name: list.name,
  market: list.market as PriceListRow["market"],
  customer_group: list.customerGroup as PriceListRow["customer_group"],
  valid_from: list.validFrom?.toISOString() ?? null,
  valid_to: list.validTo?.toISOString() ?? null,
  is_active: list.isActive,
  note: list.note,
  state: state as PriceListRow["state"],
  price_count: priceCount,
  updated_at: list.updatedAt.toISOString(),
});

export async function listPriceLists(ctx: AppContext, query: z.output<typeof priceListsQuery>) {
  const { rows, count } = await q.selectPriceLists(ctx.db, {
    market: query.market,
    customerGroup: query.customer_group,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { results: rows.map(toRow), count };
}

export async function getPriceList(ctx: AppContext, id: number): Promise<PriceListRow> {
  const row = await q.selectPriceList(ctx.db, id);
  if (!row) throw notFound("pricing:notFound");
  return toRow(row);
}

const columns = (b: PriceListBody) => ({
  name: b.name,
  market: b.market,
  customerGroup: b.customer_group,
  validFrom: b.valid_from ?? null,
  validTo: b.valid_to ?? null,
  isActive: b.is_active,
  note: b.note,
});

export async function createPriceList(ctx: AppContext, staff: SessionUser, body: PriceListBody) {
  const id = await ctx.db.transaction(async (tx) => {
    const id = await q.insertPriceList(tx, columns(body));
    await audit(tx, { actorId: staff.id, action: "create", entity: "price_list", entityId: id });
    return id;
  });
  return getPriceList(ctx, id);
}

export async function updatePriceList(ctx: AppContext, staff: SessionUser, id: number, body: PriceListBody) {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.updatePriceList(tx, id, columns(body)))) throw notFound("pricing:notFound");
    await audit(tx, { actorId: staff.id, action: "update", entity: "price_list", entityId: id });
  });
  return getPriceList(ctx, id);
}

export async function removePriceList(ctx: AppContext, staff: SessionUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.deletePriceList(tx, id))) throw notFound("pricing:notFound");
    await audit(tx, { actorId: staff.id, action: "delete", entity: "price_list", entityId: id });
  });
}

export async function listPrices(ctx: AppContext, id: number, query: z.output<typeof pricesQuery>) {
  await getPriceList(ctx, id);
  const { rows, count } = await q.selectListPrices(ctx.db, id, {
    q: query.q,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { results: rows, count };
}

/**
 * Sets or removes prices by variant code in one transaction. Unknown codes are refused with the
 * line they are on (`items.3.code`), and nothing is saved.
 */
export async function setPrices(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  body: z.output<typeof setPricesBody>,
): Promise<{ set: number; removed: number }> {
  await getPriceList(ctx, id);
  const ids = await q.productIdsByCode(ctx.db, [...new Set(body.items.map((i) => i.code))]);
  const unknown: Record<string, { code: string[] }> = {};
  body.items.forEach((item, i) => {
    if (!ids.has(item.code)) unknown[i] = { code: [`pricing:unknownCode?code=${item.code}`] };
  });
  if (Object.keys(unknown).length) throw new ValidationError({ items: unknown });
  return savePrices(ctx, staff, id, body.items, ids);
}

/** `code;price` lines (whole units, decimal comma or point) → the same save; bad lines are named. */
export async function importPrices(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  csv: string,
): Promise<{ set: number; removed: number }> {
  await getPriceList(ctx, id);
  const { items, errors } = parsePriceCsv(csv);
  const ids = await q.productIdsByCode(ctx.db, [...new Set(items.map((i) => i.code))]);
  for (const item of items)
    if (!ids.has(item.code)) errors.push(`pricing:importUnknownCode?line=${item.line}&code=${item.code}`);
  if (errors.length) throw new ValidationError({ csv: errors.slice(0, 20) });
  if (!items.length) throw new ValidationError({ csv: ["pricing:importEmpty"] });
  return savePrices(ctx, staff, id, items, ids);
}

async function savePrices(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  items: { code: string; price: number | null }[],
  ids: Map<string, number>,
) {
  // The last line of a code wins, as in a spreadsheet pasted twice.
  const byProduct = new Map(items.map((i) => [ids.get(i.code)!, i.price]));
  const set = [...byProduct]
    .filter(([, p]) => p !== null)
    .map(([productId, price]) => ({ productId, price: price! }));
  const gone = [...byProduct].filter(([, p]) => p === null).map(([productId]) => productId);
  return ctx.db.transaction(async (tx) => {
    for (let i = 0; i < set.length; i += 5000) await q.upsertListPrices(tx, id, set.slice(i, i + 5000));
    const removed = await q.deleteListPrices(tx, id, gone);
    await q.touchPriceList(tx, id);
    await audit(tx, {
      actorId: staff.id,
      action: "prices",
      entity: "price_list",
      entityId: id,
      detail: { set: set.length, removed },
    });
    return { set: set.length, removed };
  });
}
