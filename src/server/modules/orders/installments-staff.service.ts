import { INSTALLMENT_STATUSES, type InstallmentStatus } from "../../../contract/order-installments.js";
import type { Tx } from "../../db/client.js";
import { findProvider } from "../../integrations/installments/companies.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors.js";
import {
  addHistory,
  installmentOrdersPage,
  lockOrder,
  type OrderRow,
  orderById,
  updateOrder,
} from "./orders.queries.js";

/** Spec §4 installment status: new → approved → sent; rejected and cancelled are final. */
export const INSTALLMENT_NEXT: Record<InstallmentStatus, InstallmentStatus[]> = {
  new: ["approved", "rejected", "cancelled"],
  approved: ["sent", "cancelled"],
  rejected: [],
  sent: [],
  cancelled: [],
};

type Loan = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" && v ? v : null);
const num = (v: unknown) => (typeof v === "number" ? v : null);
const statusOf = (l: Loan): InstallmentStatus =>
  (INSTALLMENT_STATUSES as readonly string[]).includes(String(l.status))
    ? (l.status as InstallmentStatus)
    : "new";

function row(o: OrderRow) {
  const l = (o.installment ?? {}) as Loan;
  const billing = JSON.parse(o.billing) as Record<string, unknown>;
  const status = statusOf(l);
  return {
    order_id: o.id,
    number: o.number,
    created_at: o.createdAt.toISOString(),
    customer_name: `${billing.first_name ?? ""} ${billing.last_name ?? ""}`.trim(),
    company: String(l.company ?? ""),
    company_name: String(l.name ?? l.company ?? ""),
    months: num(l.months) ?? 0,
    amount: o.total,
    monthly: num(l.monthly),
    down_payment: num(l.downPayment),
    arrange: String(l.arrange ?? "online"),
    currency: o.currency,
    order_status: o.status,
    status,
    application_id: str(l.application_id),
    lender_state: str(l.lender_state),
    lender_reference: str(l.lender_reference),
    sent_at: str(l.sent_at),
    allowed_statuses: INSTALLMENT_NEXT[status],
  };
}

/** Spec §2: installment overview — orders paid by installments, newest first. */
export async function listInstallments(
  ctx: AppContext,
  q: { page: number; page_size: number; status?: InstallmentStatus; company?: string; search?: string },
) {
  const { rows, n } = await installmentOrdersPage(ctx.db, q);
  return { count: n, page: q.page, page_size: q.page_size, results: rows.map(row) };
}

export async function installmentOf(ctx: AppContext, orderId: number) {
  const o = await orderById(ctx.db, orderId);
  if (!o?.installment) throw notFound("orders:installments.notFound");
  return row(o);
}

/** How long a finalisation under way holds the loan against a second one (a crashed call's claim expires). */
const FINALISING_MS = 2 * 60_000;
/** How long the lender may take to answer: well inside the claim, so a late answer is not written over another click. */
const LENDER_TIMEOUT_MS = 60_000;

/**
 * Spec §4: change the installment status. Sent finalises the loan at the lender and records its
 * answer; a refusal is recorded too, the status stays and the caller gets a 400. The lender is
 * asked outside any transaction: the loan is first claimed (`finalising_at`), so a second click while
 * the lender answers gets a 409 instead of a second finalisation, and no row lock or database
 * connection waits on the lender. A claim left by a crash expires; finalising is idempotent at the
 * lender (the same application gives the same contract), so asking again is safe.
 */
