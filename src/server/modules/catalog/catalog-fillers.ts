import type { AppContext } from "../../platform/context.js";
import { cardsReadModel, fillCards } from "./catalog-cards-fill.js";
import { answersReadModel, fillProductAnswers } from "./product-answers-fill.js";
import { startReadModelFiller } from "./read-model-fill.js";

/**
 * The catalogue's read models of the market of `ctx`, in the order they are filled: the cards
 * (decision 025), then the product answers, whose accessories read the cards (decision 026).
 */
const catalogReadModels = (ctx: AppContext) => [
  cardsReadModel(ctx.db, ctx.market.language, ctx.market.code),
  answersReadModel(ctx),
];

/** Keeps the catalogue's read models filled where jobs run (the worker, or inline). Returns the stop. */
export const startCatalogFillers = (ctx: AppContext, onError: (error: unknown) => void) =>
  startReadModelFiller(catalogReadModels(ctx), onError);

/** Fills every row of the catalogue's read models once (the seed's end). */
export async function fillCatalogReadModels(ctx: AppContext): Promise<void> {
  await fillCards(ctx.db, ctx.market.language, ctx.market.code);
  await fillProductAnswers(ctx);
}
