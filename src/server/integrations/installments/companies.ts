import type { InstallmentTerms } from "../../../domain/installments.js";
import type { InstallmentProvider } from "./installment-provider.js";
import { SandboxLender } from "./sandbox-lender.js";

// Terms shaped like the lenders' public ones (Home Credit 1 000-100 000 CZK, Essox 2 000-500 000
// CZK, TBI 200-30 000 lei); the rates are sandbox values, not offers.
const CZK: InstallmentTerms[] = [
  {
    company: "homecredit",
    name: "Home Credit",
    annualRatePct: 0,
    monthlyFee: 0,
    months: [10],
    minAmount: 100_000,
    maxAmount: 10_000_000,
    downPaymentPct: 0,
  },
  {
    company: "homecredit-plus",
    name: "Home Credit Plus",
    annualRatePct: 14.9,
    monthlyFee: 0,
    months: [12, 24, 36],
    minAmount: 100_000,
    maxAmount: 10_000_000,
    downPaymentPct: 0,
  },
  {
    company: "essox",
    name: "Essox",
    annualRatePct: 9.9,
    monthlyFee: 4_900,
    months: [6, 12, 24, 48],
    minAmount: 200_000,
    maxAmount: 50_000_000,
    downPaymentPct: 10,
  },
];
const RON: InstallmentTerms[] = [
  {
    company: "tbi",
    name: "TBI Bank",
    annualRatePct: 0,
    monthlyFee: 0,
    months: [6, 12],
    minAmount: 20_000,
    maxAmount: 3_000_000,
    downPaymentPct: 0,
  },
  {
    company: "tbi-plus",
    name: "TBI Bank Plus",
    annualRatePct: 19.9,
    monthlyFee: 0,
    months: [24, 36, 60],
    minAmount: 20_000,
    maxAmount: 3_000_000,
    downPaymentPct: 0,
  },
  {
    company: "mokka",
    name: "Mokka",
    annualRatePct: 0,
    monthlyFee: 0,
    months: [3, 6, 10],
    minAmount: 10_000,
    maxAmount: 500_000,
    downPaymentPct: 0,
  },
];

/** Leasing (operating lease with a buy-out at the end): one company per market. */
export const LEASE_TERMS: Record<
  "CZK" | "RON",
  { company: string; name: string; months: number[]; residualPct: number; annualRatePct: number }
> = {
  CZK: {
    company: "essox-lease",
    name: "Essox Leasing",
    months: [24, 36],
    residualPct: 20,
    annualRatePct: 7.9,
  },
  RON: { company: "tbi-lease", name: "TBI Leasing", months: [24, 36], residualPct: 20, annualRatePct: 9.9 },
};

const providers = new Map<string, InstallmentProvider[]>();

/** The installment companies of the shop's currency, as sandboxes until real adapters are configured. */
export function installmentProviders(currency: "CZK" | "RON"): InstallmentProvider[] {
  let list = providers.get(currency);
  if (!list) {
    list = (currency === "CZK" ? CZK : RON).map((t) => new SandboxLender(t, currency));
    providers.set(currency, list);
  }
  return list;
}

export function findProvider(currency: "CZK" | "RON", company: string): InstallmentProvider | undefined {
  return installmentProviders(currency).find((p) => p.terms.company === company);
}
