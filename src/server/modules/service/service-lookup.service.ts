import type {
  OperationsResponse,
  ServiceOperation,
  ServiceSelectorResponse,
} from "../../../contract/service.js";
import { buildSelectorUrl } from "../../../domain/device-selection.js";
import type { Language } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { loadDeviceTree, localize, restoreSelection } from "../device-selector/device-selector.service.js";
import { deviceLabel, requireServiceColor, serviceScope } from "./service-device.js";
import type { OperationRow } from "./service-operations.queries.js";
import { cachedColorOperations } from "./service-operations-cache.js";

export function toOperation(row: OperationRow, lang: Language): ServiceOperation {
  return {
    value: row.id,
    code: row.code,
    label: localize(row.names, lang),
    description: localize(row.descriptions, lang),
    price: row.price,
    duration_minutes: row.durationMinutes,
    while_you_wait: row.whileYouWait,
    stores: row.stores,
  };
}

async function operationsFor(ctx: AppContext, lang: Language, modelId: number, colorId: number) {
  const rows = await cachedColorOperations(ctx.db, ctx.market.code, modelId, colorId);
  return rows.map((r) => toOperation(r, lang));
}

/** `service:selector`: the selection restored from URL parameters, with the operations once a colour is chosen. */
export async function serviceSelector(
  ctx: AppContext,
  lang: Language,
  params: Record<string, unknown>,
): Promise<ServiceSelectorResponse> {
  const r = await restoreSelection(ctx, serviceScope(ctx, lang), params);
  const label =
    r.model && r.color
      ? deviceLabel({
          manufacturer: r.model.maker.name,
          model: r.model.name,
          color: localize(r.color.names, lang),
        })
      : null;
  return {
    selected_choices: r.selected_choices,
    choices: r.choices,
    url: r.url,
    device_label: label,
    operations: r.model && r.color ? await operationsFor(ctx, lang, r.model.id, r.color.id) : null,
  };
}

/**
 * `service:operations` (spec §7: by colour; url, choices). Type, manufacturer and model are
 * optional, but when sent they must be the colour's own, as for the selector's colour call.
 */
export async function operationsByColor(
  ctx: AppContext,
  lang: Language,
  q: { type?: string; manufacturer?: string; model?: string; color: string },
): Promise<OperationsResponse> {
  const { color, model, label } = await requireServiceColor(ctx, q.color, lang);
  if (q.model && q.model !== model.slug) throw new ValidationError({ model: ["validation.choice"] });
  if (q.manufacturer && q.manufacturer !== model.maker.slug)
    throw new ValidationError({ manufacturer: ["validation.choice"] });
  if (q.type && q.type !== model.type.slug) throw new ValidationError({ type: ["validation.choice"] });
  const selection = {
    type: model.type.slug,
    manufacturer: model.maker.slug,
    model: model.slug,
    color: color.slug,
  };
  return {
    url: buildSelectorUrl(serviceScope(ctx, lang).basePath, selection),
    device_label: label,
    choices: await operationsFor(ctx, lang, model.id, color.id),
  };
}

/** `service:product`: the selector state for a model chosen from the smart-search results. */
export async function serviceProduct(ctx: AppContext, lang: Language, modelSlug: string) {
  const scope = serviceScope(ctx, lang);
  const tree = await loadDeviceTree(ctx.db);
  const model = tree.modelBySlug.get(modelSlug);
  if (!model?.forService) throw new ValidationError({ model: ["validation.choice"] });
  const r = await restoreSelection(ctx, scope, {
    type: model.type.slug,
    manufacturer: model.maker.slug,
    model: model.slug,
  });
  return { selected_choices: r.selected_choices, choices: r.choices, url: r.url, device_label: null };
}
