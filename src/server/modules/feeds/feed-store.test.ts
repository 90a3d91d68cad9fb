import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { FEED_FRESH_MS, FeedStore, type FeedWriter } from "./feed-store.js";

let clock = 0;
let store: FeedStore;
afterEach(() => store?.close());

/** A writer that writes `text` in two parts and counts its runs. */
function counting(text: string) {
  const counter = { runs: 0 };
  const writer: FeedWriter = async (write) => {
    counter.runs++;
    await write(text.slice(0, 3));
    await new Promise((r) => setTimeout(r, 5));
    await write(text.slice(3));
    return text.length;
  };
  return { writer, counter };
}

describe("feed store", () => {
  it("serves one file while it is fresh, writes a new one after, and removes the old", async () => {
    store = new FeedStore(() => clock);
    const { writer, counter } = counting("<SHOP>první</SHOP>");
    const first = await store.get("heureka", writer);
    expect(readFileSync(first.path, "utf8")).toBe("<SHOP>první</SHOP>");
    expect(gunzipSync(readFileSync(first.gzipPath)).toString("utf8")).toBe("<SHOP>první</SHOP>");
    expect(first).toMatchObject({ items: 18, bytes: Buffer.byteLength("<SHOP>první</SHOP>") });
    clock += FEED_FRESH_MS - 1;
    expect(await store.get("heureka", writer)).toBe(first);
    expect(counter.runs).toBe(1);
    clock += 1;
    const second = await store.get("heureka", writer);
    expect(counter.runs).toBe(2);
    expect(second.path).not.toBe(first.path);
    expect(existsSync(first.path)).toBe(false);
    expect(existsSync(first.gzipPath)).toBe(false);
    expect(store.last("heureka")).toBe(second);
    expect(store.last("google")).toBeUndefined();
  });

  it("lets requests that arrive during a run share it, and staff force a new one", async () => {
    store = new FeedStore(() => clock);
    const { writer, counter } = counting("<rss></rss>");
    const [a, b] = await Promise.all([store.get("google", writer), store.get("google", writer)]);
    expect(a).toBe(b);
    expect(counter.runs).toBe(1);
    clock += 1;
    await store.get("google", writer, true);
    expect(counter.runs).toBe(2);
  });

  it("keeps serving the last good file when a run fails, and leaves no partial file", async () => {
    store = new FeedStore(() => clock);
    const good = await store.get("heureka", counting("<SHOP/>").writer);
    clock += FEED_FRESH_MS;
    const failing: FeedWriter = async (write) => {
      await write("<SHOP>");
      throw new Error("database went away");
    };
    await expect(store.get("heureka", failing)).rejects.toThrow("database went away");
    expect(store.last("heureka")).toBe(good);
    expect(existsSync(good.path)).toBe(true);
    expect(readdirSync(dirname(good.path)).sort()).toEqual(
      [basename(good.path), basename(good.gzipPath)].sort(),
    );
    const retried = await store.get("heureka", counting("<SHOP></SHOP>").writer);
    expect(readFileSync(retried.path, "utf8")).toBe("<SHOP></SHOP>");
  });

  it("in a shared directory, serves what another instance wrote instead of writing its own", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-feeds-shared-"));
    const a = new FeedStore(() => clock, dir);
    const b = new FeedStore(() => clock, dir);
    store = a;
    try {
      const first = counting("<SHOP>a</SHOP>");
      const written = await a.get("heureka", first.writer);
      const second = counting("<SHOP>b</SHOP>");
      const read = await b.get("heureka", second.writer);
      expect(second.counter.runs).toBe(0);
      expect(read.path).toBe(written.path);
      expect(read.items).toBe(written.items);
      expect(readFileSync(read.path, "utf8")).toBe("<SHOP>a</SHOP>");
      // Stale for everyone at once: the next asker writes, and the other instance takes its file.
      clock += FEED_FRESH_MS;
      const renewed = await b.get("heureka", second.writer);
      expect(second.counter.runs).toBe(1);
      expect((await a.get("heureka", first.writer)).path).toBe(renewed.path);
      expect(first.counter.runs).toBe(1);
      // Files older than two periods go when a new one is written; the fresh ones stay.
      clock += 2 * FEED_FRESH_MS;
      const third = await a.get("heureka", first.writer);
      expect(existsSync(written.path)).toBe(false);
      expect(existsSync(third.path)).toBe(true);
    } finally {
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
