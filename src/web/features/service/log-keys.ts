/**
 * Stable React keys for append-only logs (history, parts) whose rows have no id of their own:
 * a row's position from the start never changes, so it identifies the row.
 */
export const withKeys = <T>(list: readonly T[]) => list.map((item, position) => ({ item, key: position }));
