import { SandboxGateway, sandboxSecret } from "../../integrations/payment-gateway/sandbox-gateway.js";
import type { AppContext } from "../../platform/context.js";

const gateways = new WeakMap<AppContext, SandboxGateway>();

/** The configured gateway; only the sandbox exists until a provider contract is signed. */
export function gatewayFor(ctx: AppContext): SandboxGateway {
  let g = gateways.get(ctx);
  if (!g) {
    g = new SandboxGateway(ctx.db, ctx.jobs, sandboxSecret(ctx.config.dataKey));
    gateways.set(ctx, g);
  }
  return g;
}
