import { bestOptions, isEligible, plan } from "../../../domain/installments.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { deliveryMethods, paymentMethods } from "../../integrations/carriers/delivery-methods.js";
import { installmentProviders } from "../../integrations/installments/companies.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { cartById, type PricedCart, pricedCart, setCartChoice } from "../cart/cart.service.js";

const WITH_SUB = new Set(["installment", "card", "twisto"]);

export function paymentsFor(ctx: AppContext, deliveryCode: string | undefined, t: TFunction) {
  const m = deliveryCode
    ? deliveryMethods(ctx.market.currency).find((d) => d.code === deliveryCode)
    : undefined;
  const all = paymentMethods(ctx.market.currency);
  const list = m
    ? all.filter((p) => m.payments.includes(p.code))
    : all.filter((p) =>
        ["card", "bank_transfer", "apple_pay", "google_pay", "twisto", "installment"].includes(p.code),
      );
  return {
    payments: list.map((p) => ({
      code: p.code,
      name: t(`checkout:payment.${p.code}.name`),
      description: t(`checkout:payment.${p.code}.description`),
      fee: p.fee,
      online: p.online,
      has_sub_payments: WITH_SUB.has(p.code),
    })),
  };
}

/** Spec: sub-payments of a payment type: installment companies with a plan, card brands, pay-later modes. */
export function subPayments(ctx: AppContext, type: string, amount: number, t: TFunction) {
  if (type === "installment") {
    return {
      sub_payments: installmentProviders(ctx.market.currency)
        .filter((p) => isEligible(p.terms, amount))
        .map((p) => {
          const best = bestOptions([p.terms], amount, 1)[0];
          return {
            code: p.terms.company,
            name: p.terms.name,
            description: t("checkout:installmentTerms", { rate: p.terms.annualRatePct }),
            monthly: best?.monthly ?? null,
            months: p.terms.months,
          };
        }),
    };
  }
  if (type === "card")
    return {
      sub_payments: ["visa", "mastercard", "maestro"].map((c) => ({
        code: c,
        name: c[0].toUpperCase() + c.slice(1),
        description: "",
        monthly: null,
        months: [],
      })),
    };
  if (type === "twisto")
    return {
      sub_payments: [
        {
          code: "twisto-30",
          name: t("checkout:payment.twisto.in30"),
          description: "",
          monthly: null,
          months: [],
        },
        {
          code: "twisto-3",
          name: t("checkout:payment.twisto.in3"),
          description: "",
          monthly: Math.ceil(amount / 3 / 100) * 100,
          months: [3],
        },
      ],
    };
  return { sub_payments: [] };
}

export interface PaymentChoice {
  type_payment: string;
  payment_company?: string | null;
  installment?: string | null;
}

/** Checks a payment choice against the delivery and the cart (spec §5: leasing cannot be combined). */
export function validatePayment(
  ctx: AppContext,
  p: PricedCart,
  deliveryCode: string | null,
  c: PaymentChoice,
) {
  const method = paymentMethods(ctx.market.currency).find((m) => m.code === c.type_payment);
  if (!method) throw new ValidationError({ type_payment: ["validation.choice"] });
  const delivery = deliveryCode
    ? deliveryMethods(ctx.market.currency).find((d) => d.code === deliveryCode)
    : undefined;
  if (delivery && !delivery.payments.includes(method.code))
    throw new ValidationError({ type_payment: ["checkout:paymentNotForDelivery"] });
  if (
    (p.hasLease && method.code !== "lease") ||
    (method.code === "lease" && (!p.hasLease || p.packages.some((k) => !k.installment?.id.includes("lease"))))
  ) {
    throw new ValidationError(
      { type_payment: ["checkout:leaseNotCombinable"] },
      "checkout:leaseNotCombinable",
    );
  }
  let installment: ReturnType<typeof plan> | null = null;
  let company: string | null = null;
  if (method.code === "installment") {
    const id = c.installment ?? (c.payment_company ? `${c.payment_company}:` : "");
    const [name, monthsRaw] = id.split(":");
    const provider = installmentProviders(ctx.market.currency).find(
      (x) => x.terms.company === (c.payment_company || name),
    );
    if (!provider || !isEligible(provider.terms, p.goodsTotal))
      throw new ValidationError(
        { payment_company: ["checkout:installmentFailed"] },
        "checkout:installmentFailed",
      );
    const months = Number(monthsRaw) || provider.terms.months[0];
    if (!provider.terms.months.includes(months))
      throw new ValidationError(
        { installment: ["checkout:installmentFailed"] },
        "checkout:installmentFailed",
      );
    installment = plan(provider.terms, p.goodsTotal, months);
    company = provider.terms.company;
  }
  return { method, company: company ?? c.payment_company ?? null, installment };
}

export async function choosePayment(ctx: AppContext, cartId: number, c: PaymentChoice) {
  const p = await pricedCart(ctx, cartId);
  const cart = await cartById(ctx, cartId);
  const v = validatePayment(ctx, p, cart?.deliveryCode ?? null, c);
  await setCartChoice(ctx, cartId, {
    paymentCode: v.method.code,
    paymentCompany: v.company,
    installment: v.installment
      ? { company: v.installment.company, months: v.installment.months, arrange: "online" }
      : null,
  });
}
