import { formatDisplayWeekday } from "../../../domain/display-dates.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { DeliveryMethod } from "../../integrations/carriers/delivery-methods.js";
import { deliveryMethods } from "../../integrations/carriers/delivery-methods.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { pricedCart } from "../cart/cart.service.js";
import { type Availability, availability } from "./availability.js";
import { allStores, type StoreRow } from "./checkout.queries.js";

/**
 * "ATC" = available to customer: the earliest local date and time the cart can be in the shopper's
 * hands by each delivery method, from where the stock is and the cut-off times (decision 004).
 */
export const WAREHOUSE_CUTOFF = 15 * 60; // orders until 15:00 on a working day leave the same day
export const PICKUP_READY = 30; // minutes to prepare a reservation from the store's own stock
export const COURIER_MINUTES = 60; // same-hour courier from a store holding everything

const TIME_ZONE = { CZK: "Europe/Prague", RON: "Europe/Bucharest" } as const;

/** A local calendar day (y-m-d as a UTC midnight) and minutes since local midnight. */
interface LocalNow {
  day: Date;
  minutes: number;
}

export function localNow(now: Date, timeZone: string): LocalNow {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  );
  return {
    day: new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day))),
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
}

const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** ISO weekday 1 (Monday) … 7 (Sunday), the key of a store's opening hours. */
const weekday = (d: Date) => ((d.getUTCDay() + 6) % 7) + 1;
const isWorkingDay = (d: Date) => weekday(d) <= 5;
const nextWorkingDay = (d: Date) => {
  let x = addDays(d, 1);
  while (!isWorkingDay(x)) x = addDays(x, 1);
  return x;
};
const toMin = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;

export interface Moment {
  day: Date;
  minutes: number;
}

/**
 * The first moment from `from` on when the store is open and `lead` minutes of work fit before it
 * closes; the work then ends `lead` minutes later. Looks two weeks ahead (a store closed longer is
 * unavailable).
 */
export function storeReady(
  hours: Record<string, [string, string][]>,
  from: Moment,
  lead: number,
): Moment | null {
  for (let i = 0; i < 14; i++) {
    const day = addDays(from.day, i);
    const after = i === 0 ? from.minutes : 0;
    for (const [a, b] of [...(hours[String(weekday(day))] ?? [])].sort((x, y) => toMin(x[0]) - toMin(y[0]))) {
      const start = Math.max(after, toMin(a));
      if (start + lead <= toMin(b)) return { day, minutes: start + lead };
    }
  }
  return null;
}

/** The day the warehouse hands the goods over: today before the cut-off on a working day, else the next working day. */
export function dispatchDay(now: Moment): Date {
  return isWorkingDay(now.day) && now.minutes < WAREHOUSE_CUTOFF ? now.day : nextWorkingDay(now.day);
}

export interface AtcAnswer {
  code: string;
  kind: string;
  available: boolean;
  moment: Moment | null;
  store: string | null;
  transfer: boolean;
}

/** Strictly before: on a tie the first found (the list's order) wins. */
const before = (a: Moment, b: Moment) =>
  a.day.getTime() < b.day.getTime() || (a.day.getTime() === b.day.getTime() && a.minutes < b.minutes);

/** Pure: the ATC answer of every method for a cart's availability at `now` (local time). */
export function atcFor(
  methods: DeliveryMethod[],
  a: Availability,
  stores: Pick<StoreRow, "id" | "seoName" | "openingHours">[],
  now: Moment,
): AtcAnswer[] {
  const ship = a.warehouseCovers ? dispatchDay(now) : null;
  const carrierDay = ship ? nextWorkingDay(ship) : null;
  return methods.map((m): AtcAnswer => {
    const none = { code: m.code, kind: m.kind, available: false, moment: null, store: null, transfer: false };
    if (a.need.size === 0) return none;
    if (m.kind === "carrier" || m.kind === "pickup_point") {
      // Carriers deliver on the working day after the hand-over; with time slots, in the first slot.
      return carrierDay ? { ...none, available: true, moment: { day: carrierDay, minutes: 8 * 60 } } : none;
    }
    let best: { moment: Moment; store: string; transfer: boolean } | null = null;
    for (const s of stores) {
      let moment: Moment | null = null;
      let transfer = false;
      if (a.storesWithAll.has(s.id))
        moment = storeReady(s.openingHours, now, m.kind === "courier" ? COURIER_MINUTES : PICKUP_READY);
      else if (m.kind === "store" && ship) {
        // The warehouse's daily transfer reaches the store the working day after the hand-over.
        moment = storeReady(s.openingHours, { day: nextWorkingDay(ship), minutes: 0 }, 0);
        transfer = true;
      }
      if (moment && (!best || before(moment, best.moment))) best = { moment, store: s.seoName, transfer };
    }
    return best
      ? { ...none, available: true, moment: best.moment, store: best.store, transfer: best.transfer }
      : none;
  });
}

/** Spec: GET ATC delivery — the cart's earliest availability per delivery method, and the earliest overall. */
export async function atcDelivery(
  ctx: AppContext,
  cartId: number | null,
  q: { store?: string },
  t: TFunction,
  now = new Date(),
) {
  const p = await pricedCart(ctx, cartId);
  const a = await availability(ctx.db, p.rawLines);
  let stores = await allStores(ctx.db);
  if (q.store) {
    stores = stores.filter((s) => s.seoName === q.store);
    if (!stores.length) throw new ValidationError({ store: ["checkout:storeNotFound"] });
  }
  const local = localNow(now, TIME_ZONE[ctx.market.currency]);
  const view = (x: AtcAnswer) => {
    const days = x.moment ? Math.round((x.moment.day.getTime() - local.day.getTime()) / 86_400_000) : null;
    const date = x.moment ? isoDay(x.moment.day) : null;
    const time = x.moment ? hhmm(x.moment.minutes) : null;
    return {
      code: x.code,
      kind: x.kind,
      available: x.available,
      date,
      time,
      store: x.store,
      transfer: x.transfer,
      text:
        days === null
          ? t("checkout:deliveryUnavailable")
          : days === 0
            ? t("checkout:atc.today", { time })
            : days === 1
              ? t("checkout:atc.tomorrow")
              : t("checkout:atc.on", {
                  date: formatDisplayWeekday(isoDay(x.moment!.day), ctx.market, ctx.market.language, "long"),
                }),
    };
  };
  const answers = atcFor(deliveryMethods(ctx.market.currency), a, stores, local);
  const first = answers.reduce<AtcAnswer | null>(
    (acc, x) => (x.moment && (!acc?.moment || before(x.moment, acc.moment)) ? x : acc),
    null,
  );
  return { deliveries: answers.map(view), earliest: first ? view(first) : null };
}
