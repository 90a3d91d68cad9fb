import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { heapBytes } from "../../platform/heap-bytes.js";
import { JsonText } from "../../platform/json-text.js";
import { requestArrivedAt } from "../../platform/request-arrival.js";
import { type CatalogChange, changesSince } from "./catalog-index.queries.js";
import { purgeGeneration } from "./catalog-purge.js";
import { catalogReadDb } from "./catalog-read.js";
import { type CatalogVersions, committedCatalogVersions } from "./catalog-version.queries.js";

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5_000;
/**
 * What the answers may hold per instance: distinct URLs (every filter combination of every
 * category) would otherwise keep 5 000 lists of ~30 KB each. Each answer counts what it holds in
 * V8's heap (`heapBytes`: JSON text two bytes a character, a parsed page three to four times its
 * text); a flat 16 KB an object let the cache hold ~33 MB under this bound (heap snapshot after the
 * catalogue bench).
 */
const MAX_BYTES = 24 * 1024 * 1024;

/** The newest versions read per database: when the read started, and whether it is still under way. */
const latest = new WeakMap<Db, { startedAt: number; pending: boolean; read: Promise<CatalogVersions> }>();

/**
 * The committed catalogue version (migration catalog_search): grows with every relevant change.
 * Requests arriving while a read is under way share it (one query per burst, not per request). The
 * shared read may have started a moment before a request arrived; a commit inside that sub-millisecond
 * window shows on the next request instead. A request also reuses a finished read that started after
 * it arrived: as fresh as its own, and a page's in-process calls (which count from the page's
 * arrival) then read the version once per page instead of once per call.
 */
export async function readCatalogVersion(db: Db): Promise<number> {
  return (await readCatalogVersions(db)).catalog;
}

/** The catalogue version and, from the same read, the search dictionary's (decision 027). */
export function readCatalogVersions(db: Db): Promise<CatalogVersions> {
  const last = latest.get(db);
  const arrivedAt = requestArrivedAt();
  if (last && (last.pending || (arrivedAt !== undefined && last.startedAt >= arrivedAt))) return last.read;
  const entry = {
    startedAt: performance.now(),
    pending: true,
    read: committedCatalogVersions(db),
  };
  latest.set(db, entry);
  entry.read.then(
    () => {
      entry.pending = false;
    },
    () => {
      if (latest.get(db) === entry) latest.delete(db);
    },
  );
  return entry.read;
}

/**
 * Change-log rows (catalog-index.queries) as the tags of the answers they touch: a cached answer
 * says what it shows as `p:<product id>` and `m:<model id>`; one without tags may show anything of
 * the catalogue (the whole catalogue's list, search, home) and goes with any change. Null: the
 * change may touch anything. A product's change also touches its model: an answer that shows a
 * model by one variant (an accessory's card: the variant to buy, the model's colours) is tagged
 * with the model. A gift's change touches the models it is given with: its name and price are on
 * their pages and cards, wherever those show. A model's change also touches its meta-master
 * (`mm:`): a model that has just joined one is on its other models' pages (their switches) before
 * their tags name it. Either touches the lists of the categories it is in (`c:`, `listTags`), or
 * every category's list (`ANY_LIST`) when the log cannot name them.
 */
function touchedTags(changes: CatalogChange[]): Set<string> | null {
  const tags = new Set<string>();
  for (const c of changes) {
    if (c.key === null) return null;
    if (c.kind === "products" || c.kind === "store_stock") {
      tags.add(`p:${c.key}`);
      if (c.model !== null) tags.add(`m:${c.model}`);
      for (const recipient of c.recipients ?? []) tags.add(`m:${recipient}`);
    } else if (MODEL_KEYED.has(c.kind)) {
      tags.add(`m:${c.key}`);
      if (c.meta !== null) tags.add(`mm:${c.meta}`);
    } else return null;
    if (c.categories === null) tags.add(ANY_LIST);
    else for (const id of c.categories) tags.add(`c:${id}`);
  }
  return tags;
}
const MODEL_KEYED = new Set([
  "master_products",
  "master_product_categories",
  "product_reviews",
  "special_offers",
]);

/**
 * The tags of an answer that shows no product or model, only what changes without a key (the
 * category tree, makers, attribute definitions, the menu): it stays through any keyed change and
 * goes with the rest when a change may touch anything.
 */
export const STRUCTURE_ONLY = (): string[] => [];

/** Touched by a change whose categories the log cannot name: every category's list goes. */
const ANY_LIST = "c:?";

/**
 * The tags of a category's list (its items, counts and facets): the categories it scans, its own
 * and every descendant's. A change touches the categories its product's model is in, so a sale of
 * a tablet keeps the phones' lists. The whole catalogue's list (no category) shows every product:
 * no tags, it goes with any change.
 */
export function listTags(scannedCategoryIds: readonly number[] | null): string[] | null {
  if (scannedCategoryIds === null) return null;
  return [ANY_LIST, ...scannedCategoryIds.map((id) => `c:${id}`)];
}

/** How many recent advances (each over one or more versions) the cache remembers the touched tags of. */
const HISTORY = 1024;
/**
 * The most tags the remembered advances hold together (a bulk stock sync touches thousands): the
 * oldest are forgotten first, and an advance larger than this is remembered as touching anything.
 */
const MAX_REMEMBERED_TAGS = 20_000;

interface Advance {
  from: number;
  to: number;
  /** Null: the versions in (from, to] may have touched anything. */
  touched: Set<string> | null;
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** Set once the value is there; until then (and without tags) any change drops the entry. */
  tags: string[] | null;
  bytes: number;
}

