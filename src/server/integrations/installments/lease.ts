import { monthlyPayment } from "../../../domain/installments.js";
import { LEASE_TERMS } from "./companies.js";

/** Lease options for a price: monthly payments on the price less the residual, which is paid at the end. */
export function leaseOptions(currency: "CZK" | "RON", price: number) {
  const t = LEASE_TERMS[currency];
  const residual = Math.round((price * t.residualPct) / 100 / 100) * 100;
  return {
    company: t.name,
    options: t.months.map((months) => ({
      months,
      monthly: monthlyPayment(price - residual, t.annualRatePct, months),
      residual,
    })),
  };
}
