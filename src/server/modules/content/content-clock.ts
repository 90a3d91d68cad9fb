/**
 * The time content is published by (scheduled articles and landing pages). Services read it here,
 * never in SQL (`now()`), so a test can move it forward and see a page appear without waiting.
 */
export const contentClock = { now: (): Date => new Date() };