/**
 * Catalogue answers cached in the process and kept per catalogue version, so a stock or price
 * change is visible on the next request on every instance, while an unchanged catalogue is served
 * from memory. When the version moves, the change log says what changed: an answer tagged with
 * other products and models stays (a sale of one phone keeps every other product page), the rest
 * goes. Entries also expire after 5 minutes, for data without a version trigger (the cart's gifts
 * and service offers). Concurrent misses of one key share one computation. What each move of the
 * version touched is remembered a while (`untouched`), for answers kept outside this cache: the
 * page cache's pages.
 */
export class CatalogCache {
  private version = -1;
  private purged = purgeGeneration();
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private advancing: { to: number; done: Promise<void> } | null = null;
  /** What recent advances touched, oldest first: for answers kept elsewhere (the page cache). */
  private readonly history: Advance[] = [];
  private rememberedTags = 0;

  constructor(private readonly db: Db) {}

  /** Reads the version once; use the returned getter for every answer of one request. */
  async at(): Promise<{
    version: number;
    get: <T>(key: string, compute: () => Promise<T>, tags?: (value: T) => string[] | null) => Promise<T>;
    json: <T>(
      key: string,
      compute: () => Promise<T>,
      schema: { parse: (v: unknown) => unknown },
      tags?: (value: T) => string[] | null,
    ) => Promise<JsonText>;
  }> {
    const version = await readCatalogVersion(this.db);
    if (this.purged !== purgeGeneration()) {
      this.purged = purgeGeneration();
      this.clear();
    }
    while (version > this.version) {
      if (!this.advancing || this.advancing.to < version) {
        const from = this.version;
        const step = { to: version, done: this.advance(from, version) };
        this.advancing = step;
        step.done.finally(() => {
          if (this.advancing === step) this.advancing = null;
        });
      }
      await this.advancing.done;
    }
    return {
      version,
      get: (key, compute, tags) => this.get(version, key, compute, tags),
      // The answer as JSON text, checked against its schema once when built: hot reads then skip
      // per-request validation and serialisation of large bodies (lists, product pages).
      json: (key, compute, schema, tags) => {
        let value: Awaited<ReturnType<typeof compute>>;
        return this.get(
          version,
          `json:${key}`,
          async () => {
            value = await compute();
            return new JsonText(JSON.stringify(schema.parse(value)));
          },
          tags && (() => tags(value)),
        );
      },
    };
  }

  /**
   * Whether an answer showing `tags`, built at version `since`, still holds at the cache's version
   * (which `at()` has brought up to date): no version since touched any of its tags. Null tags, a
   * change that may touch anything, or versions older than the cache remembers: it does not.
   */
  untouched(since: number, tags: readonly string[] | null): boolean {
    if (tags === null) return false;
    if (since === this.version) return true;
    // The advances that cover (since, version], possibly overlapping (two may run at once).
    const covering = this.history.filter((a) => a.to > since).sort((a, b) => a.from - b.from);
    let reached = since;
    for (const a of covering) {
      if (a.from > reached || a.touched === null) return false;
      if (tags.some((t) => a.touched!.has(t))) return false;
      reached = Math.max(reached, a.to);
    }
    return reached >= this.version;
  }

  private remember(advance: Advance): void {
    this.history.push(advance);
    this.rememberedTags += advance.touched?.size ?? 0;
    while (this.history.length > HISTORY || this.rememberedTags > MAX_REMEMBERED_TAGS)
      this.rememberedTags -= this.history.shift()!.touched?.size ?? 0;
  }

  /** Drops what the versions after `from` touched (everything when the log cannot say). */
  private async advance(from: number, to: number): Promise<void> {
    let touched: Set<string> | null = null;
    if (from >= 0) {
      try {
        // From the read replica once it has the version, as the list index reads it (decision
        // 019): the log names each changed product's model, a read of the catalogue's tables.
        const changes = await changesSince(await catalogReadDb(this.db, to), from, to);
        touched = changes && touchedTags(changes);
      } catch {
        touched = null;
      }
    }
    this.remember({ from, to, touched: touched && touched.size <= MAX_REMEMBERED_TAGS ? touched : null });
    if (touched === null) this.clear();
    else
      for (const [key, entry] of this.entries)
        if (entry.tags === null || entry.tags.some((t) => touched.has(t))) this.drop(key);
    if (to > this.version) this.version = to;
  }

  private get<T>(
    version: number,
    key: string,
    compute: () => Promise<T>,
    tagsOf?: (value: T) => string[] | null,
  ): Promise<T> {
    // A request that read an older version than the cache holds computes without caching.
    if (version !== this.version) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    if (hit) this.drop(key);
    const entry: Entry = { expires: now + TTL_MS, value, tags: null, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        if (tagsOf) entry.tags = tagsOf(v);
        if (this.entries.get(key) !== entry) return;
        entry.bytes = heapBytes(v);
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    this.evict();
    return value;
  }

  /** The least recently used answers go first, until both bounds hold. */
  private evict(): void {
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES)
      this.drop(this.entries.keys().next().value!);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** One request's view of the cache (`await catalogCache(ctx).at()`). */
export type CatalogCacheView = Awaited<ReturnType<CatalogCache["at"]>>;

const caches = new WeakMap<Db, CatalogCache>();

/** One cache per database (tests run several apps, each with its own database, in one process). */
export function catalogCache(ctx: AppContext): CatalogCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new CatalogCache(ctx.db);
    caches.set(ctx.db, cache);
  }
  return cache;
}
