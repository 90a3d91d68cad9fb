import { and, asc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { creditNotes, orders } from "../../db/schema.js";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** An order's credit notes in their order of issue. */
export const creditNotesOf = (db: DbOrTx, orderId: number) =>
  db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.sequence));

export async function creditNoteById(db: DbOrTx, id: number): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row ?? null;
}

export async function insertCreditNote(
  db: DbOrTx,
  values: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [row] = await db.insert(creditNotes).values(values).returning();
  return row;
}

export async function markCreditNoteSent(db: DbOrTx, id: number): Promise<void> {
  await db.update(creditNotes).set({ sentAt: new Date() }).where(eq(creditNotes.id, id));
}

/** The invoice issued and sent: its number and issue date are fixed from now on. */
export async function markInvoiceCreated(
  db: DbOrTx,
  orderId: number,
  invoice: { number: string; issuedAt: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({
      invoiceStatus: "created",
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      invoiceSentAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/**
 * Invoiced orders and credit notes (with their orders) issued between `from` and `to`. Orders
 * invoiced before `invoice_issued_at` existed have their date in the first sending.
 */
export async function documentsIssuedBetween(db: DbOrTx, from: Date, to: Date) {
  const issuedAt = sql`coalesce(${orders.invoiceIssuedAt}, ${orders.invoiceSentAt})`;
  const [invoiced, credited] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(isNotNull(orders.invoiceNumber), gte(issuedAt, from), lt(issuedAt, to))),
    db
      .select({ note: creditNotes, order: orders })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.issuedAt)),
  ]);
  return { invoiced, credited };
}
