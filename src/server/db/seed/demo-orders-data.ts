import type { MarketCode } from "../../../domain/market.js";

/** A demo shopper: billing details as the checkout's form sends them. */
export interface DemoCustomer {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postcode: string;
  company?: string;
  tin?: string;
  vatn?: string;
}

/**
 * Made-up shoppers at real-looking addresses (example.* domains: nobody gets the mails), and
 * made-up firms whose IČO / CUI only pass the checksum. None is the demo customer's or the browser
 * journeys' own address (jana.novakova@example.cz).
 */
export const DEMO_CUSTOMERS: Record<MarketCode, DemoCustomer[]> = {
  cz: [
    ["Petr", "Svoboda", "Vinohradská 112", "Praha 3", "130 00"],
    ["Lucie", "Dvořáková", "Masarykova 31", "Brno", "602 00"],
    ["Martin", "Černý", "Nádražní 8", "Ostrava", "702 00"],
    ["Kateřina", "Procházková", "Husova 14", "Plzeň", "301 00"],
    ["Jakub", "Kučera", "Třída Svobody 5", "Olomouc", "779 00"],
    ["Tereza", "Veselá", "Pražská 220", "Hradec Králové", "500 04"],
    ["Ondřej", "Horák", "Lidická 40", "České Budějovice", "370 01"],
    ["Eva", "Němcová", "Moskevská 17", "Liberec", "460 01"],
    ["Tomáš", "Marek", "Korunní 88", "Praha 2", "120 00"],
    ["Veronika", "Pokorná", "Palackého 3", "Pardubice", "530 02"],
    ["Lukáš", "Pospíšil", "Jihlavská 9", "Jihlava", "586 01"],
    ["Barbora", "Hájková", "Zlínská 56", "Zlín", "760 01"],
    ["David", "Král", "Sokolovská 130", "Praha 8", "186 00"],
    ["Michaela", "Jelínková", "Revoluční 21", "Ústí nad Labem", "400 01"],
    ["Filip", "Růžička", "Bělehradská 60", "Praha 4", "140 00"],
    ["Anna", "Benešová", "Kpt. Jaroše 12", "Karlovy Vary", "360 01"],
  ].map(([first, last, address, city, postcode], i) => ({
    first_name: first!,
    last_name: last!,
    email: `${ascii(first!)}.${ascii(last!)}@example.cz`,
    phone: `+420 ${602 + i} ${String(100 + i * 37).slice(-3)} ${String(200 + i * 53).slice(-3)}`,
    address: address!,
    city: city!,
    postcode: postcode!,
    // Two firms buy on their company (IČO and DIČ on the invoice).
    ...(i === 4 ? { company: "Kučera stavby s.r.o.", tin: "27481531", vatn: "CZ27481531" } : {}),
    ...(i === 12 ? { company: "Král & syn s.r.o.", tin: "07152931", vatn: "CZ07152931" } : {}),
  })),
  ro: [
    ["Andrei", "Popescu", "Bulevardul Unirii 15", "București", "030167"],
    ["Elena", "Ionescu", "Strada Memorandumului 21", "Cluj-Napoca", "400114"],
    ["Mihai", "Constantinescu", "Bulevardul Carol I 8", "Iași", "700505"],
    ["Ioana", "Stan", "Strada Alba Iulia 4", "Timișoara", "300077"],
    ["Alexandru", "Dumitru", "Bulevardul Tomis 120", "Constanța", "900178"],
    ["Maria", "Gheorghe", "Strada Republicii 62", "Brașov", "500030"],
    ["Cristian", "Munteanu", "Calea Unirii 30", "Craiova", "200409"],
    ["Ana", "Matei", "Strada Republicii 10", "Oradea", "410167"],
    ["Gabriel", "Radu", "Calea Victoriei 155", "București", "010073"],
    ["Raluca", "Marin", "Strada Nicolae Bălcescu 9", "Sibiu", "550159"],
    ["Ștefan", "Tudor", "Bulevardul Ferdinand 44", "Constanța", "900709"],
    ["Diana", "Florea", "Strada Lăpușneanu 18", "Iași", "700057"],
    ["Vlad", "Dobre", "Șoseaua Pantelimon 250", "București", "021659"],
    ["Bianca", "Barbu", "Strada Horea 7", "Cluj-Napoca", "400174"],
    ["Radu", "Nistor", "Bulevardul Revoluției 12", "Arad", "310025"],
    ["Irina", "Lungu", "Strada Mureșenilor 3", "Brașov", "500030"],
  ].map(([first, last, address, city, postcode], i) => ({
    first_name: first!,
    last_name: last!,
    email: `${ascii(first!)}.${ascii(last!)}@example.ro`,
    phone: `+40 7${String(21 + i * 3).padStart(2, "0")} ${String(200 + i * 41).slice(-3)} ${String(300 + i * 67).slice(-3)}`,
    address: address!,
    city: city!,
    postcode: postcode!,
    ...(i === 4 ? { company: "Dumitru Construct SRL", tin: "RO31845277", vatn: "RO31845277" } : {}),
  })),
};

