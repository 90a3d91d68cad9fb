import { randomInt } from "node:crypto";

/**
 * Registering parcels with a carrier (the step before its driver takes them): the carrier checks
 * the parcel against its limits and answers with its parcel number and the tracking page. The
 * shop talks to `CarrierApi`; `SandboxCarrierApi` behaves like the carriers' APIs (their limits,
 * their number formats, refusals, cancelling a registration) without a network.
 */
export interface ParcelRequest {
  /** The shop's reference printed on the label: the order number. */
  reference: string;
  widthMm: number;
  heightMm: number;
  depthMm: number;
  weightG: number;
  /** Cash on delivery in minor units, or null when the order is paid. */
  codAmount: number | null;
}

export interface RegisteredParcel {
  parcelNumber: string;
  trackingUrl: string;
}

/** Why a carrier refused a parcel, with the limit it broke (grams or millimetres). */
export type ParcelRefusal = "unknown_carrier" | "weight" | "length" | "size";

export class ParcelRejected extends Error {
  constructor(
    readonly reason: ParcelRefusal,
    readonly limit: number,
  ) {
    super(`parcel rejected: ${reason} (limit ${limit})`);
  }
}

export interface CarrierApi {
  register(carrier: string, parcel: ParcelRequest): Promise<RegisteredParcel>;
  /** Withdraws a registration the shop will not hand over (a handover list that failed to save). */
  cancel(carrier: string, parcelNumber: string): Promise<void>;
  trackingUrl(carrier: string, parcelNumber: string): string | null;
}

interface CarrierRules {
  maxWeightG: number;
  /** A courier's limits: the longest side and the girth (longest + 2 × each other side). */
  maxLengthMm?: number;
  maxGirthMm?: number;
  /** A locker's or pickup point's largest box: every side must fit (sides sorted). */
  box?: [number, number, number];
  number: () => string;
  tracking: (n: string) => string;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join("");

/** The carriers of `delivery-methods.ts` that take parcels, with their published limits. */
export const CARRIER_RULES: Record<string, CarrierRules> = {
  ppl: {
    maxWeightG: 31_500,
    maxLengthMm: 1_200,
    maxGirthMm: 3_000,
    number: () => `4${digits(10)}`,
    tracking: (n) => `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${n}`,
  },
  dpd: {
    maxWeightG: 31_500,
    maxLengthMm: 1_750,
    maxGirthMm: 3_000,
    number: () => `1387${digits(10)}`,
    tracking: (n) => `https://tracking.dpd.de/status/cs_CZ/parcel/${n}`,
  },
  zasilkovna: {
    maxWeightG: 10_000,
    box: [700, 500, 500],
    number: () => `Z${digits(10)}`,
    tracking: (n) => `https://tracking.packeta.com/cs/?id=${n}`,
  },
  fan: {
    maxWeightG: 31_500,
    maxLengthMm: 1_500,
    maxGirthMm: 3_000,
    number: () => `2${digits(12)}`,
    tracking: (n) => `https://www.fancourier.ro/awb-tracking/?tracking=${n}`,
  },
  easybox: {
    maxWeightG: 20_000,
    box: [590, 470, 445],
    number: () => `1ONB${digits(9)}`,
    tracking: (n) => `https://sameday.ro/#awb=${n}`,
  },
};

/** The carrier's verdict on a parcel's size and weight; null when it takes it. */
export function parcelRefusal(
  carrier: string,
  p: Pick<ParcelRequest, "widthMm" | "heightMm" | "depthMm" | "weightG">,
): ParcelRejected | null {
  const rules = CARRIER_RULES[carrier];
  if (!rules) return new ParcelRejected("unknown_carrier", 0);
  if (p.weightG > rules.maxWeightG) return new ParcelRejected("weight", rules.maxWeightG);
  const [a, b, c] = [p.widthMm, p.heightMm, p.depthMm].sort((x, y) => y - x);
  if (rules.maxLengthMm && a > rules.maxLengthMm) return new ParcelRejected("length", rules.maxLengthMm);
  if (rules.maxGirthMm && a + 2 * b + 2 * c > rules.maxGirthMm)
    return new ParcelRejected("size", rules.maxGirthMm);
  if (rules.box) {
    const [x, y, z] = rules.box;
    if (a > x) return new ParcelRejected("length", x);
    if (b > y || c > z) return new ParcelRejected("size", y);
  }
  return null;
}

/** The carriers' APIs as a sandbox: registrations are kept in memory, numbers in each carrier's format. */
export class SandboxCarrierApi implements CarrierApi {
  /** Registered parcel numbers by carrier (a cancelled one is gone). */
  readonly registered = new Map<string, Set<string>>();

  async register(carrier: string, parcel: ParcelRequest): Promise<RegisteredParcel> {
    const refusal = parcelRefusal(carrier, parcel);
    if (refusal) throw refusal;
    const rules = CARRIER_RULES[carrier]!;
    const parcelNumber = rules.number();
    let set = this.registered.get(carrier);
    if (!set) {
      set = new Set();
      this.registered.set(carrier, set);
    }
    set.add(parcelNumber);
    return { parcelNumber, trackingUrl: rules.tracking(parcelNumber) };
  }

  async cancel(carrier: string, parcelNumber: string): Promise<void> {
    this.registered.get(carrier)?.delete(parcelNumber);
  }

  trackingUrl(carrier: string, parcelNumber: string): string | null {
    return CARRIER_RULES[carrier]?.tracking(parcelNumber) ?? null;
  }
}

/** The shop's carrier connection: the sandbox until real contracts and credentials exist. */
export const carrierApi: CarrierApi = new SandboxCarrierApi();
