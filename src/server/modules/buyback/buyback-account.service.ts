import type { MyBuyback } from "../../../contract/buyback.js";
import type { BuybackStatus } from "../../../domain/buyback-status.js";
import type { Language } from "../../../domain/market.js";
import type { AppContext } from "../../platform/context.js";
import { loadDeviceTree, localize } from "../device-selector/device-selector.service.js";
import { selectBuybacksOfUser } from "./buyback.queries.js";
import { statusLink } from "./sell.service.js";

/** The account lists this many of a customer's buy-backs (a private seller has a handful). */
export const MY_BUYBACKS_LIMIT = 100;

/**
 * The account's buy-backs (issue 16): the customer's own (by the account, so a guest's sale shows
 * once it is attached to the account), the newest first, each with its signed status link.
 */
export async function myBuybacks(
  ctx: AppContext,
  lang: Language,
  userId: number,
): Promise<{ results: MyBuyback[] }> {
  const [rows, tree] = await Promise.all([
    selectBuybacksOfUser(ctx.db, userId, MY_BUYBACKS_LIMIT),
    loadDeviceTree(ctx.db),
  ]);
  return {
    results: rows.map((r) => {
      const model = tree.modelById.get(r.modelId);
      const color = tree.colorById.get(r.colorId);
      return {
        id: r.publicId,
        number: r.number,
        created_at: r.createdAt.toISOString(),
        device: model
          ? `${model.maker.name} ${model.name}${color ? `, ${localize(color.names, lang)}` : ""}`
          : r.number,
        status: r.status as BuybackStatus,
        price: r.price,
        offered_price: r.offeredPrice,
        status_url: statusLink(ctx, r.publicId),
      };
    }),
  };
}
