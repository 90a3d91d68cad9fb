import { sql } from "drizzle-orm";
import { invalidateAppraisals } from "../../modules/buyback/appraisal-store.js";
import { seedBonuses } from "../../modules/buyback/bonus.service.js";
import type { AppContext } from "../../platform/context.js";
import { buybackAppraisals, deviceModels } from "../schema.js";
import { templateAppraisal } from "./appraisal-template.js";
import { DEVICE_MODELS } from "./device-models-data.js";
import { modelSlug } from "./device-selector-seed.js";

/** Version 1 of every seeded model's appraisal and the bonus rules (idempotent). Needs seedDevices first. */
export async function seedBuyback(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(buybackAppraisals);
  if (n === 0) {
    const models = await ctx.db.select({ id: deviceModels.id, slug: deviceModels.slug }).from(deviceModels);
    const bySlug = new Map(DEVICE_MODELS.map((m) => [modelSlug(m.name), m]));
    const rows = models.flatMap((m) => {
      const seed = bySlug.get(m.slug);
      if (!seed) return [];
      return [
        {
          modelId: m.id,
          version: 1,
          isCurrent: true,
          ...templateAppraisal(seed.type, seed.topPrice, ctx.market),
        },
      ];
    });
    if (rows.length) await ctx.db.insert(buybackAppraisals).values(rows);
    invalidateAppraisals(ctx.db);
  }
  await seedBonuses(ctx);
}
