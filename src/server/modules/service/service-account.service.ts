import type { MyServiceOrder } from "../../../contract/service.js";
import type { ServiceKind, ServiceStatus } from "../../../domain/service-status.js";
import type { AppContext } from "../../platform/context.js";
import { statusPath } from "./service-links.js";
import { ordersOfUser } from "./service-orders.queries.js";

/** The account lists this many of a customer's repairs and claims. */
export const MY_SERVICE_ORDERS_LIMIT = 100;

/**
 * The account's repairs and warranty claims (issue 16): the customer's own (by the account, so a
 * guest's order shows once it is attached to the account), the newest first, each with its status
 * page (whose unguessable id is its only key, as in the e-mails).
 */
export async function myServiceOrders(
  ctx: AppContext,
  userId: number,
): Promise<{ results: MyServiceOrder[] }> {
  const rows = await ordersOfUser(ctx.db, userId, MY_SERVICE_ORDERS_LIMIT);
  return {
    results: rows.map((r) => ({
      number: r.number,
      kind: r.kind as ServiceKind,
      status: r.status as ServiceStatus,
      created_at: r.createdAt.toISOString(),
      device_label: r.deviceLabel,
      agreed_price: r.agreedPrice,
      pending_price: r.pendingPrice === null ? null : Number(r.pendingPrice),
      status_url: statusPath(ctx, r.publicId),
    })),
  };
}
