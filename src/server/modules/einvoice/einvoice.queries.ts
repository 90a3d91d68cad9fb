import { and, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { creditNotes, einvoices, orders } from "../../db/schema.js";

export type EinvoiceRow = typeof einvoices.$inferSelect;
export type EinvoiceState = EinvoiceRow["state"];

/** Issued invoices that have no e-Factura row yet. */
export function invoicesWithout(db: DbOrTx, limit = 500) {
  return db
    .select({
      orderId: orders.id,
      number: orders.invoiceNumber,
      issuedAt: sql<Date>`coalesce(${orders.invoiceIssuedAt}, ${orders.invoiceSentAt})`.mapWith(
        (v) => new Date(v),
      ),
    })
    .from(orders)
    .leftJoin(einvoices, eq(einvoices.number, orders.invoiceNumber))
    .where(and(eq(orders.invoiceStatus, "created"), isNotNull(orders.invoiceNumber), isNull(einvoices.id)))
    .limit(limit);
}

/** Credit notes that have no e-Factura row yet. */
export function creditNotesWithout(db: DbOrTx, limit = 500) {
  return db
    .select({
      creditNoteId: creditNotes.id,
      orderId: creditNotes.orderId,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
    })
    .from(creditNotes)
    .leftJoin(einvoices, eq(einvoices.number, creditNotes.number))
    .where(isNull(einvoices.id))
    .limit(limit);
}

export async function insertEinvoices(db: DbOrTx, rows: (typeof einvoices.$inferInsert)[]) {
  if (!rows.length) return;
  await db.insert(einvoices).values(rows).onConflictDoNothing({ target: einvoices.number });
}

/** Documents to work on now: queued or waiting for ANAF's answer, due, and not held by a worker. */
export async function dueIds(db: DbOrTx, now: Date, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: einvoices.id })
    .from(einvoices)
    .where(
      and(
        inArray(einvoices.state, ["queued", "uploaded"]),
        lte(einvoices.nextAttemptAt, now),
        or(isNull(einvoices.leaseUntil), lte(einvoices.leaseUntil, now)),
      ),
    )
    .orderBy(einvoices.nextAttemptAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes the document for one worker until `until` (no two workers upload it at once); null when it
 * is not due, finished or held by another.
 */
export async function claim(db: DbOrTx, id: number, now: Date, until: Date): Promise<EinvoiceRow | null> {
  const [row] = await db
    .update(einvoices)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(einvoices.id, id),
        inArray(einvoices.state, ["queued", "uploaded"]),
        lte(einvoices.nextAttemptAt, now),
        or(isNull(einvoices.leaseUntil), lte(einvoices.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateEinvoice(db: DbOrTx, id: number, set: Partial<typeof einvoices.$inferInsert>) {
  const [row] = await db
    .update(einvoices)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(einvoices.id, id))
    .returning();
  return row;
}

export async function einvoiceById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ e: einvoices, orderNumber: orders.number })
    .from(einvoices)
    .innerJoin(orders, eq(orders.id, einvoices.orderId))
    .where(eq(einvoices.id, id));
  return row ?? null;
}

export async function listEinvoices(
  db: DbOrTx,
  q: { state?: EinvoiceState; page: number; pageSize: number },
) {
  const where = q.state ? eq(einvoices.state, q.state) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: einvoices, orderNumber: orders.number })
      .from(einvoices)
      .innerJoin(orders, eq(orders.id, einvoices.orderId))
      .where(where)
      .orderBy(desc(einvoices.issueDate), desc(einvoices.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(einvoices).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** The e-Factura state of each document number that has one. */
export async function statesOf(db: DbOrTx, numbers: string[]): Promise<Map<string, EinvoiceState>> {
  if (!numbers.length) return new Map();
  const rows = await db
    .select({ number: einvoices.number, state: einvoices.state })
    .from(einvoices)
    .where(inArray(einvoices.number, numbers));
  return new Map(rows.map((r) => [r.number, r.state]));
}

export async function einvoiceByNumber(db: DbOrTx, number: string): Promise<EinvoiceRow | null> {
  const [row] = await db.select().from(einvoices).where(eq(einvoices.number, number));
  return row ?? null;
}
