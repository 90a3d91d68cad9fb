import { type SQL, sql } from "drizzle-orm";

/**
 * A PostgreSQL array literal as one parameter (`'{1,2,3}'::int[]`). Drizzle spreads a JS array into
 * a list of parameters, and the two drivers (pg, PGlite) disagree on array parameters; a literal
 * with an explicit cast reads the same on both.
 */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(",")}}`}::int[]`;
}

export function textArray(values: readonly string[]): SQL {
  const quoted = values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);
  return sql`${`{${quoted.join(",")}}`}::text[]`;
}
