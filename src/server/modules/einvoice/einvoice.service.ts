import { join } from "node:path";
import type { EinvoiceCorrection } from "../../../contract/api/einvoice.js";
import { roPlace } from "../../../domain/ro-counties.js";
import { efacturaDeadline } from "../../../domain/ro-holidays.js";
import { sellerOf } from "../../../domain/seller.js";
import { normaliseCui } from "../../../domain/validators/cui.js";
import type { EinvoiceError } from "../../db/schema.js";
import { AnafClient, AnafRefused, HttpAnafTransport } from "../../integrations/anaf/anaf.js";
import { AnafStandin } from "../../integrations/anaf/anaf-standin.js";
import { ciusRoErrors } from "../../integrations/anaf/cius-ro.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound } from "../../platform/errors.js";
import * as orders from "../orders/orders.service.js";
import * as q from "./einvoice.queries.js";

/**
 * RO e-Factura transmission (docs/decisions/015-ro-e-factura.md). Every Romanian invoice and credit
 * note gets a row (`enrol`, run by the sweep every minute); the transmit job uploads it, stores
 * ANAF's upload index at once, then asks for the status until ANAF answers and keeps the signed
 * answer, or the errors. ANAF down or slow: the next attempt backs off (1 min doubling to an hour).
 */
export const TRANSMIT_JOB = "einvoice.transmit";
export const SWEEP_JOB = "einvoice.sweep";
/** How long a worker holds a document: longer than one upload or status call can take. */
const LEASE_MS = 2 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

const clients = new WeakMap<AppContext, { client: AnafClient; standin: AnafStandin | null }>();

function anaf(ctx: AppContext) {
  let c = clients.get(ctx);
  if (!c) {
    const cif = normaliseCui(sellerOf(ctx.market).companyId);
    if ("accessToken" in ctx.config.anaf) {
      c = {
        client: new AnafClient(
          new HttpAnafTransport(ctx.config.anaf.apiUrl, ctx.config.anaf.accessToken),
          cif,
        ),
        standin: null,
      };
    } else {
      // The stand-in keeps its uploads beside the development database, so a restarted shop
      // finds them as it would at ANAF; tests keep them in memory.
      const file =
        process.env.NODE_ENV === "test" ? undefined : join(ctx.config.dataDir, "anaf-standin.json");
      const standin = new AnafStandin({ mode: ctx.config.anaf.standin, file });
      c = { client: new AnafClient(standin, cif), standin };
    }
    clients.set(ctx, c);
  }
  return c;
}

/** The local stand-in behind this shop's ANAF client (null when the real ANAF is configured). */
export const anafStandin = (ctx: AppContext): AnafStandin | null => anaf(ctx).standin;

const isRomanian = (ctx: AppContext) => ctx.market.code === "ro";

/** Gives every issued Romanian invoice and credit note its e-Factura row (idempotent). */
export async function enrol(ctx: AppContext): Promise<number> {
  if (!isRomanian(ctx)) return 0;
  const tz = ctx.market.timeZone;
  const [invoices, notes] = await Promise.all([q.invoicesWithout(ctx.db), q.creditNotesWithout(ctx.db)]);
  const row = (
    kind: "invoice" | "credit_note",
    orderId: number,
    number: string,
    issuedAt: Date,
    creditNoteId: number | null,
  ) => {
    const issueDate = orders.localDate(issuedAt, tz);
    // Due from its issue: a sweep that started before the row existed still takes it.
    return {
      kind,
      orderId,
      creditNoteId,
      number,
      issueDate,
      deadline: efacturaDeadline(issueDate),
      nextAttemptAt: issuedAt,
    };
  };
  const rows = [
    ...invoices.map((i) => row("invoice", i.orderId, i.number!, i.issuedAt, null)),
    ...notes.map((n) => row("credit_note", n.orderId, n.number, n.issuedAt, n.creditNoteId)),
  ];
  await q.insertEinvoices(ctx.db, rows);
  return rows.length;
}

/** The scheduled sweep: enrol new documents, then hand every due one to the transmit job. */
export async function sweep(ctx: AppContext, now = new Date()): Promise<number[]> {
  if (!isRomanian(ctx)) return [];
  await enrol(ctx);
  const ids = await q.dueIds(ctx.db, now);
  for (const id of ids) await ctx.jobs.send(TRANSMIT_JOB, { id });
  return ids;
}

