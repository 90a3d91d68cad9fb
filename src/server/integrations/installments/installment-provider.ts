import type { InstallmentTerms } from "../../../domain/installments.js";

export interface LoanApplication {
  reference: string;
  amount: number;
  months: number;
  email: string;
}

export interface LoanDecision {
  applicationId: string;
  state: "approved" | "pending" | "rejected";
}

/**
 * An installment or leasing company as the shop uses it: its published terms, an application
 * (online arrangement) and the finalisation staff trigger by switching the loan to Sent (spec §4).
 */
export interface InstallmentProvider {
  readonly terms: InstallmentTerms;
  readonly currency: "CZK" | "RON";
  apply(application: LoanApplication): Promise<LoanDecision>;
  finalise(applicationId: string): Promise<void>;
}
