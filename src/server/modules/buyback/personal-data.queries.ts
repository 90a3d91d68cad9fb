import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { buybacks } from "../../db/schema.js";

const parsed = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

/** A customer's buy-backs with the seller's data decrypted, for the owner's data export (issue 16). */
export async function buybacksOfUserForExport(db: DbOrTx, userId: number) {
  const rows = await db.select().from(buybacks).where(eq(buybacks.userId, userId)).orderBy(asc(buybacks.id));
  return rows.map((b) => ({
    number: b.number,
    created_at: b.createdAt.toISOString(),
    status: b.status,
    price: b.price,
    offered_price: b.offeredPrice,
    paid_at: b.paidAt?.toISOString() ?? null,
    imei: b.imei,
    serial_number: b.serialNumber,
    email: b.email,
    customer: parsed(b.customer),
    birth_number: b.birthNumber,
    id_card_number: b.idCardNumber,
    bank_account: b.bankAccount,
    bank_code: b.bankCode,
    pickup_address: parsed(b.pickupAddress),
  }));
}

/**
 * The account's deletion: a buy-back is a purchase of used goods whose seller the AML act makes us
 * keep for 10 years (decision 016), so it stays, no longer linked to the account.
 */
export async function detachBuybacksOfUser(db: DbOrTx, userId: number): Promise<number> {
  const kept = await db
    .update(buybacks)
    .set({ userId: null })
    .where(eq(buybacks.userId, userId))
    .returning({ id: buybacks.id });
  return kept.length;
}
