// `DATABASE_URL=… node --import tsx bench/search-paths.ts [--requests 1500]` (LOOKUPS=1 lists each
// lookup too): which way each of the
// search twin's terms is found (search-plan.ts: a GIN lookup, a postings walk, a lookup that read
// more than its bound and handed over to a walk) and the wall time of each step, one search at a
// time on a quiet connection. The walks' terms are listed with their words' counts: what a change
// of the plan's rule would move (issue 14, decisions 011 and 027).
import { parseArgs } from "node:util";
import { searchTokens } from "../src/domain/search-text.js";
import { readCatalogVersions } from "../src/server/modules/catalog/catalog-cache.js";
import { searchLookup, searchWalk } from "../src/server/modules/search/search.queries.js";
import { searchDictionaryAt } from "../src/server/modules/search/search-dictionary.js";
import {
  CANDIDATES,
  expectedMatches,
  indexGroups,
  LOOKUP_ROWS,
  planSearch,
  WALK_ROWS,
} from "../src/server/modules/search/search-plan.js";
import {
  buildTsQuery,
  tsqueryOf,
  wordsBeingTyped,
  wordsToLookUp,
} from "../src/server/modules/search/search-query.js";
import { searchTwin } from "./catalog-twins.js";
import { inProcessBench } from "./in-process.js";

const { values: args } = parseArgs({ options: { requests: { type: "string", default: "1500" } } });
const { ctx, app, base, bench } = await inProcessBench(3392);
const twin = await searchTwin(bench, 20, []);
const qs: string[] = [];
for (let i = 0; twin!.requests.some((l) => l[i]); i++)
  for (const l of twin!.requests) if (l[i]) qs.push(new URL(base + l[i].path).searchParams.get("q")!);
const db = ctx.db;
const stats = new Map<string, number[]>();
const add = (k: string, v: number) => {
  const a = stats.get(k) ?? [];
  a.push(v);
  stats.set(k, a);
};
const paths = new Map<string, number>();
const examples: string[] = [];
const lookups: string[] = [];
for (const q of qs.slice(0, Number(args.requests))) {
  const tokens = searchTokens(q);
  let t = performance.now();
  const lookup = (await searchDictionaryAt(db, (await readCatalogVersions(db)).terms)).lookup(
    wordsToLookUp(tokens),
    wordsBeingTyped(tokens),
  );
  add("versions + dictionary", performance.now() - t);
  const built = buildTsQuery(tokens, lookup.terms);
  if (!built.tsquery) {
    paths.set("empty", (paths.get("empty") ?? 0) + 1);
    continue;
  }
  const index = indexGroups(built.groups, lookup.models);
  const a = {
    tsquery: built.tsquery,
    indexTsquery: index && tsqueryOf(index),
    typeCode: null,
    limit: 24,
    offset: 0,
  };
  const plan = planSearch(built.groups, lookup.models);
  let path = plan.kind;
  let hits = null as null | { found: number };
  if (plan.kind === "lookup") {
    t = performance.now();
    hits = await searchLookup(db, a, CANDIDATES, LOOKUP_ROWS);
    const ms = performance.now() - t;
    if (hits.found > LOOKUP_ROWS) {
      add("lookup overflowing", ms);
      hits = null;
      path += ">overflow";
      if (examples.length < 30)
        examples.push(
          `${q} | ${built.tsquery} | expected ${expectedMatches(lookup.models, built.groups).toFixed(0)} | freqs ${built.groups.map((g) => g.freq).join(",")}`,
        );
    } else {
      add("lookup", ms);
      lookups.push(
        `${ms.toFixed(1)} ms found ${hits.found} | ${q} | ${a.tsquery} | index ${a.indexTsquery ?? "all"} | freqs ${built.groups.map((g) => g.freq).join(",")}`,
      );
    }
  }
  if (!hits) {
    t = performance.now();
    hits = await searchWalk(db, a, plan.words, CANDIDATES, WALK_ROWS);
    const wms = performance.now() - t;
    add(`walk (${path})`, wms);
    if (plan.kind === "walk")
      examples.push(
        `${wms.toFixed(1)} ms found ${hits.found} | ${q} | ${built.tsquery} | words ${JSON.stringify(plan.words)} | expected ${expectedMatches(lookup.models, built.groups).toFixed(0)} | freqs ${built.groups.map((g) => g.freq).join(",")}`,
      );
    path += ">walk";
    if (hits.found <= CANDIDATES && !(plan.kind === "walk" && plan.covers)) {
      t = performance.now();
      hits = await searchLookup(db, a, CANDIDATES, null);
      add("lookup uncapped", performance.now() - t);
      path += ">lookup";
    }
  }
  paths.set(path, (paths.get(path) ?? 0) + 1);
}
const q = (a: number[], x: number) => a[Math.min(a.length - 1, Math.floor(x * a.length))].toFixed(2);
for (const [k, a] of stats) {
  a.sort((x, y) => x - y);
  console.log(
    `${k.padEnd(28)} n=${String(a.length).padStart(5)} p50 ${q(a, 0.5)} p90 ${q(a, 0.9)} p99 ${q(a, 0.99)} sum ${a.reduce((s, v) => s + v, 0).toFixed(0)} ms`,
  );
}
console.log([...paths].map(([k, v]) => `${k}: ${v}`).join("\n"));
console.log(examples.join("\n"));
if (process.env.LOOKUPS) console.log(lookups.join("\n"));
await app.close();
process.exit(0);
