import type { AppContext } from "../../platform/context.js";
import type { LiveRecord } from "../../platform/live-status.js";
import * as buyback from "../buyback/buyback.service.js";
import * as orders from "../orders/orders.service.js";
import * as service from "../service/service.service.js";

/**
 * The records of a customer's account lists whose live status the account stream follows (issue
 * 16): their orders, buy-backs and repair orders or claims, each area naming its own ids.
 */
export async function accountRecords(
  ctx: AppContext,
  userId: number,
): Promise<{ kind: LiveRecord; id: number }[]> {
  const [orderIds, buybackIds, serviceIds] = await Promise.all([
    orders.orderIdsOfUser(ctx.db, userId),
    buyback.buybackIdsOfUser(ctx.db, userId),
    service.serviceOrderIdsOfUser(ctx.db, userId),
  ]);
  return [
    ...orderIds.map((id) => ({ kind: "order" as const, id })),
    ...buybackIds.map((id) => ({ kind: "buyback" as const, id })),
    ...serviceIds.map((id) => ({ kind: "service-order" as const, id })),
  ];
}
