import type { ServiceOption } from "../../../contract/cart.js";
import type { ServiceOfferRow } from "./cart.queries.js";

export interface Device {
  price: number;
  typeCode: string;
}

/** An offer fits a device when the device's price is in its band and its type is covered. */
export const fits = (o: ServiceOfferRow, d: Device) =>
  o.isActive &&
  d.price >= o.minDevicePrice &&
  d.price <= o.maxDevicePrice &&
  (o.productTypeCodes.length === 0 || o.productTypeCodes.includes(d.typeCode));

export const toOption = (o: ServiceOfferRow): ServiceOption => ({
  id: o.id,
  kind: o.kind as ServiceOption["kind"],
  code: o.code,
  name: o.name,
  months: o.months,
  price: o.price,
});

/** What the package of this device can have: insurance (general, screen), warranty months, prolonged warranty. */
export function optionsFor(offers: ServiceOfferRow[], d: Device) {
  const ok = offers.filter((o) => fits(o, d));
  return {
    insurance: ok
      .filter((o) => o.kind === "general_insurance" || o.kind === "screen_insurance")
      .map(toOption),
    warranty: ok.filter((o) => o.kind === "warranty").map(toOption),
    prolong: ok.filter((o) => o.kind === "prolong").map(toOption),
  };
}

export type Choice =
  | { kind: "general_insurance" | "screen_insurance"; id: number }
  | { kind: "warranty"; months: number }
  | { kind: "prolong"; code: string };

export function findOffer(offers: ServiceOfferRow[], choice: Choice, d: Device): ServiceOfferRow | undefined {
  return offers.find(
    (o) =>
      o.kind === choice.kind &&
      fits(o, d) &&
      ("id" in choice
        ? o.id === choice.id
        : "months" in choice
          ? o.months === choice.months
          : o.code.toUpperCase() === choice.code.toUpperCase()),
  );
}

/** The kinds of service offers (`service_offers.kind`). */
export const OFFER_KINDS = ["general_insurance", "screen_insurance", "warranty", "prolong"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * The code a service's cart line and order item carry: `<offer kind>:<offer code>`
 * (`general_insurance:tuito-general`, `warranty:mp-24`), internal, never shown as it is.
 */
export const offerLineCode = (kind: string, code: string) => `${kind}:${code}`;

/** The offer an item code names, or null when it is a product's code. */
export function parseOfferLineCode(lineCode: string): { kind: OfferKind; code: string } | null {
  const at = lineCode.indexOf(":");
  if (at < 0) return null;
  const kind = lineCode.slice(0, at);
  return (OFFER_KINDS as readonly string[]).includes(kind)
    ? { kind: kind as OfferKind, code: lineCode.slice(at + 1) }
    : null;
}

/** Cart line kind for an offer kind. */
export const lineKind = (offerKind: string) => (offerKind.endsWith("insurance") ? "insurance" : offerKind);
