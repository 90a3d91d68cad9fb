import type { AppContext } from "../../platform/context.js";
import { cardsReadModel, fillCards } from "./catalog-cards-fill.js";
import { answersReadModel, fillProductAnswers } from "./product-answers-fill.js";
import { startReadModelFiller } from "./read-model-fill.js";

/**
 * Keeps the catalogue's read models of the market of `ctx` filled where jobs run (the worker, or
 * inline): the cards (decision 025) and the product answers (decision 026), each by its own filler.
 * Returns the stop.
 */
export function startCatalogFillers(ctx: AppContext, onError: (error: unknown) => void) {
  const stops = [
    startReadModelFiller(cardsReadModel(ctx.db, ctx.market.language, ctx.market.code), onError),
    startReadModelFiller(answersReadModel(ctx), onError),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/**
 * Fills every row of the catalogue's read models once (the seed's end): the cards first, so the
 * answers' recommended accessories take the stored cards.
 */
export async function fillCatalogReadModels(ctx: AppContext): Promise<void> {
  await fillCards(ctx.db, ctx.market.language, ctx.market.code);
  await fillProductAnswers(ctx);
}