const correctionOf = (row: q.EinvoiceRow): EinvoiceCorrection | null =>
  row.correction ? (JSON.parse(row.correction) as EinvoiceCorrection) : null;

const toBuyerCorrection = (c: EinvoiceCorrection | null): orders.BuyerCorrection | null =>
  c && {
    name: c.name,
    address: c.address,
    city: c.city,
    postcode: c.postcode,
    county: c.county,
    companyId: c.company_id,
    vatId: c.vat_id,
  };

/** The document behind a row, as data. */
async function documentOf(ctx: AppContext, row: Pick<q.EinvoiceRow, "kind" | "orderId" | "creditNoteId">) {
  if (row.kind === "credit_note") return (await orders.creditNoteDocument(ctx, row.creditNoteId!)).doc;
  return orders.invoiceOf(ctx, await orders.invoicedOrder(ctx, row.orderId));
}

/** The UBL to send for a row (with staff's correction), and whether the buyer is a consumer (B2C upload). */
export async function documentXml(ctx: AppContext, row: q.EinvoiceRow) {
  const doc = await documentOf(ctx, row);
  const correction = correctionOf(row);
  return {
    doc,
    xml: orders.renderUbl(doc, { correction: toBuyerCorrection(correction) }),
    consumer: !doc.buyer.isCompany && !correction?.company_id,
  };
}

export interface TransmitOptions {
  now?: Date;
  /** Runs right after the upload index is stored (tests stop the "process" here). */
  afterUpload?: () => Promise<void>;
}

/**
 * One step of a document's way to ANAF, run by the transmit job: upload it when queued (the index
 * is committed before anything else), then ask for its status; an answer ends it (accepted with the
 * signed ZIP, or rejected with the errors), "in progress" or an outage schedules the next attempt.
 * Answers the row as left, or null when it was not due or another worker holds it.
 */
export async function transmit(ctx: AppContext, id: number, opts: TransmitOptions = {}) {
  const now = opts.now ?? new Date();
  let row = await q.claim(ctx.db, id, now, new Date(now.getTime() + LEASE_MS));
  if (!row) return null;
  const { client } = anaf(ctx);
  const reject = (errors: EinvoiceError[], answer?: Buffer) =>
    q.updateEinvoice(ctx.db, id, {
      state: "rejected",
      errors,
      answer: answer ? answer.toString("base64") : null,
      answeredAt: now,
      attempts: 0,
      lastError: null,
      leaseUntil: null,
    });
  try {
    if (row.state === "queued") {
      const { xml, consumer } = await documentXml(ctx, row);
      // What ANAF would refuse for CIUS-RO is not sent at all: the deadline runs, staff correct it.
      const local = await ciusRoErrors(xml);
      if (local.length) return await reject(local.map((e) => ({ ...e, source: "local" as const })));
      let index: string;
      try {
        index = await client.upload(xml, { creditNote: row.kind === "credit_note", consumer });
      } catch (error) {
        if (error instanceof AnafRefused)
          return await reject(error.errors.map((e) => ({ ...e, source: "anaf" as const })));
        throw error;
      }
      row = await q.updateEinvoice(ctx.db, id, {
        state: "uploaded",
        uploadIndex: index,
        downloadId: null,
        uploads: row.uploads + 1,
        uploadedAt: now,
        attempts: 0,
        lastError: null,
        errors: [],
      });
      await opts.afterUpload?.();
    }
    const status = await client.status(row.uploadIndex!);
    if (status.state === "processing") {
      const attempts = row.attempts + 1;
      return await q.updateEinvoice(ctx.db, id, {
        attempts,
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts) / 2),
        lastError: null,
        leaseUntil: null,
      });
    }
    if (status.state === "error") throw new Error(`ANAF: ${status.message}`);
    const answer = await client.download(status.downloadId);
    if (status.state === "nok")
      return await reject(
        (answer.errors.length ? answer.errors : [{ rule: "ANAF", message: "nok" }]).map((e) => ({
          ...e,
          source: "anaf" as const,
        })),
        answer.zip,
      );
    return await q.updateEinvoice(ctx.db, id, {
      state: "accepted",
      downloadId: status.downloadId,
      answer: answer.zip.toString("base64"),
      answeredAt: now,
      errors: [],
      attempts: 0,
      lastError: null,
      leaseUntil: null,
    });
  } catch (error) {
    // ANAF unreachable, slow to answer or answering nonsense: try again later, never lose the index.
    const attempts = row.attempts + 1;
    return q.updateEinvoice(ctx.db, id, {
      attempts,
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      leaseUntil: null,
    });
  }
}

