import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customerAddresses } from "../../db/schema.js";

export type AddressRow = typeof customerAddresses.$inferSelect;
export type NewAddress = typeof customerAddresses.$inferInsert;
export type AddressChange = Partial<Omit<NewAddress, "id" | "userId" | "kind" | "createdAt">>;

/** A customer's addresses: billing first, the default of each kind first, then the newest. */
export function addressesOfUser(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(asc(customerAddresses.kind), desc(customerAddresses.isDefault), desc(customerAddresses.id));
}

/** One address, only if it is the customer's (another's id finds nothing). */
export async function addressOfUser(db: DbOrTx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .for("update");
  return row;
}

export async function countAddresses(db: DbOrTx, userId: number, kind?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAddresses)
    .where(
      kind
        ? and(eq(customerAddresses.userId, userId), eq(customerAddresses.kind, kind))
        : eq(customerAddresses.userId, userId),
    );
  return row?.n ?? 0;
}

/** Clears the default of a kind except `keepId` (before another becomes the default). */
export async function clearDefault(db: DbOrTx, userId: number, kind: string, keepId?: number): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.userId, userId),
        eq(customerAddresses.kind, kind),
        eq(customerAddresses.isDefault, true),
        ...(keepId ? [ne(customerAddresses.id, keepId)] : []),
      ),
    );
}

export async function insertAddress(db: DbOrTx, row: NewAddress): Promise<AddressRow> {
  const [inserted] = await db.insert(customerAddresses).values(row).returning();
  return inserted!;
}

export async function updateAddress(db: DbOrTx, id: number, change: AddressChange): Promise<AddressRow> {
  const [updated] = await db
    .update(customerAddresses)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(customerAddresses.id, id))
    .returning();
  return updated!;
}

export async function deleteAddress(db: DbOrTx, id: number): Promise<void> {
  await db.delete(customerAddresses).where(eq(customerAddresses.id, id));
}

/** The newest remaining address of a kind becomes its default (after the default was deleted). */
export async function promoteNewest(db: DbOrTx, userId: number, kind: string): Promise<void> {
  const [newest] = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.kind, kind)))
    .orderBy(desc(customerAddresses.id))
    .limit(1);
  if (newest)
    await db.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, newest.id));
}

/** Every address of a customer (the account's deletion). */
export async function deleteAddressesOfUser(db: DbOrTx, userId: number): Promise<number> {
  const gone = await db
    .delete(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .returning({ id: customerAddresses.id });
  return gone.length;
}
