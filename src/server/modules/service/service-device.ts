import type { Language } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import { ValidationError } from "../../platform/errors.js";
import { describeColor, findColor, type SelectorScope } from "../device-selector/device-selector.service.js";

/** The service area's view of the shared selector: service models, the service page's URLs. */
export function serviceScope(ctx: AppContext, lang: Language): SelectorScope {
  return { purpose: "service", lang, basePath: `/${ctx.market.slugs.service}/` };
}

/** "Apple iPhone 15 Pro, Černý titan" without repeating the maker ("Apple Watch Ultra 2", not "Apple Apple …"). */
export function deviceLabel(d: { manufacturer: string; model: string; color: string }): string {
  const model = d.model.toLowerCase().startsWith(d.manufacturer.toLowerCase())
    ? d.model
    : `${d.manufacturer} ${d.model}`;
  return `${model}, ${d.color}`;
}

/** A serviceable colour by slug, or a 400 on `field` (the form field that sent it). */
export async function requireServiceColor(ctx: AppContext, slug: string, lang: Language, field = "color") {
  const found = await findColor(ctx, { purpose: "service" }, slug);
  if (!found) throw new ValidationError({ [field]: ["validation.choice"] });
  const described = (await describeColor(ctx, found.color.id, lang))!;
  return { ...found, described, label: deviceLabel(described) };
}
