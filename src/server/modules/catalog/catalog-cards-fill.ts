import type { Db } from "../../db/client.js";
import { cardlessIds, currentEpoch, staleIds, storeCards } from "./catalog-cards-store.queries.js";

/**
 * One round of the filler: every active product's card when the epoch moved since `passedEpoch`
 * (or on the first round), then every stale card. Returns the epoch the full pass covered, for
 * the next round, and how many cards it stored; stops early when another process is filling.
 */
export async function fillCards(
  db: Db,
  language: string,
  market: string,
  passedEpoch: number | null = null,
): Promise<{ epoch: number; stored: number }> {
  let stored = 0;
  const epoch = await currentEpoch(db);
  if (epoch !== passedEpoch) {
    for (let after = 0; ; ) {
      const ids = await cardlessIds(db, after, language);
      if (!ids.length) break;
      const n = await storeCards(db, ids, language, market);
      if (n === null) return { epoch: passedEpoch ?? Number.NaN, stored };
      stored += n;
      after = ids[ids.length - 1];
    }
  }
  for (;;) {
    const ids = await staleIds(db);
    if (!ids.length) break;
    const n = await storeCards(db, ids, language, market);
    if (n === null) break;
    stored += n;
  }
  return { epoch, stored };
}

/**
 * Keeps the cards' read model filled in a process that runs jobs: a round every `everyMs`, never two
 * at once. A round finds nothing to do with one indexed probe. Returns the stop function.
 */
export function startCardFiller(
  db: Db,
  language: string,
  market: string,
  onError: (error: unknown) => void,
  everyMs = 1000,
): () => Promise<void> {
  let passedEpoch: number | null = null;
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (round) return;
    round = fillCards(db, language, market, passedEpoch)
      .then((r) => {
        passedEpoch = r.epoch;
      }, onError)
      .finally(() => {
        round = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
