import type { Database } from "../db/client.js";

export interface RecordedStatement {
  text: string;
  params: unknown[];
}

/**
 * Records every statement the app sends through the driver (PGlite's or the pool's `query`) until
 * `stop()`; transactions on a pool's own client are not seen. For plan checks, not for behaviour.
 */
export function recordStatements(database: Database): { statements: RecordedStatement[]; stop: () => void } {
  const statements: RecordedStatement[] = [];
  const target = (database.pool ?? database.pglite) as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    // A named statement (Drizzle's `prepare`) passes its config first and its values second.
    const params =
      (typeof first === "string" ? second : ((first as { values?: unknown[] }).values ?? second)) ?? [];
    statements.push({ text, params: Array.isArray(params) ? params : [] });
    return original.apply(this, args);
  };
  return { statements, stop: () => (target.query = original) };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/**
 * The tables a statement would still read by sequential scan with sequential scans discouraged
 * (`enable_seqscan = off`): those it has no usable index for. A test catalogue is small enough for
 * the planner to prefer a scan where a large one would not, so its own choice says little.
 */
export async function sequentialScans(database: Database, s: RecordedStatement): Promise<string[]> {
  const explain = `explain (format json) ${s.text}`;
  let result: { rows: unknown[] };
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query("set enable_seqscan = off");
      result = await client.query(explain, s.params as unknown[]);
    } finally {
      await client.query("reset enable_seqscan");
      client.release();
    }
  } else {
    const pglite = database.pglite!;
    await pglite.exec("set enable_seqscan = off");
    try {
      result = await pglite.query<Record<string, unknown>>(explain, s.params as unknown[]);
    } finally {
      await pglite.exec("reset enable_seqscan");
    }
  }
  const raw = (result.rows[0] as Record<string, unknown>)["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"]) found.push(node["Relation Name"]);
    node.Plans?.forEach(walk);
  };
  walk(plan[0].Plan);
  return found;
}
