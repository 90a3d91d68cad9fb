import { sellerOf } from "../../../domain/seller.js";
import type { AppContext } from "../../platform/context.js";
import type { OrderRow } from "./orders.queries.js";

/** Public links carry the order's access key: knowing a number alone shows nothing. */
export const statusPath = (ctx: AppContext, o: Pick<OrderRow, "number" | "accessKey">) =>
  `/${ctx.market.checkoutSlugs.orderStatus}/${o.number}/${o.accessKey}/`;
export const thankYouPath = (ctx: AppContext, o: Pick<OrderRow, "number" | "accessKey">) =>
  `/${ctx.market.checkoutSlugs.thankYou}/${o.number}/${o.accessKey}/`;

/** Payment instructions for a bank transfer: the shop's account and the order number as reference. */
export function bankTransfer(ctx: AppContext, o: Pick<OrderRow, "paymentType" | "paymentStatus" | "number">) {
  if (o.paymentType !== "bank_transfer" || o.paymentStatus === "paid") return null;
  return { account: sellerOf(ctx.market).bank.display, variable_symbol: o.number };
}
