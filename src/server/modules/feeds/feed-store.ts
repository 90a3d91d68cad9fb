import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { ProductFeed } from "../../../domain/market.js";

export interface FeedFile {
  path: string;
  /** The same file gzipped, written in the same pass: served as it is to sites that accept gzip. */
  gzipPath: string;
  items: number;
  bytes: number;
  generatedAt: Date;
}

/** Writes a feed's parts in order; resolves to the number of items written. */
export type FeedWriter = (write: (chunk: string) => Promise<void>) => Promise<number>;

/** How long a written feed is served before the next request writes it again. */
export const FEED_FRESH_MS = 15 * 60_000;

/**
 * Feeds written to files and served from them: a 100 000-product feed is tens of megabytes, read
 * by the comparison sites a few times a day. A file is served for 15 minutes (prices and stock
 * change with every order, and the sites read no more often than that); requests that arrive while
 * it is being written share that one run; staff can have it written at once.
 */
export class FeedStore {
  private readonly files = new Map<ProductFeed, FeedFile>();
  private readonly running = new Map<ProductFeed, Promise<FeedFile>>();
  private dir: Promise<string> | null = null;

  /**
   * `sharedDir` (`FEEDS_DIR`, issue 21): a directory every web instance of a cluster shares. Files
   * are then named with their time and item count, and each request takes the newest fresh file
   * any instance wrote there, so the instances serve the same feed and write it once per period.
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly sharedDir?: string,
  ) {}

  /** The last written file, if any (for the staff screen; never writes). */
  last(name: ProductFeed): FeedFile | undefined {
    return this.files.get(name);
  }

  /** A fresh file: the current one while it is fresh, else a new one (`force` always writes). */
  get(name: ProductFeed, writer: FeedWriter, force = false): Promise<FeedFile> {
    if (this.sharedDir && !force) return this.getShared(name, writer);
    return this.getOwn(name, writer, force);
  }

  private async getShared(name: ProductFeed, writer: FeedWriter): Promise<FeedFile> {
    const found = await newestShared(this.sharedDir!, name);
    if (found && this.now() - found.generatedAt.getTime() < FEED_FRESH_MS) {
      this.files.set(name, found);
      return found;
    }
    return this.getOwn(name, writer, true);
  }

  private getOwn(name: ProductFeed, writer: FeedWriter, force: boolean): Promise<FeedFile> {
    const current = this.files.get(name);
    if (!force && current && this.now() - current.generatedAt.getTime() < FEED_FRESH_MS)
      return Promise.resolve(current);
    const run = this.running.get(name);
    if (run) return run;
    const next = this.write(name, writer).finally(() => this.running.delete(name));
    this.running.set(name, next);
    return next;
  }

  async close(): Promise<void> {
    if (this.dir && !this.sharedDir) await rm(await this.dir, { recursive: true, force: true });
  }

  private async write(name: ProductFeed, writer: FeedWriter): Promise<FeedFile> {
    const shared = this.sharedDir;
    this.dir ??= shared
      ? mkdir(shared, { recursive: true }).then(() => shared)
      : mkdtemp(join(tmpdir(), "shop-feeds-"));
    const dir = await this.dir;
    const generatedAt = new Date(this.now());
    // Another instance may write the same feed in the same millisecond: a random part keeps them apart.
    const path = join(dir, `${name}-${generatedAt.getTime()}-${randomBytes(3).toString("hex")}.xml`);
    const gzipPath = `${path}.gz`;
    const partial = `${path}.part`;
    const gzipPartial = `${gzipPath}.part`;
    const out = createWriteStream(partial);
    // Compressed once here rather than per download: a 100 000-product feed is about 100 MB.
    const gzip = createGzip({ level: 6 });
    const gzipped = pipeline(gzip, createWriteStream(gzipPartial));
    const put = async (stream: NodeJS.WritableStream, chunk: string) => {
      if (!stream.write(chunk)) await once(stream, "drain");
    };
    try {
      const items = await writer(async (chunk) => {
        await Promise.all([put(out, chunk), put(gzip, chunk)]);
      });
      out.end();
      gzip.end();
      await Promise.all([once(out, "finish"), gzipped]);
      // The gzipped file first: a shared directory's readers take a feed once its .xml is there.
      if (shared) await writeFile(`${path}.items`, String(items));
      await rename(gzipPartial, gzipPath);
      await rename(partial, path);
      const file = { path, gzipPath, items, bytes: (await stat(path)).size, generatedAt };
      const previous = this.files.get(name);
      this.files.set(name, file);
      if (shared) {
        await removeOldShared(shared, name, this.now() - 2 * FEED_FRESH_MS);
        return file;
      }
      // A reader still streaming the previous files keeps them open; the names go now.
      if (previous && previous.path !== path)
        await Promise.all([
          rm(previous.path, { force: true }),
          rm(previous.gzipPath, { force: true }),
          rm(`${previous.path}.items`, { force: true }),
        ]);
      return file;
    } catch (err) {
      out.destroy();
      gzip.destroy();
      await gzipped.catch(() => undefined);
      await Promise.all([rm(partial, { force: true }), rm(gzipPartial, { force: true })]);
      throw err;
    }
  }
}

const SHARED_NAME = /^(.+)-(\d+)-[0-9a-f]{6}\.xml$/;

/** The newest complete file of a feed in a shared directory (its .xml is renamed in last). */
async function newestShared(dir: string, name: ProductFeed): Promise<FeedFile | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let best: { file: string; at: number } | undefined;
  for (const file of names) {
    const m = SHARED_NAME.exec(file);
    if (m?.[1] === name && (!best || Number(m[2]) > best.at)) best = { file, at: Number(m[2]) };
  }
  if (!best) return undefined;
  const path = join(dir, best.file);
  try {
    const [st, items] = await Promise.all([stat(path), readFile(`${path}.items`, "utf8")]);
    return {
      path,
      gzipPath: `${path}.gz`,
      items: Number(items),
      bytes: st.size,
      generatedAt: new Date(best.at),
    };
  } catch {
    return undefined; // removed meanwhile by another instance: the caller writes a new one
  }
}

/**
 * Removes a feed's files written before `before`: twice the freshness, so a file another instance
 * has just chosen is never taken from under it (an open download keeps its file anyway).
 */
async function removeOldShared(dir: string, name: ProductFeed, before: number): Promise<void> {
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    const m = SHARED_NAME.exec(file);
    if (m?.[1] !== name || Number(m[2]) >= before) continue;
    const path = join(dir, file);
    await Promise.all([`${path}`, `${path}.gz`, `${path}.items`].map((p) => rm(p, { force: true })));
  }
}
