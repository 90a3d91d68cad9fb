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
/** The lender's answer to a finalisation: its contract reference and state. */
export interface LoanFinalisation {
  applicationId: string;
  state: "finalised" | "refused";
  reference: string | null;
  message?: string;
}

export interface InstallmentProvider {
  readonly terms: InstallmentTerms;
  readonly currency: "CZK" | "RON";
  apply(application: LoanApplication): Promise<LoanDecision>;
  /**
   * Must be idempotent: the same application finalised again answers the same contract (the staff
   * step asks again after a timeout or a crashed call, orders/installments-staff.service.ts).
   */
  finalise(applicationId: string): Promise<LoanFinalisation>;
}
