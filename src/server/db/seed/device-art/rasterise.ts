import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { CANVAS } from "./svg.js";

/** Side of a rasterised original: its variants reach 960 px, the gallery's zoom. */
export const ORIGINAL_SIZE = 1000;

/**
 * Rendered originals by their drawing's hash, outside any data directory: a re-seed, a fresh
 * `DATA_DIR` or a test database finds every picture drawn before (rasterising is ~0.1 s a picture,
 * the seed has hundreds) and only stores it.
 */
const CACHE = join(tmpdir(), "shop-device-art");

async function rasterise(svg: string): Promise<Buffer> {
  const key = createHash("sha256").update(`${ORIGINAL_SIZE}:webp90:${svg}`).digest("hex").slice(0, 32);
  const file = join(CACHE, `${key}.webp`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  // Loaded here, not with the module: the web server imports the seed for a first start only (decision 013).
  const { default: sharp } = await import("sharp");
  const bytes = await sharp(Buffer.from(svg), { density: (72 * ORIGINAL_SIZE) / CANVAS })
    .webp({ quality: 90, effort: 2 })
    .toBuffer();
  await mkdir(CACHE, { recursive: true });
  // Written aside and renamed, so a parallel seed never reads half a file.
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, bytes);
  await rename(part, file);
  return bytes;
}

/** WebP originals of the drawings, in their order, as many at once as the machine has cores. */
export async function rasteriseAll(svgs: string[]): Promise<Buffer[]> {
  const out: Buffer[] = new Array(svgs.length);
  let next = 0;
  const worker = async () => {
    while (next < svgs.length) {
      const i = next++;
      out[i] = await rasterise(svgs[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return out;
}
