import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rename, rm, stat } from "node:fs/promises";
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

  constructor(private readonly now: () => number = Date.now) {}

  /** The last written file, if any (for the staff screen; never writes). */
  last(name: ProductFeed): FeedFile | undefined {
    return this.files.get(name);
  }

  /** A fresh file: the current one while it is fresh, else a new one (`force` always writes). */
  get(name: ProductFeed, writer: FeedWriter, force = false): Promise<FeedFile> {
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
    if (this.dir) await rm(await this.dir, { recursive: true, force: true });
  }

  private async write(name: ProductFeed, writer: FeedWriter): Promise<FeedFile> {
    this.dir ??= mkdtemp(join(tmpdir(), "shop-feeds-"));
    const dir = await this.dir;
    const generatedAt = new Date(this.now());
    const path = join(dir, `${name}-${generatedAt.getTime()}.xml`);
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
      await Promise.all([rename(partial, path), rename(gzipPartial, gzipPath)]);
      const file = { path, gzipPath, items, bytes: (await stat(path)).size, generatedAt };
      const previous = this.files.get(name);
      this.files.set(name, file);
      // A reader still streaming the previous files keeps them open; the names go now.
      if (previous && previous.path !== path)
        await Promise.all([rm(previous.path, { force: true }), rm(previous.gzipPath, { force: true })]);
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
