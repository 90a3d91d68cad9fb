/** The object without its undefined fields: a PATCH sets only what it was sent. */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Whether anything is left to set (Drizzle refuses an UPDATE without values). */
export const hasValues = (values: Record<string, unknown>) => Object.keys(values).length > 0;
