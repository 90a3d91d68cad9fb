import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import type { Jobs } from "../../platform/jobs.js";
import type { CreatePayment, GatewayNotification, GatewayState, PaymentGateway } from "./payment-gateway.js";
import {
  finishSandboxPayment,
  insertSandboxPayment,
  selectSandboxPayment,
} from "./sandbox-gateway.queries.js";
import { sign, verify } from "./sandbox-signature.js";

export const SANDBOX_BASE = "/sandbox/payment-gateway";
export const SANDBOX_NOTIFY_JOB = "payment-gateway.sandbox-notify";
/** Test cards as real sandboxes publish them: this one is declined, any other valid one is paid. */
export const DECLINED_CARD = "4000000000000002";
/** A wallet token containing this is declined. */
export const DECLINED_TOKEN = "declined";

/** The secret the sandbox and the shop share, derived from the data key so no extra setting is needed. */
export const sandboxSecret = (dataKey: Buffer) =>
  createHmac("sha256", dataKey).update("payment-gateway-sandbox").digest();

/**
 * A gateway that lives in the shop for development, tests and demos: it keeps its own books,
 * serves a hosted payment page, and notifies asynchronously (a job) with a signed body.
 */
export class SandboxGateway implements PaymentGateway {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly secret: Buffer,
  ) {}

  async create(input: CreatePayment) {
    const gatewayId = `SBX-${randomBytes(9).toString("base64url")}`;
    await insertSandboxPayment(this.db, {
      id: gatewayId,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
      meta: { label: input.label, method: input.method },
    });
    return { gatewayId, redirectUrl: `${SANDBOX_BASE}/pay/${gatewayId}/` };
  }

  async state(gatewayId: string): Promise<GatewayState | null> {
    const row = await selectSandboxPayment(this.db, gatewayId);
    return (row?.state as GatewayState) ?? null;
  }

  /** The hosted page's outcome: recorded once, then notified in the background. */
  async finish(gatewayId: string, state: Exclude<GatewayState, "CREATED">): Promise<string | null> {
    const row = await finishSandboxPayment(this.db, gatewayId, state);
    if (!row) return null;
    await this.jobs.send(SANDBOX_NOTIFY_JOB, { id: gatewayId });
    const sep = row.returnUrl.includes("?") ? "&" : "?";
    return `${row.returnUrl}${sep}payment_id=${encodeURIComponent(gatewayId)}`;
  }

  async notification(gatewayId: string): Promise<{ url: string; body: string; signature: string } | null> {
    const row = await selectSandboxPayment(this.db, gatewayId);
    if (!row) return null;
    const body = JSON.stringify({
      id: row.id,
      state: row.state,
      reference: row.reference,
      amount: row.amount,
    });
    return { url: row.notifyUrl, body, signature: sign(this.secret, body) };
  }

  verifyNotification(rawBody: string, signature: string | undefined): GatewayNotification | null {
    if (!verify(this.secret, rawBody, signature)) return null;
    try {
      const b = JSON.parse(rawBody);
      if (typeof b.id !== "string" || !["CREATED", "PAID", "CANCELED", "FAILED"].includes(b.state))
        return null;
      return { gatewayId: b.id, state: b.state, reference: String(b.reference), amount: Number(b.amount) };
    } catch {
      return null;
    }
  }

  async chargeWalletToken(input: CreatePayment & { token: string }) {
    const { gatewayId } = await this.create(input);
    const state = input.token.includes(DECLINED_TOKEN) ? "FAILED" : "PAID";
    await finishSandboxPayment(this.db, gatewayId, state);
    await this.jobs.send(SANDBOX_NOTIFY_JOB, { id: gatewayId });
    return { gatewayId, state: state as GatewayState };
  }

  async find(gatewayId: string) {
    return (await selectSandboxPayment(this.db, gatewayId)) ?? null;
  }
}
