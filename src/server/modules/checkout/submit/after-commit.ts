import { randomBytes } from "node:crypto";
import type { FinishBody } from "../../../../contract/checkout.js";
import type { TFunction } from "../../../../i18n/i18n-core.js";
import type { AppContext } from "../../../platform/context.js";
import { createUser, findUserByEmail, requestPasswordReset } from "../../accounts/accounts.service.js";
import { type OrderRow, queueConfirmation } from "../../orders/orders.service.js";

/**
 * Step: after commit, only for a new order (a repeated submit does none of it again): the
 * confirmation e-mail is queued, and a guest who asked gets an account. Outside the transaction:
 * an order never waits for, or rolls back with, a mail or an account.
 */
export async function afterCommit(
  ctx: AppContext,
  order: Pick<OrderRow, "id">,
  b: FinishBody,
  who: { userId: number | null; t: TFunction },
): Promise<void> {
  await queueConfirmation(ctx, order.id);
  await createAccountAfterOrder(ctx, b, who.userId, who.t);
}

/**
 * Order info `create_account`: a guest's order opens an account with the billing name; the shopper
 * sets the password through the e-mailed link (we never choose one for them). An existing account
 * is left alone.
 */
export async function createAccountAfterOrder(
  ctx: AppContext,
  b: FinishBody,
  userId: number | null,
  t: TFunction,
): Promise<void> {
  if (!b.order_info.create_account || userId) return;
  const bill = b.order_billing_address;
  if (await findUserByEmail(ctx, bill.email)) return;
  // A random password nobody knows until the link is used.
  await createUser(ctx, {
    email: bill.email,
    password: `${randomBytes(18).toString("base64url")}aA1!`,
    firstName: bill.first_name,
    lastName: bill.last_name,
    phone: bill.phone,
  });
  await requestPasswordReset(ctx, bill.email, t);
}
