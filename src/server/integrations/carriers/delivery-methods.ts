/**
 * Delivery and payment methods per currency. Prices in minor units; `freeFrom` makes delivery
 * free above a goods total. Codes follow Heureka's carrier list where one exists.
 */
export type DeliveryKind = "store" | "courier" | "carrier" | "pickup_point";

export interface DeliveryMethod {
  code: string;
  kind: DeliveryKind;
  carrier: string;
  price: number;
  freeFrom: number | null;
  timeslots: boolean;
  payments: string[];
}

export interface PaymentMethod {
  code: string;
  fee: number;
  /** Paid online through the gateway before the goods leave. */
  online: boolean;
}

const ONLINE = ["card", "apple_pay", "google_pay", "twisto", "installment"];

/** Collection at one of our stores: the same in both markets, free, paid any way. */
const STORE_PICKUP: DeliveryMethod = {
  code: "store",
  kind: "store",
  carrier: "Mobil Centrum",
  price: 0,
  freeFrom: null,
  timeslots: false,
  payments: [...ONLINE, "bank_transfer", "cash_on_pickup", "card_on_pickup", "lease"],
};

const CZK: DeliveryMethod[] = [
  STORE_PICKUP,
  {
    code: "liftago",
    kind: "courier",
    carrier: "Liftago",
    price: 14_900,
    freeFrom: null,
    timeslots: false,
    payments: ONLINE,
  },
  {
    code: "ppl",
    kind: "carrier",
    carrier: "PPL",
    price: 9_900,
    freeFrom: 300_000,
    timeslots: false,
    payments: [...ONLINE, "bank_transfer", "cod"],
  },
  {
    code: "dpd",
    kind: "carrier",
    carrier: "DPD",
    price: 11_900,
    freeFrom: 300_000,
    timeslots: true,
    payments: [...ONLINE, "bank_transfer", "cod"],
  },
  {
    code: "zasilkovna",
    kind: "pickup_point",
    carrier: "Zásilkovna",
    price: 6_900,
    freeFrom: 200_000,
    timeslots: false,
    payments: [...ONLINE, "bank_transfer", "cod"],
  },
];
const RON: DeliveryMethod[] = [
  STORE_PICKUP,
  {
    code: "courier",
    kind: "courier",
    carrier: "Curier rapid",
    price: 2_500,
    freeFrom: null,
    timeslots: false,
    payments: ONLINE,
  },
  {
    code: "fan",
    kind: "carrier",
    carrier: "FAN Courier",
    price: 1_900,
    freeFrom: 50_000,
    timeslots: true,
    payments: [...ONLINE, "bank_transfer", "cod"],
  },
  {
    code: "easybox",
    kind: "pickup_point",
    carrier: "Sameday easybox",
    price: 1_200,
    freeFrom: 40_000,
    timeslots: false,
    payments: [...ONLINE, "bank_transfer", "cod"],
  },
];

export const deliveryMethods = (currency: "CZK" | "RON") => (currency === "CZK" ? CZK : RON);

/** The same methods in both markets; only the cash-on-delivery fee differs (39 Kč, 9 lei). */
const paymentsWithCodFee = (codFee: number): PaymentMethod[] => [
  { code: "card", fee: 0, online: true },
  { code: "apple_pay", fee: 0, online: true },
  { code: "google_pay", fee: 0, online: true },
  { code: "bank_transfer", fee: 0, online: false },
  { code: "twisto", fee: 0, online: false },
  { code: "installment", fee: 0, online: false },
  { code: "lease", fee: 0, online: false },
  { code: "cash_on_pickup", fee: 0, online: false },
  { code: "card_on_pickup", fee: 0, online: false },
  { code: "cod", fee: codFee, online: false },
];

const PAYMENTS: Record<"CZK" | "RON", PaymentMethod[]> = {
  CZK: paymentsWithCodFee(3_900),
  RON: paymentsWithCodFee(900),
};

export const paymentMethods = (currency: "CZK" | "RON") => PAYMENTS[currency];

export function deliveryPrice(m: DeliveryMethod, goodsTotal: number): number {
  return m.freeFrom !== null && goodsTotal >= m.freeFrom ? 0 : m.price;
}
