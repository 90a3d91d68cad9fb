import type { AppContext } from "../../platform/context.js";
import type { OrderRow } from "./orders.queries.js";

/** Public links carry the order's access key: knowing a number alone shows nothing. */
export const statusPath = (ctx: AppContext, o: Pick<OrderRow, "number" | "accessKey">) =>
  `/${ctx.market.checkoutSlugs.orderStatus}/${o.number}/${o.accessKey}/`;
export const thankYouPath = (ctx: AppContext, o: Pick<OrderRow, "number" | "accessKey">) =>
  `/${ctx.market.checkoutSlugs.thankYou}/${o.number}/${o.accessKey}/`;

const ACCOUNTS = { CZK: "2000145399/0800", RON: "RO49 AAAA 1B31 0075 9384 0000" } as const;

/** Payment instructions for a bank transfer: the shop's account and the order number as reference. */
export function bankTransfer(ctx: AppContext, o: Pick<OrderRow, "paymentType" | "paymentStatus" | "number">) {
  if (o.paymentType !== "bank_transfer" || o.paymentStatus === "paid") return null;
  return { account: ACCOUNTS[ctx.market.currency], variable_symbol: o.number };
}
