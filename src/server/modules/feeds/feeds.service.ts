import type { FeedStatus } from "../../../contract/feeds.js";
import type { ProductFeed } from "../../../domain/market.js";
import { getT } from "../../../i18n/i18n.js";
import { deliveryMethods, paymentMethods } from "../../integrations/carriers/delivery-methods.js";
import type { AppContext } from "../../platform/context.js";
import { catalogLookups, displayName } from "../catalog/catalog.service.js";
import { type FeedContext, feedItem } from "./feed-item.js";
import { feedRows } from "./feed-items.queries.js";
import { type FeedFile, FeedStore, type FeedWriter } from "./feed-store.js";
import { GOOGLE_TAIL, googleHead, googleItem } from "./google-feed.js";
import { HEUREKA_HEAD, HEUREKA_TAIL, heurekaItem, listedOnHeureka } from "./heureka-feed.js";

const BATCH = 2_000;

/** Reads the catalogue in batches and writes one feed's items as they come. */
export function feedWriter(ctx: AppContext, name: ProductFeed, base: string): FeedWriter {
  return async (write) => {
    const { tree } = await catalogLookups(ctx);
    const m = ctx.market;
    const t = getT(m.language);
    const c: FeedContext = { base, locale: m.locale, tree, t, categoryName: (n) => displayName(n, m) };
    const deliveries = deliveryMethods(m.currency);
    const codFee = paymentMethods(m.currency).find((p) => p.code === "cod")?.fee ?? null;
    await write(name === "heureka" ? HEUREKA_HEAD : googleHead(t("common:shop.name"), base));
    let items = 0;
    for (let after = 0; ; ) {
      const rows = await feedRows(ctx.db, after, BATCH);
      if (!rows.length) break;
      after = rows.at(-1)!.id;
      let chunk = "";
      for (const row of rows) {
        const item = feedItem(row, c);
        if (name === "heureka" && !listedOnHeureka(item)) continue;
        chunk += name === "heureka" ? heurekaItem(item, deliveries, codFee) : googleItem(item, m.currency);
        items++;
      }
      await write(chunk);
    }
    await write(name === "heureka" ? HEUREKA_TAIL : GOOGLE_TAIL);
    return items;
  };
}

/**
 * The market's product feeds (`productFeeds`) of one app: each file written on demand into its own
 * store (kept fresh for a while, see FeedStore), and described for the staff screen.
 */
export function productFeeds(ctx: AppContext) {
  const base = ctx.config.publicUrl.replace(/\/$/, "");
  const store = new FeedStore(Date.now, ctx.config.feedsDir);
  return {
    names: ctx.market.productFeeds,
    /** The feed's file, written now when it is stale or missing, or always with `fresh`. */
    file: (name: ProductFeed, fresh = false): Promise<FeedFile> =>
      store.get(name, feedWriter(ctx, name, base), fresh),
    /** Where Heureka or Google Merchant Center fetch the feed, and what the last run wrote. */
    status: (name: ProductFeed): FeedStatus => {
      const f = store.last(name);
      return {
        name,
        url: `${base}/feeds/${name}.xml`,
        items: f?.items ?? null,
        bytes: f?.bytes ?? null,
        generated_at: f?.generatedAt.toISOString() ?? null,
      };
    },
    close: () => store.close(),
  };
}
