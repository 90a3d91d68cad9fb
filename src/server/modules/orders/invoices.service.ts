import type { CreditNoteBody } from "../../../contract/orders.js";
import { shareOf } from "../../../domain/invoice-vat.js";
import type { Language } from "../../../domain/market.js";
import { formatExactPrice, formatPrice } from "../../../domain/money.js";
import { CREDIT_NOTE_SUPERVISOR_LIMIT } from "../../../domain/staff-permissions.js";
import { getT } from "../../../i18n/i18n.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { DbOrTx } from "../../db/client.js";
import type { CreditNoteLine } from "../../db/schema.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, forbidden, notFound, ValidationError } from "../../platform/errors.js";
import type { MailAttachment } from "../../platform/mail.js";
import { renderMail } from "../../platform/mail-template.js";
import { putDocument, workerFile } from "../../platform/worker-files.js";
import { creditNoteOfOrder } from "./account-orders.queries.js";
import {
  buildCreditNote,
  buildInvoice,
  localDate,
  type RawLine,
  type TaxDocument,
} from "./invoice-document.js";
import { ISDOC_CONTENT_TYPE, renderIsdoc } from "./invoice-isdoc.js";
import { PDF_CONTENT_TYPE, renderPdf } from "./invoice-pdf.js";
import {
  type CreditNoteRow,
  creditNoteById,
  creditNotesOf,
  insertCreditNote,
  markCreditNoteSent,
} from "./invoices.queries.js";
import { offerNamesFor, readableLine } from "./item-names.js";
import { statusPath } from "./order-links.js";
import { itemsOf, itemsOfIn, lockOrder, type OrderRow, orderById } from "./orders.queries.js";

export const CREDIT_NOTE_JOB = "orders.credit-note";

/** A price with its minor units when it has any (a partial credit can be 333,33 Kč). */
export const exactPrice = formatExactPrice;

/** When the invoice was issued; orders invoiced before the column existed use their first sending. */
export const invoiceIssuedAt = (o: OrderRow, now = new Date()) => o.invoiceIssuedAt ?? o.invoiceSentAt ?? now;

/**
 * The order's invoice as data (the order must have one issued or being issued); `tx` reads its
 * items inside a transaction.
 */
export async function invoiceOf(ctx: AppContext, o: OrderRow, tx?: DbOrTx): Promise<TaxDocument> {
  const items = await (tx ? itemsOfIn(tx, o.id) : itemsOf(ctx.db, o.id));
  return buildInvoice({
    order: o,
    items,
    market: ctx.market,
    t: getT(o.language as Language),
    issuedAt: invoiceIssuedAt(o),
    names: await offerNamesFor(ctx, items, tx),
  });
}

export interface DocumentFiles {
  doc: TaxDocument;
  pdf: Buffer;
  isdoc: string;
}

/** PDF (with the ISDOC inside) and the ISDOC XML of a document. */
export const isdocOf = (ctx: AppContext, o: OrderRow, doc: TaxDocument) =>
  renderIsdoc(doc, localDate(o.createdAt, ctx.market.timeZone));

export async function renderFiles(ctx: AppContext, o: OrderRow, doc: TaxDocument): Promise<DocumentFiles> {
  const isdoc = isdocOf(ctx, o, doc);
  const pdf = await renderPdf(doc, getT(o.language as Language), { name: `${doc.number}.isdoc`, xml: isdoc });
  return { doc, pdf, isdoc };
}

export const attachmentsOf = (f: DocumentFiles): MailAttachment[] => [
  { filename: `${f.doc.number}.pdf`, contentType: PDF_CONTENT_TYPE, content: f.pdf },
  {
    filename: `${f.doc.number}.isdoc`,
    contentType: ISDOC_CONTENT_TYPE,
    content: Buffer.from(f.isdoc, "utf8"),
  },
];

/** An order whose invoice exists, for downloads; 404 before it is issued. */
export async function invoicedOrder(ctx: AppContext, id: number): Promise<OrderRow> {
  const o = await orderById(ctx.db, id);
  if (!o) throw notFound("orders:notFound");
  if (o.invoiceStatus !== "created") throw notFound("orders:invoiceMissing");
  return o;
}

