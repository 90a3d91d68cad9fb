import { createHash } from "node:crypto";
import { twistoDecision } from "../../integrations/pay-later/twisto-sandbox.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { cartById, pricedCart, setCartChoice } from "../cart/cart.service.js";
import type { OrderRow } from "../orders/orders.service.js";
import { gatewayFor } from "./gateway.js";
import { insertPayment } from "./payments.queries.js";
import { applyState } from "./payments.service.js";

export type Wallet = "apple_pay" | "google_pay";
const MERCHANT = "mobilcentrum-sandbox";

/** Spec: echo: whether the wallet can be offered at all (sandbox: always, in test mode). */
export const walletEcho = (ctx: AppContext, wallet: Wallet) => ({
  wallet,
  available: true,
  environment: "TEST",
  merchant_id: MERCHANT,
  country: ctx.market.defaultCountry,
});

/** Spec: init: the payment request the browser's wallet sheet is opened with. */
export function walletInit(ctx: AppContext, wallet: Wallet, o: OrderRow) {
  if (o.paymentStatus === "paid") throw badRequest("payments:alreadyPaid", "already_paid");
  return {
    wallet,
    merchant_id: MERCHANT,
    country: ctx.market.defaultCountry,
    currency: o.currency,
    amount: o.total,
    label: `Mobil Centrum ${o.number}`,
    networks: ["visa", "mastercard"],
  };
}

/** Spec: session: Apple Pay merchant validation; the sandbox returns an opaque session. */
export function walletSession(wallet: Wallet, validationUrl: string) {
  return {
    wallet,
    merchant_session: {
      merchantIdentifier: MERCHANT,
      epochTimestamp: Date.now(),
      nonce: createHash("sha256").update(validationUrl).digest("hex").slice(0, 16),
      signature: "sandbox",
    },
  };
}

/** Spec: process: charges the wallet's token through the gateway; no redirect. */
export async function walletProcess(ctx: AppContext, wallet: Wallet, o: OrderRow, token: string) {
  if (o.paymentStatus === "paid") throw badRequest("payments:alreadyPaid", "already_paid");
  const g = gatewayFor(ctx);
  const res = await g.chargeWalletToken({
    reference: o.number,
    amount: o.total,
    currency: o.currency,
    label: o.number,
    method: wallet,
    returnUrl: "",
    notifyUrl: "/api/new/payments/gateway/notify/",
    token,
  });
  await insertPayment(
    ctx.db,
    { orderId: o.id, method: wallet, gatewayId: res.gatewayId, amount: o.total, currency: o.currency },
    { ignoreDuplicate: true },
  );
  await applyState(ctx, res.gatewayId, res.state);
  return {
    status: (res.state === "PAID" ? "paid" : "failed") as "paid" | "failed",
    payment_id: res.gatewayId,
  };
}

/** Spec: POST twisto data: the pay-later check for the cart, kept on the cart for the order. */
export async function twistoCheck(
  ctx: AppContext,
  cartId: number,
  customer: { email: string; phone: string; first_name: string; last_name: string },
) {
  const p = await pricedCart(ctx, cartId);
  const d = twistoDecision(ctx.market.currency, p.goodsTotal, customer);
  // The decision only: it is no change of the cart's contents (its updated_at stays).
  await setCartChoice(ctx, cartId, { twisto: d }, { touch: false });
  return twistoData(ctx, cartId);
}

/** Spec: GET twisto data: what the pay-later widget shows for the cart. */
export async function twistoData(ctx: AppContext, cartId: number | null) {
  const p = await pricedCart(ctx, cartId);
  const cart = cartId ? await cartById(ctx, cartId) : null;
  return {
    amount: p.goodsTotal,
    currency: ctx.market.currency,
    items: p.lines
      .filter((l) => l.finalPrice > 0)
      .map((l) => ({ name: l.name, quantity: l.quantity, price: l.finalPrice })),
    approved: cart?.twisto?.approved ?? false,
    reference: cart?.twisto?.reference ?? null,
    due_days: 30,
  };
}
