import { INSTALLMENT_STATUSES, type InstallmentStatus } from "../../../contract/order-installments.js";
import { findProvider } from "../../integrations/installments/companies.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound } from "../../platform/errors.js";
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

/**
 * Spec §4: change the installment status. Sent finalises the loan at the lender and records its
 * answer; a refusal is recorded too, the status stays and the caller gets a 400. The row is locked
 * while the lender answers, so two clicks never finalise twice.
 */
export async function changeInstallmentStatus(
  ctx: AppContext,
  actorId: number,
  orderId: number,
  next: InstallmentStatus,
  applicationIdGiven?: string,
) {
  const refused = await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (!o?.installment) throw notFound("orders:installments.notFound");
    const loan = o.installment as Loan;
    const current = statusOf(loan);
    if (!INSTALLMENT_NEXT[current].includes(next))
      throw badRequest("orders:installments.statusNotAllowed", "status_not_allowed");
    const applicationId =
      applicationIdGiven ?? str(loan.application_id) ?? `${String(loan.company)}-${o.number}`;
    const updated: Loan = { ...loan, application_id: applicationId };
    let refusal: string | null = null;
    if (next === "sent") {
      const provider = findProvider(o.currency as "CZK" | "RON", String(loan.company));
      if (!provider) throw badRequest("orders:installments.noLender", "no_lender");
      const answer = await provider.finalise(applicationId);
      updated.lender_state = answer.state;
      updated.lender_reference = answer.reference;
      updated.lender_answered_at = new Date().toISOString();
      if (answer.state === "finalised") updated.sent_at = updated.lender_answered_at;
      else refusal = answer.message ?? "refused";
    }
    if (!refusal) updated.status = next;
    await updateOrder(tx, orderId, { installment: updated, updatedAt: new Date() });
    await addHistory(tx, orderId, "installment_status", refusal ? `${current}:refused` : next, actorId);
    await audit(tx, {
      actorId,
      action: refusal ? "installment.finalise_refused" : "installment.status",
      entity: "order",
      entityId: orderId,
      detail: {
        from: current,
        to: next,
        company: loan.company,
        application_id: applicationId,
        lender_state: updated.lender_state ?? null,
        lender_reference: updated.lender_reference ?? null,
      },
    });
    return refusal;
  });
  if (refused) throw badRequest("orders:installments.lenderRefused", "lender_refused");
  return installmentOf(ctx, orderId);
}