// An issued invoice never changes (its dates are fixed at issue, orders are not edited), so its PDF
// is rendered once, by the job that issues it, and kept in storage under a key naming that
// document; a download serves the stored file. Rendering needs pdf-lib and fontkit, which a web
// instance with a separate job worker never loads (platform/worker-files.ts, decision 013).
export const INVOICE_PDF_JOB = "orders.invoice-pdf";
export const CREDIT_NOTE_PDF_JOB = "orders.credit-note-pdf";

/** The stored PDF's key: the order, the invoice's number, issue time and language (what it prints). */
export const invoicePdfKey = (o: OrderRow) =>
  `documents/invoices/${o.id}-${(o.invoiceNumber ?? "").toLowerCase()}-${(o.invoiceIssuedAt ?? o.invoiceSentAt)?.getTime() ?? 0}-${o.language}.pdf`;
export const creditNotePdfKey = (note: { id: number; number: string }) =>
  `documents/credit-notes/${note.id}-${note.number.toLowerCase()}.pdf`;

/** Renders an issued invoice's PDF and keeps it (the issuing job, the worker's render job). */
export async function keepInvoicePdf(ctx: AppContext, o: OrderRow, files?: DocumentFiles) {
  const pdf = (files ?? (await renderFiles(ctx, o, await invoiceOf(ctx, o)))).pdf;
  return putDocument(ctx, invoicePdfKey(o), pdf, PDF_CONTENT_TYPE);
}

/** The order, when its invoice is issued (a download before that is a 404). */
export function invoicedOrderOf(o: OrderRow): OrderRow {
  if (o.invoiceStatus !== "created") throw notFound("orders:invoiceMissing");
  return o;
}

/** A credit note by its id (staff downloads), or 404. */
export async function creditNoteForStaff(ctx: AppContext, id: number) {
  const note = await creditNoteById(ctx.db, id);
  if (!note) throw notFound("orders:creditNote.notFound");
  return note;
}

/** The invoice's PDF for a download: from storage, else made by the job worker (or here without one). */
export async function invoicePdf(ctx: AppContext, o: OrderRow): Promise<{ number: string; pdf: Buffer }> {
  if (o.invoiceStatus !== "created") throw notFound("orders:invoiceMissing");
  const file = await workerFile(ctx, {
    key: invoicePdfKey(o),
    job: INVOICE_PDF_JOB,
    data: { orderId: o.id },
    make: () => keepInvoicePdf(ctx, o),
    sealed: true,
  });
  // The number the document prints (invoice-document.ts), also for orders invoiced before the column.
  return { number: o.invoiceNumber ?? `F${o.number}`, pdf: file.bytes };
}

/** The worker's job: the invoice's PDF, stored under the key its download looks for. */
export async function makeInvoicePdf(ctx: AppContext, orderId: number): Promise<void> {
  const o = await orderById(ctx.db, orderId);
  if (o?.invoiceStatus === "created") await keepInvoicePdf(ctx, o);
}

/** What earlier credit notes took per invoice line. */
function credited(notes: readonly CreditNoteRow[]) {
  const m = new Map<string, { quantity: number; total: number }>();
  for (const n of notes)
    for (const l of n.lines) {
      const c = m.get(l.key) ?? { quantity: 0, total: 0 };
      m.set(l.key, { quantity: c.quantity + l.quantity, total: c.total + l.total });
    }
  return m;
}

const creditNoteRow = (n: CreditNoteRow) => ({
  id: n.id,
  number: n.number,
  issued_at: n.issuedAt.toISOString(),
  sent_at: n.sentAt?.toISOString() ?? null,
  reason: n.reason,
  total: n.total,
  lines: n.lines.map((l) => ({ key: l.key, name: l.name, quantity: l.quantity, total: l.total })),
});

const notesOf = creditNotesOf;

export async function listCreditNotes(ctx: AppContext, orderId: number) {
  if (!(await orderById(ctx.db, orderId))) throw notFound("orders:notFound");
  return { results: (await notesOf(ctx.db, orderId)).map(creditNoteRow) };
}

