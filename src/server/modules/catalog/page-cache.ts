import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Encoding, encoders, keptEncoding } from "../../platform/compression.js";
import type { AppContext } from "../../platform/context.js";
import { pageShows } from "../../platform/page-reads.js";
import { SESSION_COOKIE } from "../../platform/session.js";
import { CART_COOKIE } from "../cart/cart.service.js";
import { catalogCache, readCatalogVersion } from "./catalog-cache.js";
import { purgeGeneration } from "./catalog-purge.js";

/** Pages opt in with this attribute in their HTML (catalogue pages: same for every anonymous visitor). */
export const PAGE_CACHE_MARKER = 'data-page-cache="catalog"';
const TTL_MS = 60_000;
/**
 * Bounded by bytes, not entries: a category page is ~110 KB of HTML and a product page ~50 KB, so
 * 2 000 entries could hold 220 MB per instance (decision 013). 8 MB keeps the ~100 most recent
 * pages (home, the busy categories and products: the pages a crowd of anonymous visitors shares);
 * the pages are Buffers outside V8's heap, where a larger bound mostly left the process's malloc
 * heap fragmented after the pages were dropped (24 MB of pages left ~60 MB of it in use).
 */
export const PAGE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

interface Entry {
  /** Encoded once: a hit writes the bytes without encoding the page again. */
  html: Buffer;
  /**
   * The page compressed for each encoding a visitor asked for, kept with it: a browser's hit
   * writes these bytes instead of compressing ~60 KB of HTML again (brotli, ~0.7 ms of CPU on the
   * event loop, three times what the hit costs without it).
   */
  encoded: Partial<Record<Encoding, Buffer>>;
  status: number;
  /** The catalogue version the page was rendered at, or last found unchanged for it. */
  version: number;
  /** What the page shows of the catalogue (page-reads.ts); null: it may show anything. */
  shows: readonly string[] | null;
  purges: number;
  expires: number;
}

/**
 * Parameters an ad or a newsletter adds to each visitor's address (Google, Microsoft, Meta, Seznam's
 * Sklik, TikTok, X, LinkedIn, Yandex, Mailchimp; `utm_*`). A page never reads them (its scripts read
 * them from the address bar), so they do not make a page of their own: without this, every paid
 * visit was a full render (~10 ms of CPU for the home) that no later visitor could reuse.
 */
const CLICK_ID =
  /^(utm_.+|gclid|gbraid|wbraid|dclid|gclsrc|_gl|msclkid|fbclid|sznclid|ttclid|twclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|srsltid)$/i;

/** A query pair's name as a browser encoded it; a malformed escape stays as it came. */
function nameOf(pair: string): string {
  const name = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The address without its click ids, the rest of its query as it was. */
export function withoutClickIds(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const kept = url
    .slice(q + 1)
    .split("&")
    .filter((pair) => pair && !CLICK_ID.test(nameOf(pair)));
  return kept.length ? `${url.slice(0, q)}?${kept.join("&")}` : url.slice(0, q);
}

/**
 * The app's own page cache for anonymous visitors (no session, no cart): a catalogue page's HTML
 * is kept per URL and language for a minute, and only while no catalogue change since its render
 * touched what it shows, so a price or stock change shows at once. A product page names what it
 * shows (its product, model, switches and accessories: catalog-cache.ts's tags), so a sale of
 * another phone keeps it, and a category page (its list's categories) a sale in another category;
 * a page that cannot say (a search, the home page) goes with any change.
 * Visitors with a session or a cart always get a fresh render (their header differs). The
 * plugin's hooks reach the root's page route (skip-override).
 */
export function pageCache(ctx: AppContext) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const sizeOf = (e: Entry) => Object.values(e.encoded).reduce((sum, b) => sum + b.length, e.html.length);
  const remove = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    bytes -= sizeOf(old);
    entries.delete(key);
  };
  /** The oldest pages go first (a Map iterates in insertion order), until `more` bytes fit. */
  const makeRoom = (more: number) => {
    while (entries.size && bytes + more > PAGE_CACHE_MAX_BYTES) remove(entries.keys().next().value!);
  };
  /** The page in the visitor's encoding, compressed once per entry and encoding. */
  const bodyOf = (key: string, e: Entry, encoding: Encoding | null): Buffer => {
    if (!encoding) return e.html;
    const kept = e.encoded[encoding];
    if (kept) return kept;
    const body = encoders[encoding](e.html);
    makeRoom(body.length);
    // Kept unless making room dropped the page itself.
    if (entries.get(key) === e) {
      e.encoded[encoding] = body;
      bytes += body.length;
    }
    return body;
  };
  /** The page's bytes for this visitor; compressed ones say so, and @fastify/compress leaves them. */
  const answer = (reply: FastifyReply, key: string, e: Entry) =>
    bodyOf(key, e, keptEncoding(reply, e.html.length));
  /** Whether no change since the page's version touched what it shows; if so, it is current again. */
  const unchangedFor = async (e: Entry): Promise<boolean> => {
    if (e.shows === null) return false;
    const cache = catalogCache(ctx);
    const { version } = await cache.at();
    if (!cache.untouched(e.version, e.shows)) return false;
    e.version = version;
    return true;
  };
  const keyOf = (req: FastifyRequest) => {
    if (req.method !== "GET" || req.url.startsWith("/api/") || req.url.startsWith("/assets/")) return null;
    if (req.cookies[SESSION_COOKIE] || req.cookies[CART_COOKIE]) return null;
    return `${req.cookies.lang ?? ""}|${withoutClickIds(req.url)}`;
  };

  async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.routeOptions.url !== "/*") return;
      const key = keyOf(req);
      if (!key) return;
      const version = await readCatalogVersion(ctx.db);
      const hit = entries.get(key);
      const current = (e: Entry) => e.purges === purgeGeneration() && e.expires > Date.now();
      // Checked again after the wait: a purge may land while the catalogue cache catches up.
      if (hit && current(hit) && (hit.version === version || ((await unchangedFor(hit)) && current(hit)))) {
        reply
          .status(hit.status)
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "private, no-cache")
          .header("x-page-cache", "hit");
        return reply.send(answer(reply, key, hit));
      }
      // Keep the page the route renders, if it opted in, and send it as kept.
      const send = reply.send.bind(reply);
      reply.send = (payload?: unknown) => {
        // The page route sends a page as bytes (pages.ts), encoded once.
        if (
          Buffer.isBuffer(payload) &&
          (reply.statusCode === 200 || reply.statusCode === 404) &&
          payload.includes(PAGE_CACHE_MARKER)
        ) {
          const html = payload;
          remove(key);
          makeRoom(html.length);
          const entry: Entry = {
            html,
            encoded: {},
            status: reply.statusCode,
            version,
            shows: pageShows(req),
            purges: purgeGeneration(),
            expires: Date.now() + TTL_MS,
          };
          bytes += html.length;
          entries.set(key, entry);
          reply.header("x-page-cache", "miss");
          // Compressed here, once, and kept for the next visitor asking the same way.
          return send(answer(reply, key, entry));
        }
        return send(payload);
      };
    });
  }
  return plugin;
}

/** Registered on the root app (modules.ts) so its hook reaches the page route added after the modules. */
export async function catalogPageCache(app: FastifyInstance): Promise<void> {
  await pageCache(app.ctx)(app);
}
(catalogPageCache as unknown as Record<symbol, boolean>)[Symbol.for("skip-override")] = true;