export async function changeInstallmentStatus(
  ctx: AppContext,
  actorId: number,
  orderId: number,
  next: InstallmentStatus,
  applicationIdGiven?: string,
) {
  const claim = await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (!o?.installment) throw notFound("orders:installments.notFound");
    const loan = o.installment as Loan;
    const current = statusOf(loan);
    if (!INSTALLMENT_NEXT[current].includes(next))
      throw badRequest("orders:installments.statusNotAllowed", "status_not_allowed");
    const finalisingSince = Date.parse(String(loan.finalising_at ?? ""));
    if (Date.now() - finalisingSince < FINALISING_MS)
      throw conflict("orders:installments.finalising", "finalising");
    const applicationId =
      applicationIdGiven ?? str(loan.application_id) ?? `${String(loan.company)}-${o.number}`;
    // An expired claim (a crashed call's) goes with the change.
    const { finalising_at: _, ...unclaimed } = loan;
    const updated: Loan = { ...unclaimed, application_id: applicationId };
    if (next !== "sent") {
      updated.status = next;
      await record(tx, { actorId, orderId, current, next, loan: updated, refusal: null });
      return null;
    }
    const provider = findProvider(o.currency as "CZK" | "RON", String(loan.company));
    if (!provider) throw badRequest("orders:installments.noLender", "no_lender");
    const token = new Date().toISOString();
    updated.finalising_at = token;
    await updateOrder(tx, orderId, { installment: updated, updatedAt: new Date() });
    return { provider, applicationId, current, token };
  });
  if (claim) {
    const answer = await withTimeout(claim.provider.finalise(claim.applicationId), LENDER_TIMEOUT_MS).catch(
      async () => {
        await releaseClaim(ctx, orderId, claim.token);
        throw new AppError(502, "lender_unavailable", "orders:installments.lenderUnavailable", {
          message: "orders:installments.lenderUnavailable",
        });
      },
    );
    const refused = await ctx.db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      const { finalising_at: token, ...loan } = o!.installment as Loan;
      // The claim is no longer this request's (it expired and another click took the loan on): the
      // lender's answer goes to the audit log, not over the loan's newer state.
      if (token !== claim.token || statusOf(loan) !== claim.current) {
        await audit(tx, {
          actorId,
          action: "installment.finalise_late",
          entity: "order",
          entityId: orderId,
          detail: {
            application_id: claim.applicationId,
            lender_state: answer.state,
            lender_reference: answer.reference,
          },
        });
        return "late" as const;
      }
      const answeredAt = new Date().toISOString();
      const updated: Loan = {
        ...loan,
        lender_state: answer.state,
        lender_reference: answer.reference,
        lender_answered_at: answeredAt,
      };
      const refusal = answer.state === "finalised" ? null : (answer.message ?? "refused");
      if (!refusal) Object.assign(updated, { status: "sent", sent_at: answeredAt });
      await record(tx, { actorId, orderId, current: claim.current, next, loan: updated, refusal });
      return refusal;
    });
    if (refused === "late") throw conflict("orders:installments.changedMeanwhile", "changed_meanwhile");
    if (refused) throw badRequest("orders:installments.lenderRefused", "lender_refused");
  }
  return installmentOf(ctx, orderId);
}

/** The promise's answer, or a rejection after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** The loan's new state, its history line and the audit entry, in the caller's transaction. */
async function record(
  tx: Tx,
  c: {
    actorId: number;
    orderId: number;
    current: InstallmentStatus;
    next: InstallmentStatus;
    loan: Loan;
    refusal: string | null;
  },
) {
  await updateOrder(tx, c.orderId, { installment: c.loan, updatedAt: new Date() });
  await addHistory(
    tx,
    c.orderId,
    "installment_status",
    c.refusal ? `${c.current}:refused` : c.next,
    c.actorId,
  );
  await audit(tx, {
    actorId: c.actorId,
    action: c.refusal ? "installment.finalise_refused" : "installment.status",
    entity: "order",
    entityId: c.orderId,
    detail: {
      from: c.current,
      to: c.next,
      company: c.loan.company,
      application_id: c.loan.application_id,
      lender_state: c.loan.lender_state ?? null,
      lender_reference: c.loan.lender_reference ?? null,
    },
  });
}

/** The lender could not be asked (its API down): the loan is free for the next click, if still this claim's. */
async function releaseClaim(ctx: AppContext, orderId: number, claim: string) {
  await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    const { finalising_at: token, ...loan } = (o?.installment ?? {}) as Loan;
    if (token !== claim) return;
    await updateOrder(tx, orderId, { installment: loan, updatedAt: new Date() });
  });
}