// ---- staff ----

function todayIn(ctx: AppContext) {
  return orders.localDate(new Date(), ctx.market.timeZone);
}

function rowOut(ctx: AppContext, e: q.EinvoiceRow, orderNumber: string) {
  return {
    id: e.id,
    kind: e.kind,
    number: e.number,
    order_id: e.orderId,
    order_number: orderNumber,
    credit_note_id: e.creditNoteId,
    issue_date: e.issueDate,
    deadline: e.deadline,
    overdue: e.state !== "accepted" && todayIn(ctx) > e.deadline,
    state: e.state,
    upload_index: e.uploadIndex,
    uploads: e.uploads,
    attempts: e.attempts,
    next_attempt_at: e.state === "queued" || e.state === "uploaded" ? e.nextAttemptAt.toISOString() : null,
    last_error: e.lastError,
    errors: e.errors,
    uploaded_at: e.uploadedAt?.toISOString() ?? null,
    answered_at: e.answeredAt?.toISOString() ?? null,
    has_answer: e.answer !== null,
  };
}

export async function staffDocuments(
  ctx: AppContext,
  query: { state?: q.EinvoiceState; page: number; page_size: number },
) {
  await enrol(ctx);
  const { count, rows } = await q.listEinvoices(ctx.db, {
    state: query.state,
    page: query.page,
    pageSize: query.page_size,
  });
  return { count, results: rows.map((r) => rowOut(ctx, r.e, r.orderNumber)) };
}

async function found(ctx: AppContext, id: number) {
  const r = await q.einvoiceById(ctx.db, id);
  if (!r) throw notFound("einvoice:notFound");
  return r;
}

export async function staffDocument(ctx: AppContext, id: number) {
  const { e, orderNumber } = await found(ctx, id);
  const doc = await documentOf(ctx, e);
  const b = doc.buyer;
  return {
    document: rowOut(ctx, e, orderNumber),
    buyer: {
      is_company: b.isCompany,
      name: b.name,
      address: b.address,
      city: b.city,
      postcode: b.postcode,
      country: b.country,
      county: b.country === "RO" ? (roPlace(b.postcode, b.city)?.county ?? "") : "",
      company_id: b.companyId,
      vat_id: b.vatId,
    },
    correction: correctionOf(e),
  };
}

/**
 * Staff: after a rejection, correct the buyer (empty fields keep the order's) and send the
 * document again; CIUS-RO lets a rejected invoice go again under its number.
 */
export async function resend(ctx: AppContext, actorId: number, id: number, correction: EinvoiceCorrection) {
  const { e } = await found(ctx, id);
  if (e.state !== "rejected") throw conflict("einvoice:resend.notRejected", "einvoice_not_rejected");
  const given = Object.entries(correction).filter(([, v]) => v !== "");
  const row = await q.updateEinvoice(ctx.db, id, {
    state: "queued",
    correction: given.length ? JSON.stringify(correction) : null,
    uploadIndex: null,
    downloadId: null,
    answer: null,
    answeredAt: null,
    errors: [],
    attempts: 0,
    lastError: null,
    nextAttemptAt: new Date(),
    leaseUntil: null,
  });
  // Which fields were corrected, never their values (personal data).
  await audit(ctx.db, {
    actorId,
    action: "einvoice.resend",
    entity: "einvoice",
    entityId: id,
    detail: { number: e.number, corrected: given.map(([k]) => k) },
  });
  await ctx.jobs.send(TRANSMIT_JOB, { id });
  const { e: now, orderNumber } = await found(ctx, row.id);
  return rowOut(ctx, now, orderNumber);
}

/**
 * Staff: send a waiting document (queued, or uploaded and waiting for ANAF's answer) now instead
 * of at its next attempt: after an outage the back-off can be an hour, and a freshly issued
 * invoice otherwise waits for the next sweep. A worker holding it keeps it (the claim is refused).
 */