function ascii(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export const DEMO_NOTE: Record<MarketCode, string> = {
  cz: "Prosím doručit po 16. hodině, dopoledne nejsem doma.",
  ro: "Vă rog livrare după ora 16, dimineața nu sunt acasă.",
};

/** How far an order has come; `ready` is a store pickup waiting for its shopper. */
export type DemoStatus =
  | "new"
  | "confirmed"
  | "processing"
  | "packed"
  | "shipped"
  | "ready"
  | "delivered"
  | "cancelled"
  | "returned";

/** Delivery as the Czech shop names it; the Romanian shop uses its own carriers (`RO_DELIVERY`). */
export type DemoDelivery = "store" | "ppl" | "dpd" | "zasilkovna" | "liftago";
export const RO_DELIVERY: Record<DemoDelivery, string> = {
  store: "store",
  ppl: "fan",
  dpd: "fan",
  zasilkovna: "easybox",
  liftago: "courier",
};

export interface DemoOrderPlan {
  status: DemoStatus;
  delivery: DemoDelivery;
  payment: string;
  /** Hours before the seed ran that the order was placed. */
  hoursAgo: number;
  /** Owned by the demo customer (zakaznik@example.cz). */
  demoCustomer?: boolean;
  /** An accessory besides the device. */
  accessory?: boolean;
  /** The device's extended warranty or insurance, a service line under it. */
  service?: "warranty" | "insurance";
  /** The spring discount code (JARO10) on the goods. */
  discount?: boolean;
  /** processing: the picking so far. */
  picking?: "partly" | "not_found" | "done";
  /** processing, picked: the crate the order waits in. */
  crate?: string;
  packages?: number;
  /** packed: already on the carrier's open handover list. */
  onOpenHandover?: boolean;
  /** delivered: a credit note for the accessory; returned: the whole invoice credited. */
  creditNote?: "partial" | "full";
  /** The shopper wrote a note at checkout (`DEMO_NOTE`). */
  note?: boolean;
}

/**
 * The same story in both markets, about thirty orders over the last two weeks: every status, new
 * ones older and younger than 30 minutes, picking in progress (one item not found), two orders
 * waiting in crates, packed parcels before and on a handover list, parcels with the carriers,
 * store pickups, deliveries, cancellations and a return with its credit note.
 */
export const DEMO_ORDER_PLANS: DemoOrderPlan[] = [
  { status: "returned", delivery: "zasilkovna", payment: "card", hoursAgo: 320, creditNote: "full" },
  {
    status: "delivered",
    delivery: "store",
    payment: "card",
    hoursAgo: 300,
    demoCustomer: true,
    service: "warranty",
  },
  {
    status: "delivered",
    delivery: "ppl",
    payment: "card",
    hoursAgo: 250,
    accessory: true,
    creditNote: "partial",
  },
  { status: "delivered", delivery: "ppl", payment: "card", hoursAgo: 200, discount: true },
  { status: "delivered", delivery: "dpd", payment: "cod", hoursAgo: 150 },
  { status: "cancelled", delivery: "ppl", payment: "bank_transfer", hoursAgo: 120 },
  { status: "delivered", delivery: "liftago", payment: "apple_pay", hoursAgo: 100, accessory: true },
  { status: "cancelled", delivery: "dpd", payment: "card", hoursAgo: 90, service: "insurance" },
  { status: "shipped", delivery: "ppl", payment: "bank_transfer", hoursAgo: 75 },
  {
    status: "shipped",
    delivery: "zasilkovna",
    payment: "card",
    hoursAgo: 70,
    demoCustomer: true,
    accessory: true,
  },
  { status: "shipped", delivery: "ppl", payment: "card", hoursAgo: 50, service: "warranty", packages: 2 },
  { status: "shipped", delivery: "dpd", payment: "cod", hoursAgo: 48, accessory: true },
  { status: "packed", delivery: "zasilkovna", payment: "card", hoursAgo: 30 },
  {
    status: "packed",
    delivery: "dpd",
    payment: "cod",
    hoursAgo: 28,
    accessory: true,
    packages: 2,
    onOpenHandover: true,
  },
  {
    status: "processing",
    delivery: "ppl",
    payment: "bank_transfer",
    hoursAgo: 26,
    picking: "done",
    crate: "K-07",
  },
  { status: "ready", delivery: "store", payment: "card_on_pickup", hoursAgo: 26 },
  { status: "packed", delivery: "ppl", payment: "card", hoursAgo: 22, discount: true },
  { status: "packed", delivery: "ppl", payment: "google_pay", hoursAgo: 20, accessory: true },
  { status: "new", delivery: "dpd", payment: "bank_transfer", hoursAgo: 20, note: true },
  { status: "ready", delivery: "store", payment: "card", hoursAgo: 10, accessory: true },
  {
    status: "processing",
    delivery: "dpd",
    payment: "cod",
    hoursAgo: 8,
    accessory: true,
    picking: "not_found",
  },
  { status: "confirmed", delivery: "zasilkovna", payment: "google_pay", hoursAgo: 6 },
  {
    status: "processing",
    delivery: "zasilkovna",
    payment: "card",
    hoursAgo: 5,
    picking: "done",
    crate: "K-03",
  },
  { status: "new", delivery: "ppl", payment: "bank_transfer", hoursAgo: 5, demoCustomer: true },
  { status: "processing", delivery: "ppl", payment: "card", hoursAgo: 4, accessory: true, picking: "partly" },
  { status: "confirmed", delivery: "dpd", payment: "apple_pay", hoursAgo: 3, service: "insurance" },
  { status: "new", delivery: "store", payment: "cash_on_pickup", hoursAgo: 2.5 },
  { status: "confirmed", delivery: "ppl", payment: "card", hoursAgo: 1.2, accessory: true },
  { status: "confirmed", delivery: "liftago", payment: "card", hoursAgo: 0.9 },
  { status: "new", delivery: "zasilkovna", payment: "cod", hoursAgo: 0.7 },
  { status: "new", delivery: "ppl", payment: "bank_transfer", hoursAgo: 0.1, accessory: true },
];
