import type { Minor } from "./money.js";

/** VAT contained in a price that includes it (consumer prices do), rounded per line. */
export function vatOf(gross: Minor, ratePct: number): Minor {
  return Math.round((gross * ratePct) / (100 + ratePct));
}