/** Staff: the issued invoice with its VAT split and what is left to credit on each line. */
export async function invoiceOverview(ctx: AppContext, orderId: number) {
  const o = await invoicedOrder(ctx, orderId);
  const [doc, notes] = await Promise.all([invoiceOf(ctx, o), notesOf(ctx.db, orderId)]);
  const done = credited(notes);
  return {
    number: doc.number,
    issue_date: doc.issueDate,
    tax_point_date: doc.taxPointDate,
    due_date: doc.dueDate,
    variable_symbol: doc.variableSymbol,
    currency: doc.currency,
    lines: doc.lines.map((l) => ({
      id: l.id,
      key: l.key,
      item_id: l.itemId,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      total: l.total,
      vat_rate: l.vatRate,
      base: l.base,
      vat: l.vat,
      remaining_quantity: l.quantity - (done.get(l.key)?.quantity ?? 0),
      remaining_total: l.total - (done.get(l.key)?.total ?? 0),
    })),
    vat: doc.recap,
    base: doc.base,
    vat_total: doc.vat,
    total: doc.total,
    credit_notes: notes.map(creditNoteRow),
  };
}

/**
 * Staff: a credit note for the whole remaining invoice or chosen lines and quantities. The order
 * row is locked, so two at once get consecutive numbers and can never credit more than invoiced.
 * A line's last units take exactly what is left of its amount.
 */
export async function createCreditNote(
  ctx: AppContext,
  actorId: number,
  orderId: number,
  b: CreditNoteBody,
  opts: { supervisor?: boolean } = {},
) {
  const note = await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (!o) throw notFound("orders:notFound");
    if (o.invoiceStatus !== "created") throw badRequest("orders:invoiceMissing", "invoice_missing");
    const invoice = await invoiceOf(ctx, o, tx);
    const previous = await notesOf(tx, orderId);
    const done = credited(previous);
    const left = (l: RawLine) => ({
      quantity: l.quantity - (done.get(l.key)?.quantity ?? 0),
      total: l.total - (done.get(l.key)?.total ?? 0),
    });
    const take = (l: RawLine, quantity: number): CreditNoteLine => {
      const rest = left(l);
      const total = shareOf(l.total, l.quantity, quantity, rest.total, rest.quantity);
      return {
        key: l.key,
        itemId: l.itemId,
        code: l.code,
        name: l.name,
        quantity,
        unitPrice: l.unitPrice,
        total,
        vatRate: l.vatRate,
      };
    };
    let lines: CreditNoteLine[];
    if (b.full) {
      lines = invoice.lines.filter((l) => left(l).quantity > 0).map((l) => take(l, left(l).quantity));
    } else {
      if (!b.lines.length) throw new ValidationError({ lines: ["orders:creditNote.noLines"] });
      const errors: Record<string, Record<string, string[]>> = {};
      const byKey = new Map(invoice.lines.map((l) => [l.key, l]));
      const seen = new Set<string>();
      lines = [];
      b.lines.forEach((want, i) => {
        const l = byKey.get(want.line);
        if (!l || seen.has(want.line)) {
          errors[i] = { line: ["orders:creditNote.unknownLine"] };
          return;
        }
        seen.add(want.line);
        const max = left(l).quantity;
        if (want.quantity > max) errors[i] = { quantity: [`orders:creditNote.tooMany?max=${max}`] };
        else lines.push(take(l, want.quantity));
      });
      if (Object.keys(errors).length) throw new ValidationError({ lines: errors });
    }
    const total = lines.reduce((s, l) => s + l.total, 0);
    if (!lines.length || total <= 0) throw new ValidationError({ lines: ["orders:creditNote.zeroTotal"] });
    // A refund this large needs a second pair of eyes (domain/staff-permissions.ts).
    const limit = creditNoteLimit(o.currency);
    if (total > limit && !opts.supervisor)
      throw forbidden(
        `orders:creditNote.supervisorLimit?${new URLSearchParams({ limit: formatPrice(limit, ctx.market) })}`,
      );
    const sequence = previous.length + 1;
    return insertCreditNote(tx, {
      orderId,
      sequence,
      number: `D${o.number}${String(sequence).padStart(2, "0")}`,
      reason: b.reason,
      lines,
      total,
      createdBy: actorId,
    });
  });
  await audit(ctx.db, {
    actorId,
    action: "order.credit-note",
    entity: "order",
    entityId: orderId,
    detail: { creditNoteId: note.id, number: note.number, total: note.total, full: b.full },
  });
  await ctx.jobs.send(CREDIT_NOTE_JOB, { id: note.id });
  return creditNoteRow(note);
}

