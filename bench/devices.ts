import type { BenchContext } from "./scenario.js";
import { inBatches, readJson } from "./twins.js";

/** A colour of a device model in the buy-back or service selector, with the choices leading to it. */
export interface DeviceColour {
  type: string;
  manufacturer: string;
  /** The maker's label ("Apple"). */
  manufacturerLabel: string;
  model: string;
  /** The model's label ("iPhone 15 Pro"). */
  modelLabel: string;
  color: string;
}

type Choices = { choices: { value: string; label: string }[] };

const walks = new Map<string, Promise<DeviceColour[]>>();

/**
 * Every colour the selector of `area` offers, walked through its own routes (types → makers →
 * models → colours: a few hundred small reads, once per run), ordered so that neighbours are of
 * different models (a model's data may be cached per model).
 */
export function deviceColours(ctx: BenchContext, area: "buyback" | "service"): Promise<DeviceColour[]> {
  let walk = walks.get(area);
  if (!walk) {
    walk = (async () => {
      const get = (step: string, query: Record<string, string>) =>
        readJson(ctx, ctx.path(`${area}:${step}`, {}, query)) as Promise<Choices>;
      const types = (await get("types", {})).choices;
      const makers = (
        await inBatches(types, 4, async (t) =>
          (await get("manufacturers", { type: t.value })).choices.map((m) => ({ type: t.value, m })),
        )
      ).flat();
      const models = (
        await inBatches(makers, 4, async ({ type, m }) =>
          (await get("models", { type, manufacturer: m.value })).choices.map((model) => ({ type, m, model })),
        )
      ).flat();
      const byModel = await inBatches(models, 4, async ({ type, m, model }) =>
        (await get("colors", { model: model.value })).choices.map((c) => ({
          type,
          manufacturer: m.value,
          manufacturerLabel: m.label,
          model: model.value,
          modelLabel: model.label,
          color: c.value,
        })),
      );
      // Round-robin over models: the first colour of each model, then the second of each…
      const out: DeviceColour[] = [];
      for (let i = 0; out.length < byModel.flat().length; i++)
        for (const colours of byModel) if (colours[i]) out.push(colours[i]);
      return out;
    })();
    walks.set(area, walk);
  }
  return walk;
}
