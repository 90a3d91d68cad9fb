import { ACTIVITY_WINDOWS, type productActivity as activitySchema } from "../../../contract/pricing.js";
import type { z } from "../../../contract/z.js";
import type { AppContext } from "../../platform/context.js";
import { selectCurrentLevels, selectProductActivity } from "./product-activity.queries.js";

/**
 * The staff product page's panel: sales and purchases of the model over 7, 21, 42 and 90 days (one
 * statement), and its variants' level prices applied now. A model id that does not exist reads as
 * no activity: the page asking has just read the model.
 */
export async function productActivity(
  ctx: AppContext,
  masterId: number,
): Promise<z.output<typeof activitySchema>> {
  const [windows, levels] = await Promise.all([
    selectProductActivity(ctx.db, masterId, ACTIVITY_WINDOWS),
    selectCurrentLevels(ctx.db, masterId, ctx.market.code),
  ]);
  return { windows, levels };
}
