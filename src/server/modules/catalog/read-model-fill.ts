/**
 * A read model the change log keeps (decisions 025, 026): rows built ahead from the catalogue,
 * marked stale by the log's trigger, a whole epoch older when a change may touch any of them.
 */
export interface ReadModel {
  epoch(): Promise<number>;
  /** Up to a batch of products after `after` without a fresh row of the current epoch. */
  missing(after: number): Promise<number[]>;
  /** Up to a batch of products whose row is stale. */
  stale(): Promise<number[]>;
  /** Builds and stores the rows of `ids`: how many, or null when another process is filling. */
  store(ids: number[]): Promise<number | null>;
}

/**
 * One round of a filler: every active product's row when the epoch moved since `passedEpoch` (or
 * on the first round), then every stale row. Returns the epoch the full pass covered, for the next
 * round, and how many rows it stored; stops early when another process is filling.
 */
export async function fillReadModel(
  model: ReadModel,
  passedEpoch: number | null = null,
): Promise<{ epoch: number; stored: number }> {
  let stored = 0;
  const epoch = await model.epoch();
  if (epoch !== passedEpoch) {
    for (let after = 0; ; ) {
      const ids = await model.missing(after);
      if (!ids.length) break;
      const n = await model.store(ids);
      if (n === null) return { epoch: passedEpoch ?? Number.NaN, stored };
      stored += n;
      after = ids[ids.length - 1];
    }
  }
  for (;;) {
    const ids = await model.stale();
    if (!ids.length) break;
    const n = await model.store(ids);
    if (n === null) break;
    stored += n;
  }
  return { epoch, stored };
}

/**
 * Keeps a read model filled in a process that runs jobs: a round every `everyMs`, never two at
 * once. A round finds nothing to do with one indexed probe. Each model has its own filler, so a
 * long pass of one (a new epoch of the product answers) does not hold the other's stale rows back.
 * Returns the stop function.
 */
export function startReadModelFiller(
  model: ReadModel,
  onError: (error: unknown) => void,
  everyMs = 1000,
): () => Promise<void> {
  let passedEpoch: number | null = null;
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (round) return;
    round = fillReadModel(model, passedEpoch)
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
