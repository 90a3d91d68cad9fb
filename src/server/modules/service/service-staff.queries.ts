import { and, asc, desc, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { orders, serviceOrders, servicePriceChanges, stores, users } from "../../db/schema.js";
import { lookupHash } from "../../platform/crypto.js";
import { normaliseEmail } from "../../platform/mail.js";

export interface StaffListFilter {
  page: number;
  page_size: number;
  ordering: string;
  status?: string;
  kind?: string;
  search?: string;
}

const pending = exists(
  sql`(select 1 from ${servicePriceChanges} where ${servicePriceChanges.serviceOrderId} = ${serviceOrders.id} and ${servicePriceChanges.status} = 'pending')`,
);

const ORDER_BY: Record<string, SQL> = {
  created_at: asc(serviceOrders.createdAt),
  "-created_at": desc(serviceOrders.createdAt),
  updated_at: asc(serviceOrders.updatedAt),
  "-updated_at": desc(serviceOrders.updatedAt),
  number: asc(serviceOrders.number),
  "-number": desc(serviceOrders.number),
};

/** Search by what staff have in hand: the number, the device's IMEI, or the customer's exact e-mail. */
function searchCondition(search: string): SQL {
  const s = search.trim();
  if (s.includes("@")) return eq(serviceOrders.emailLookup, lookupHash(normaliseEmail(s)));
  return or(eq(serviceOrders.number, s.toUpperCase()), eq(serviceOrders.imei, s.replace(/\s/g, "")))!;
}

/** One page of the grid and the total, in two set-based reads (indexed on status/kind + created_at). */
export async function listOrders(db: DbOrTx, f: StaffListFilter) {
  const where = and(
    f.status ? eq(serviceOrders.status, f.status) : undefined,
    f.kind ? eq(serviceOrders.kind, f.kind) : undefined,
    f.search ? searchCondition(f.search) : undefined,
  );
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({
        id: serviceOrders.id,
        number: serviceOrders.number,
        kind: serviceOrders.kind,
        status: serviceOrders.status,
        deviceLabel: serviceOrders.deviceLabel,
        handover: serviceOrders.handover,
        storeName: stores.name,
        agreedPrice: serviceOrders.agreedPrice,
        pricePending: sql<boolean>`${pending}`,
        createdAt: serviceOrders.createdAt,
        updatedAt: serviceOrders.updatedAt,
      })
      .from(serviceOrders)
      .leftJoin(stores, eq(stores.id, serviceOrders.storeId))
      .where(where)
      .orderBy(ORDER_BY[f.ordering] ?? desc(serviceOrders.createdAt), desc(serviceOrders.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ count: sql<number>`count(*)::int` }).from(serviceOrders).where(where),
  ]);
  return { count, rows };
}

export async function orderNumberOf(db: DbOrTx, orderId: number | null) {
  if (orderId === null) return null;
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return row?.number ?? null;
}

/** Staff names for the history ("Tomáš S."), decrypted by the column type. */
export async function actorNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.first ?? ""} ${r.last ? `${r.last[0]}.` : ""}`.trim()]));
}
