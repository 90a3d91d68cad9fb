import { bestOptions, type InstallmentPlan, isEligible, plan } from "../../../domain/installments.js";
import { installmentProviders } from "../../integrations/installments/companies.js";
import { leaseOptions } from "../../integrations/installments/lease.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import { cheapestActivePrice, productForCart, runningLeaseOffers } from "./cart.queries.js";

const toPlan = (p: InstallmentPlan) => ({
  id: `${p.company}:${p.months}`,
  company: p.company,
  name: p.name,
  months: p.months,
  down_payment: p.downPayment,
  monthly: p.monthly,
  total: p.total,
  overpay: p.overpay,
  annual_rate_pct: p.annualRatePct,
});

async function priceOf(
  ctx: AppContext,
  q: { price?: number; product?: number },
  cartTotal: () => Promise<number>,
): Promise<number> {
  if (q.price) return q.price;
  if (q.product) {
    const p = await productForCart(ctx.db, q.product);
    if (!p) throw notFound("cart:productNotFound");
    return p.price;
  }
  return cartTotal();
}

/** Spec: installment data: every company of the market with its terms and plans for the price. */
export async function installmentData(
  ctx: AppContext,
  q: { price?: number; product?: number },
  cartTotal: () => Promise<number>,
) {
  const price = await priceOf(ctx, q, cartTotal);
  const providers = installmentProviders(ctx.market.currency);
  return {
    price,
    arrange_types: ["on-store", "online"] as ("on-store" | "online")[],
    companies: providers.map(({ terms }) => ({
      company: terms.company,
      name: terms.name,
      min_amount: terms.minAmount,
      max_amount: terms.maxAmount,
      months: terms.months,
      annual_rate_pct: terms.annualRatePct,
      eligible: isEligible(terms, price),
      plans: isEligible(terms, price) ? terms.months.map((m) => toPlan(plan(terms, price, m))) : [],
    })),
  };
}

export async function installmentBest(
  ctx: AppContext,
  q: { price?: number; product?: number },
  cartTotal: () => Promise<number>,
) {
  const price = await priceOf(ctx, q, cartTotal);
  return {
    price,
    options: bestOptions(
      installmentProviders(ctx.market.currency).map((p) => p.terms),
      price,
    ).map(toPlan),
  };
}

/** Validates `company:months` against the market's companies and the price. */
export function checkInstallment(ctx: AppContext, id: string, price: number) {
  const [company, months] = id.split(":");
  const terms = installmentProviders(ctx.market.currency).find((p) => p.terms.company === company)?.terms;
  if (!terms?.months.includes(Number(months)) || !isEligible(terms, price)) {
    throw new ValidationError({ installment: ["checkout:installmentFailed"] }, "checkout:installmentFailed");
  }
  return plan(terms, price, Number(months));
}

/** Spec: lease info of a master product, priced from its cheapest active variant. */
export async function leaseInfo(ctx: AppContext, masterProductId: number) {
  const price = await cheapestActivePrice(ctx.db, masterProductId);
  if (!price) throw notFound("cart:productNotFound");
  const lease = leaseOptions(ctx.market.currency, price);
  return {
    master_product_id: masterProductId,
    company: lease.company,
    price,
    options: lease.options,
  };
}

/** Spec: time-limited lease offers of a page component, only those running now. */
export async function limitedLeaseOffers(ctx: AppContext, componentId: number) {
  const now = new Date();
  const rows = await runningLeaseOffers(ctx.db, componentId, now);
  return {
    offers: rows.map(({ o, name }) => ({
      id: o.id,
      master_product_id: o.masterProductId,
      master_product_name: name,
      months: o.months,
      monthly_price: o.monthlyPrice,
      valid_to: o.validTo.toISOString(),
      seconds_left: Math.max(0, Math.floor((o.validTo.getTime() - now.getTime()) / 1000)),
    })),
  };
}
