import { and, eq, inArray } from "drizzle-orm";
import { zonedIsoDate } from "../../../domain/display-dates.js";
import type { DbOrTx } from "../client.js";
import { crates, handovers, orderHistory, orderPackages, orders } from "../schema.js";
import type { DemoStaff, SeededOrder } from "./orders-seed.js";

const HOUR = 3_600_000;

/** A shipping box per product type: width, height, depth (mm) and weight with the goods (g). */
const BOX: Record<string, [number, number, number, number]> = {
  phone: [220, 150, 90, 720],
  tablet: [340, 250, 90, 1_150],
  watch: [160, 130, 110, 480],
  computer: [450, 330, 110, 2_600],
  accessory: [180, 120, 60, 210],
};

/** The carrier's parcel number of an order's k-th package, in the carrier's own format (integrations/carriers/parcels.ts). */
export function parcelNumber(carrier: string, orderNumber: string, k: number): string {
  const n = orderNumber.padStart(8, "0").slice(-8);
  const formats: Record<string, string> = {
    ppl: `4${n}${k}0`,
    dpd: `1387${n}0${k}`,
    zasilkovna: `Z${n}0${k}`,
    fan: `2${n}000${k}`,
    easybox: `1ONB${n}${k}`,
  };
  return formats[carrier] ?? `${carrier.toUpperCase()}${n}${k}`;
}

/** The carriers that take parcels on a handover list; a courier (Liftago, Curier rapid) takes the goods at the door. */
const PARCEL_CARRIERS = new Set(["ppl", "dpd", "zasilkovna", "fan", "easybox"]);

/** A handover list's number as the shipping screens number them: carrier, the shop's day, the day's sequence (PPL-20261124-01). */
const handoverNumber = (carrier: string, day: string, seq: number) =>
  `${carrier.toUpperCase()}-${day.replaceAll("-", "")}-${String(seq).padStart(2, "0")}`;

/**
 * The warehouse's side of the demo orders: packages of every order packed for a carrier (by its
 * goods), handover lists the carriers' drivers signed (grouping a carrier's orders shipped within
 * a day), one list still open with a packed order on it, and two picked orders waiting in crates.
 */
export async function seedFulfilment(tx: DbOrTx, seeded: SeededOrder[], staff: DemoStaff, timeZone: string) {
  const packed = seeded.filter((o) => o.time.packedAt && PARCEL_CARRIERS.has(o.deliveryCode));
  const groups = handoverGroups(packed.filter((o) => o.time.shippedAt));
  const numbers = new Map<string, number>();
  const handoverOf = new Map<number, number>();
  const open = packed.filter((o) => o.plan.onOpenHandover);
  const lists = [
    ...groups.map((g) => ({
      carrier: g[0]!.deliveryCode,
      orders: g,
      at: latest(g.map((o) => o.time.shippedAt!)),
    })),
    ...open.map((o) => ({ carrier: o.deliveryCode, orders: [o], at: null })),
  ];
  for (const list of lists) {
    const day = zonedIsoDate(list.at ?? list.orders[0]!.time.packedAt!, timeZone);
    const key = `${list.carrier}:${day}`;
    numbers.set(key, (numbers.get(key) ?? 0) + 1);
    const [h] = await tx
      .insert(handovers)
      .values({
        number: handoverNumber(list.carrier, day, numbers.get(key)!),
        carrier: list.carrier,
        createdBy: staff.warehouse,
        createdAt: new Date(Math.max(...list.orders.map((o) => o.time.packedAt!.getTime())) + 0.25 * HOUR),
        handedOverAt: list.at,
        handedOverBy: list.at ? staff.warehouse : null,
      })
      .returning({ id: handovers.id });
    for (const o of list.orders) handoverOf.set(o.id, h!.id);
    if (!list.at) continue;
    // The orders left with the driver: shipped when the list was signed.
    await tx
      .update(orderHistory)
      .set({ createdAt: list.at })
      .where(
        and(
          inArray(
            orderHistory.orderId,
            list.orders.map((o) => o.id),
          ),
          eq(orderHistory.field, "status"),
          eq(orderHistory.value, "shipped"),
        ),
      );
  }

  const packages = packed.flatMap((o) => {
    const handoverId = handoverOf.get(o.id) ?? null;
    return boxesOf(o).map((box, k) => ({
      orderId: o.id,
      widthMm: box[0],
      heightMm: box[1],
      depthMm: box[2],
      weightG: box[3],
      // Registered with the carrier once it is on a handover list.
      parcelNumber: handoverId ? parcelNumber(o.deliveryCode, o.number, k + 1) : null,
      handoverId,
      createdBy: staff.warehouse,
      createdAt: o.time.packedAt!,
    }));
  });
  if (packages.length) await tx.insert(orderPackages).values(packages);
  for (const o of packed.filter((x) => x.time.shippedAt))
    await tx
      .update(orders)
      .set({ deliveryNumber: parcelNumber(o.deliveryCode, o.number, 1) })
      .where(eq(orders.id, o.id));

  for (const o of seeded.filter((x) => x.plan.crate))
    await tx
      .update(crates)
      .set({ orderId: o.id, filledAt: new Date(o.time.processingAt!.getTime() + 0.5 * HOUR) })
      .where(eq(crates.code, o.plan.crate!));
}

const latest = (dates: Date[]) => dates.reduce((a, b) => (b > a ? b : a));

/**
 * A carrier's shipped orders in handover lists: one list per pickup, taking the orders shipped
 * within a day of the list's first (so long as none of them was delivered before the pickup).
 */
function handoverGroups(shipped: SeededOrder[]): SeededOrder[][] {
  const groups: SeededOrder[][] = [];
  const sorted = [...shipped].sort((a, b) => a.time.shippedAt!.getTime() - b.time.shippedAt!.getTime());
  for (const o of sorted) {
    const g = groups.find(
      (x) =>
        x[0]!.deliveryCode === o.deliveryCode &&
        o.time.shippedAt!.getTime() - x[0]!.time.shippedAt!.getTime() < 24 * HOUR &&
        x.every((m) => !m.time.deliveredAt || m.time.deliveredAt > o.time.shippedAt!),
    );
    if (g) g.push(o);
    else groups.push([o]);
  }
  return groups;
}

/** The order's boxes: one with everything, or the device and the rest apart when it has two. */
function boxesOf(o: SeededOrder): [number, number, number, number][] {
  const goods = o.items.filter((i) => i.kind === "product");
  const main = BOX[goods[0]?.type ?? "phone"] ?? BOX.phone!;
  const extra = goods.slice(1).reduce((w, i) => w + (BOX[i.type] ?? BOX.accessory!)[3] * i.quantity, 0);
  if ((o.plan.packages ?? 1) < 2) return [[main[0], main[1], main[2], main[3] + extra]];
  const second = BOX[goods[1]?.type ?? "accessory"] ?? BOX.accessory!;
  return [main, [second[0], second[1], second[2], Math.max(extra, second[3])]];
}
