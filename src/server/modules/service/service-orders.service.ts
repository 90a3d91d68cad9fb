import type { ServiceCreated, ServiceStore } from "../../../contract/service.js";
import type { Language } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { localize } from "../device-selector/device-selector.service.js";
import { requireServiceColor } from "./service-device.js";
import { operationsByIds } from "./service-operations.queries.js";
import { insertServiceOrder } from "./service-order-create.js";

export interface Handover {
  handover: "store" | "courier";
  store?: number | null;
  pickup_address?: { street: string; city: string; postcode: string } | null;
  customer: { name: string; email: string; phone: string };
}

export interface RepairOrderInput extends Handover {
  color: string;
  operations: number[];
  imei: string;
  fault: string;
}

const storeLabel = (s: ServiceStore) => `${s.name}, ${s.street}, ${s.city}`;

/**
 * What a new repair order or claim takes from the form: the fault, the customer, and how the device
 * reaches the service (the store that takes it, or the courier's pickup address).
 */
export function intakeFields(input: Handover & { fault: string }, store: ServiceStore | null) {
  return {
    fault: input.fault,
    handover: input.handover,
    storeId: store?.id ?? null,
    storeLabel: store ? storeLabel(store) : null,
    customer: input.customer,
    pickupAddress: input.handover === "courier" ? input.pickup_address! : null,
  };
}

/**
 * The store that takes the device: the chosen one, which must do every chosen operation; for a
 * courier pickup, the first service centre that does them all (the courier brings it there).
 */
export function pickStore(handover: Handover, operationStores: ServiceStore[][]): ServiceStore | null {
  const common = (operationStores[0] ?? []).filter((s) =>
    operationStores.every((list) => list.some((x) => x.id === s.id)),
  );
  if (handover.handover === "courier") return common[0] ?? null;
  const chosen = common.find((s) => s.id === handover.store);
  if (!chosen) throw new ValidationError({ store: ["service:errors.storeCannot"] });
  return chosen;
}

/** `service:order-create`: a repair of a device for the chosen operations, at today's prices. */
export async function createRepairOrder(
  ctx: AppContext,
  user: SessionUser | null,
  lang: Language,
  input: RepairOrderInput,
): Promise<ServiceCreated> {
  const device = await requireServiceColor(ctx, input.color, lang);
  const ids = [...new Set(input.operations)];
  const ops = await operationsByIds(ctx.db, ctx.market.code, device.model.id, device.color.id, ids);
  // An operation of another model, switched off, or without a price here cannot be ordered.
  if (ops.length !== ids.length)
    throw new ValidationError({ operations: ["service:errors.operationUnavailable"] });
  const store = pickStore(
    input,
    ops.map((o) => o.stores),
  );
  return insertServiceOrder(ctx, {
    kind: "repair",
    language: lang,
    userId: user?.id ?? null,
    modelId: device.model.id,
    colorId: device.color.id,
    deviceLabel: device.label,
    imei: input.imei,
    ...intakeFields(input, store),
    items: ops.map((o) => ({
      operationId: o.id,
      code: o.code,
      name: localize(o.names, lang),
      price: o.price,
      durationMinutes: o.durationMinutes,
    })),
  });
}

export { storeLabel };
