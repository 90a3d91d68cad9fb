import { createHash } from "node:crypto";

/**
 * Twisto-like pay-later check (sandbox): pay in 30 days or in three parts. Approves up to the
 * limit unless the e-mail asks for a refusal ("reject"), as the provider's test mode does.
 */
export const TWISTO_LIMIT = { CZK: 3_000_000, RON: 600_000 } as const;

export function twistoDecision(currency: "CZK" | "RON", amount: number, customer: { email: string }) {
  const approved = amount > 0 && amount <= TWISTO_LIMIT[currency] && !customer.email.includes("reject");
  const reference = `TW-${createHash("sha256").update(`${customer.email}:${amount}`).digest("hex").slice(0, 10)}`;
  return { approved, reference };
}
