import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { serviceOrders } from "../../db/schema.js";

const parsed = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

/** A customer's repair orders and warranty claims, decrypted, for the owner's data export (issue 16). */
export async function serviceOrdersOfUserForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, userId))
    .orderBy(asc(serviceOrders.id));
  return rows.map((s) => ({
    number: s.number,
    kind: s.kind,
    created_at: s.createdAt.toISOString(),
    status: s.status,
    device: s.deviceLabel,
    imei: s.imei,
    fault: s.fault,
    handover: s.handover,
    contact_name: s.contactName,
    email: s.email,
    phone: s.phone,
    pickup_address: parsed(s.pickupAddress),
    estimated_price: s.estimatedPrice,
    agreed_price: s.agreedPrice,
    currency: s.currency,
  }));
}

/** The account's deletion: a service order is a contract with its invoice (decision 016); it stays, unlinked. */
export async function detachServiceOrdersOfUser(db: DbOrTx, userId: number): Promise<number> {
  const kept = await db
    .update(serviceOrders)
    .set({ userId: null })
    .where(eq(serviceOrders.userId, userId))
    .returning({ id: serviceOrders.id });
  return kept.length;
}