/** The amount above which a credit note needs the supervisor permission, in the order's currency. */
export const creditNoteLimit = (currency: string) =>
  CREDIT_NOTE_SUPERVISOR_LIMIT[currency as keyof typeof CREDIT_NOTE_SUPERVISOR_LIMIT] ??
  CREDIT_NOTE_SUPERVISOR_LIMIT.CZK;

/** A credit note as data with its order; 404 when there is none by that id. */
export async function creditNoteDocument(ctx: AppContext, id: number) {
  const n = await creditNoteById(ctx.db, id);
  if (!n) throw notFound("orders:creditNote.notFound");
  const o = (await orderById(ctx.db, n.orderId))!;
  const t = getT(o.language as Language);
  const names = await offerNamesFor(ctx, n.lines);
  const doc = buildCreditNote({
    invoice: await invoiceOf(ctx, o),
    number: n.number,
    issuedAt: n.issuedAt,
    reason: n.reason,
    // Credit notes written before services were named kept their raw codes.
    lines: n.lines.map((l) => readableLine(l, names, t)),
    market: ctx.market,
  });
  return { note: n, order: o, doc };
}

/** A credit note of this order by its number (a customer's download); 404 when the order has none such. */
export async function creditNoteOfCustomer(ctx: AppContext, o: OrderRow, number: string) {
  const note = await creditNoteOfOrder(ctx.db, o.id, number.toUpperCase());
  if (!note) throw notFound("orders:creditNote.notFound");
  return { id: note.id, number: number.toUpperCase() };
}

export async function creditNoteFiles(ctx: AppContext, id: number) {
  const { note, order, doc } = await creditNoteDocument(ctx, id);
  const files = await renderFiles(ctx, order, doc);
  await putDocument(ctx, creditNotePdfKey(note), files.pdf, PDF_CONTENT_TYPE);
  return { note, order, files };
}

/** A credit note's PDF for a download (a credit note never changes): stored, or made as an invoice's is. */
export async function creditNotePdf(ctx: AppContext, note: { id: number; number: string }) {
  const file = await workerFile(ctx, {
    key: creditNotePdfKey(note),
    job: CREDIT_NOTE_PDF_JOB,
    data: { id: note.id },
    make: async ({ id }) => {
      const { files } = await creditNoteFiles(ctx, id);
      return { bytes: files.pdf, contentType: PDF_CONTENT_TYPE };
    },
    sealed: true,
  });
  return { number: note.number, pdf: file.bytes };
}

/** The job: e-mails the credit note (PDF and ISDOC attached) to the customer. */
export async function sendCreditNote(ctx: AppContext, id: number): Promise<void> {
  const { note, order: o, files } = await creditNoteFiles(ctx, id);
  const t: TFunction = getT(o.language as Language);
  const subject = t("orders:creditNote.subject", { number: note.number });
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: subject,
    paragraphs: [
      t("orders:creditNote.text", {
        number: note.number,
        invoice: files.doc.original?.number ?? "",
        amount: exactPrice(note.total, ctx.market),
      }),
      `${t("orders:doc.reason")}: ${note.reason}`,
    ],
    button: { label: t("orders:invoice.mailButton"), url: `${ctx.config.publicUrl}${statusPath(ctx, o)}` },
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "order-credit-note",
    to: o.email,
    subject,
    html,
    text,
    attachments: attachmentsOf(files),
    // A credit note is mailed once: a retried job (a worker killed mid-job) stores and sends nothing more.
    idempotencyKey: `credit-note:${id}`,
  });
  await markCreditNoteSent(ctx.db, id);
}
