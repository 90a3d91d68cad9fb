import type { AppContext } from "../../platform/context.js";
import { catalogLookups } from "./catalog.service.js";
import { retailProductRows } from "./product.queries.js";
import { answerOf } from "./product.service.js";
import {
  type AnswerToStore,
  answerlessIds,
  answersEpoch,
  staleAnswerIds,
  storeProductAnswers,
} from "./product-answers-store.queries.js";
import { fillReadModel, type ReadModel } from "./read-model-fill.js";
import { lockFillBatch } from "./read-model-lock.queries.js";

/** `pg_try_advisory_xact_lock` key: one answers' filler at a time over all processes. */
const ANSWERS_LOCK = 25_026;

/**
 * Builds and stores the retail answers of `ids` in the market of `ctx` (decision 026), as
 * `productAnswer` builds them live, in one transaction opened by `lockFillBatch`. The category tree
 * and attributes are taken first (on PGlite's one connection they cannot be read while the batch's
 * transaction is open); a change of them moves the answers' epoch, so the batch goes ahead only
 * when the epoch is still the one read before them (tried again a few times when one committed in
 * between). Returns how many answers were stored, or null when another process is filling or the
 * epoch kept moving (the next round tries again).
 */
export async function storeAnswers(ctx: AppContext, ids: number[]): Promise<number | null> {
  if (!ids.length) return 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await storeAtEpoch(ctx, ids);
    if (stored !== "moved") return stored;
  }
  return null;
}

async function storeAtEpoch(ctx: AppContext, ids: number[]): Promise<number | null | "moved"> {
  const epochBefore = await answersEpoch(ctx.db);
  const lookups = await catalogLookups(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockFillBatch(tx, ANSWERS_LOCK))) return null;
    const epoch = await answersEpoch(tx);
    if (epoch !== epochBefore) return "moved";
    const rows = await retailProductRows(tx, ids, ctx.market.language, ctx.market.code);
    const answers = rows.map(({ r, models, fresh_until }): AnswerToStore => {
      const answer = answerOf(ctx, lookups, r);
      return {
        product_id: answer.id,
        seo_name: r.product.seo_name,
        master_id: answer.masterId,
        meta_master_id: r.master.meta_master_id,
        models,
        fresh_until,
        tags: answer.tags,
        body: answer.text,
      };
    });
    const found = new Set(answers.map((a) => a.product_id));
    await storeProductAnswers(
      tx,
      answers,
      ids.filter((id) => !found.has(id)),
      epoch,
      ctx.market.code,
    );
    return answers.length;
  });
}

/** The product answers' read model of the market of `ctx`. */
export const answersReadModel = (ctx: AppContext): ReadModel => ({
  epoch: () => answersEpoch(ctx.db),
  missing: (after) => answerlessIds(ctx.db, after, ctx.market.code),
  stale: () => staleAnswerIds(ctx.db),
  store: (ids) => storeAnswers(ctx, ids),
});

/** One round of the answers' filler (see `fillReadModel`). */
export const fillProductAnswers = (ctx: AppContext, passedEpoch: number | null = null) =>
  fillReadModel(answersReadModel(ctx), passedEpoch);
