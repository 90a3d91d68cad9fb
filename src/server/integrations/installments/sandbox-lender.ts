import { createHash } from "node:crypto";
import type { InstallmentTerms } from "../../../domain/installments.js";
import type { InstallmentProvider, LoanApplication, LoanDecision } from "./installment-provider.js";

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

  async finalise(applicationId: string): Promise<void> {
    this.finalised.add(applicationId);
  }
}
