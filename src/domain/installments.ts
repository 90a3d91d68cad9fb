import type { Minor } from "./money.js";

/** An installment company's terms (sandbox values, in the shape real lenders publish). */
export interface InstallmentTerms {
  company: string;
  name: string;
  /** Yearly interest in percent; 0 for the "10 × 10 %" style interest-free offers. */
  annualRatePct: number;
  /** Monthly account fee in minor units. */
  monthlyFee: Minor;
  months: number[];
  minAmount: Minor;
  maxAmount: Minor;
  /** Percent paid up front. */
  downPaymentPct: number;
}

export interface InstallmentPlan {
  company: string;
  name: string;
  months: number;
  downPayment: Minor;
  monthly: Minor;
  total: Minor;
  overpay: Minor;
  annualRatePct: number;
}

/** Annuity payment, rounded up to whole currency units so the plan never under-collects. */
export function monthlyPayment(principal: Minor, annualRatePct: number, months: number): Minor {
  if (months <= 0) throw new Error("months must be positive");
  const r = annualRatePct / 100 / 12;
  const raw = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.ceil(raw / 100) * 100;
}

export function isEligible(terms: InstallmentTerms, amount: Minor): boolean {
  return amount >= terms.minAmount && amount <= terms.maxAmount;
}

export function plan(terms: InstallmentTerms, amount: Minor, months: number): InstallmentPlan {
  const downPayment = Math.round((amount * terms.downPaymentPct) / 100 / 100) * 100;
  const monthly = monthlyPayment(amount - downPayment, terms.annualRatePct, months) + terms.monthlyFee;
  const total = downPayment + monthly * months;
  return {
    company: terms.company,
    name: terms.name,
    months,
    downPayment,
    monthly,
    total,
    overpay: total - amount,
    annualRatePct: terms.annualRatePct,
  };
}

/** Every plan of every eligible company, cheapest overall first, then lowest monthly payment. */
export function bestOptions(all: InstallmentTerms[], amount: Minor, limit = 3): InstallmentPlan[] {
  return all
    .filter((t) => isEligible(t, amount))
    .flatMap((t) => t.months.map((m) => plan(t, amount, m)))
    .sort((a, b) => a.overpay - b.overpay || a.monthly - b.monthly)
    .slice(0, limit);
}