export async function sendNow(ctx: AppContext, actorId: number, id: number) {
  const { e } = await found(ctx, id);
  if (e.state !== "queued" && e.state !== "uploaded")
    throw conflict("einvoice:sendNow.notWaiting", "einvoice_not_waiting");
  await q.updateEinvoice(ctx.db, id, { nextAttemptAt: new Date() });
  await audit(ctx.db, {
    actorId,
    action: "einvoice.send-now",
    entity: "einvoice",
    entityId: id,
    detail: { number: e.number },
  });
  await ctx.jobs.send(TRANSMIT_JOB, { id });
  const { e: now, orderNumber } = await found(ctx, id);
  return rowOut(ctx, now, orderNumber);
}

export async function documentFile(ctx: AppContext, id: number) {
  const { e } = await found(ctx, id);
  const { xml } = await documentXml(ctx, e);
  return { number: e.number, xml };
}

export async function answerFile(ctx: AppContext, id: number) {
  const { e } = await found(ctx, id);
  if (!e.answer) throw notFound("einvoice:noAnswer");
  return { number: e.number, zip: Buffer.from(e.answer, "base64") };
}

function onlyRomanian(ctx: AppContext) {
  if (!isRomanian(ctx)) throw notFound("einvoice:notRomanian");
}

/** The invoice as RO e-Factura UBL, as sent (with staff's correction when there is one). */
async function invoiceUblOf(ctx: AppContext, o: Awaited<ReturnType<typeof orders.invoicedOrder>>) {
  onlyRomanian(ctx);
  const doc = await orders.invoiceOf(ctx, o);
  const row = await q.einvoiceByNumber(ctx.db, doc.number);
  return {
    number: doc.number,
    xml: orders.renderUbl(doc, { correction: toBuyerCorrection(row && correctionOf(row)) }),
  };
}

export async function staffInvoiceUbl(ctx: AppContext, orderId: number) {
  return invoiceUblOf(ctx, await orders.invoicedOrder(ctx, orderId));
}

/** The customer's copy: by the status link's key, or the logged-in owner's (the account's orders). */
export async function customerInvoiceUbl(
  ctx: AppContext,
  number: string,
  key: string | undefined,
  userId: number | null,
) {
  const o = await orders.orderForCustomer(ctx, number, key, userId);
  if (o.invoiceStatus !== "created") throw notFound("orders:invoiceMissing");
  return invoiceUblOf(ctx, o);
}

export async function staffCreditNoteUbl(ctx: AppContext, creditNoteId: number) {
  onlyRomanian(ctx);
  const { doc } = await orders.creditNoteDocument(ctx, creditNoteId);
  const row = await q.einvoiceByNumber(ctx.db, doc.number);
  return {
    number: doc.number,
    xml: orders.renderUbl(doc, { correction: toBuyerCorrection(row && correctionOf(row)) }),
  };
}

const marketOfCurrency = (currency: string): "cz" | "ro" => (currency === "RON" ? "ro" : "cz");

/**
 * The invoice register with each document's market and e-document: ISDOC for Czech documents,
 * RO e-Factura with its ANAF state for Romanian ones; filtered by market and by e-document state.
 */
export async function register(
  ctx: AppContext,
  query: { month: string; market?: "cz" | "ro"; e_state?: q.EinvoiceState | "none" },
) {
  await enrol(ctx);
  const base = await orders.invoiceRegister(ctx, query.month);
  const states = await q.statesOf(
    ctx.db,
    base.results.map((r) => r.number),
  );
  const results = base.results
    .map((r) => {
      const market = marketOfCurrency(r.currency);
      return {
        ...r,
        market,
        e_format: market === "ro" ? ("efactura" as const) : ("isdoc" as const),
        e_state: market === "ro" ? (states.get(r.number) ?? ("none" as const)) : null,
      };
    })
    .filter((r) => !query.market || r.market === query.market)
    .filter((r) => !query.e_state || r.e_state === query.e_state);
  const sum = (kind: string) => results.filter((r) => r.kind === kind).reduce((s, r) => s + r.total, 0);
  return {
    month: base.month,
    results,
    invoiced: sum("invoice"),
    credited: sum("credit_note"),
    net: sum("invoice") + sum("credit_note"),
  };
}
