import { createHash } from "node:crypto";
import type { InstallmentTerms } from "../../../domain/installments.js";
import type {
  InstallmentProvider,
  LoanApplication,
  LoanDecision,
  LoanFinalisation,
} from "./installment-provider.js";

/**
 * A lender's sandbox: decides like the real scoring APIs do in their test modes. An e-mail
 * containing "reject" is refused and "pending" waits for a manual decision; the rest is approved.
 */
export class SandboxLender implements InstallmentProvider {
  readonly finalised = new Set<string>();
  constructor(
    readonly terms: InstallmentTerms,
    readonly currency: "CZK" | "RON",
  ) {}

  async apply(a: LoanApplication): Promise<LoanDecision> {
    const applicationId = `${this.terms.company}-${createHash("sha256").update(`${a.reference}:${a.months}`).digest("hex").slice(0, 12)}`;
    if (a.amount < this.terms.minAmount || a.amount > this.terms.maxAmount || a.email.includes("reject"))
      return { applicationId, state: "rejected" };
    return { applicationId, state: a.email.includes("pending") ? "pending" : "approved" };
  }

  /** Finalising twice gives the same contract; an application id containing "refuse" is refused. */
  async finalise(applicationId: string): Promise<LoanFinalisation> {
    if (applicationId.includes("refuse"))
      return { applicationId, state: "refused", reference: null, message: "application not approved" };
    this.finalised.add(applicationId);
    const reference = `${this.terms.company.toUpperCase()}-${createHash("sha256").update(applicationId).digest("hex").slice(0, 8)}`;
    return { applicationId, state: "finalised", reference };
  }
}
