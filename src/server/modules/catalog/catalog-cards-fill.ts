import type { Db } from "../../db/client.js";
import { cardlessIds, currentEpoch, staleIds, storeCards } from "./catalog-cards-store.queries.js";
import { fillReadModel, type ReadModel } from "./read-model-fill.js";

/** The cards' read model (decision 025) of `language`, its prices those of `market`. */
export const cardsReadModel = (db: Db, language: string, market: string): ReadModel => ({
  epoch: () => currentEpoch(db),
  missing: (after) => cardlessIds(db, after, language),
  stale: () => staleIds(db),
  store: (ids) => storeCards(db, ids, language, market),
});

/** One round of the cards' filler (see `fillReadModel`). */
export const fillCards = (db: Db, language: string, market: string, passedEpoch: number | null = null) =>
  fillReadModel(cardsReadModel(db, language, market), passedEpoch);
