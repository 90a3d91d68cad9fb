import { availableParallelism } from "node:os";
import type { Sharp } from "sharp";
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type ImageType } from "../../../contract/images.js";
import type { VariantFormat } from "../../../domain/image-variants.js";

/**
 * Reading and making picture files with sharp (libvips), within fixed bounds so an instance stays
 * small whatever it is sent: a libvips thread or two per pipeline, no operation cache, at most two
 * pipelines at a time, and no input over 40 megapixels (refused from its header, before decoding).
 */
type SharpLib = typeof import("sharp")["default"];
let loaded: Promise<SharpLib> | null = null;

/**
 * sharp and libvips load with the first picture this process reads or makes: an instance that only
 * serves stored variants never needs them, and they would stay in its memory from the start
 * (decision 013).
 */
function sharpLib(): Promise<SharpLib> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(Math.min(2, availableParallelism()));
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

const INPUT = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", autoOrient: true } as const;

/** Why a file is refused: the key under `images:errors.` */
export type Refusal = "empty" | "tooLarge" | "type" | "tooManyPixels" | "corrupt";
export class ImageRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

/** The type the file's first bytes say, or null: JPEG, PNG, WebP, AVIF (an ISO-BMFF `ftyp` with an AVIF brand). */
export function sniffType(b: Buffer): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  if (b.length >= 16 && b.toString("latin1", 4, 8) === "ftyp") {
    const boxSize = Math.min(b.readUInt32BE(0), b.length, 256);
    const brands = [b.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(b.toString("latin1", at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "image/avif";
  }
  return null;
}

const FORMAT_OF: Record<ImageType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

/**
 * Checks an uploaded file and tells its type and upright size, or throws ImageRefused. The header
 * gives the size (a PNG bomb stops here); then a small decode proves the pixel data is readable
 * (JPEG shrinks while decoding, PNG streams), so a broken file is refused now, not in the job.
 */
export async function inspectImage(
  bytes: Buffer,
): Promise<{ mime: ImageType; width: number; height: number }> {
  if (bytes.length === 0) throw new ImageRefused("empty");
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRefused("tooLarge");
  const mime = sniffType(bytes);
  if (!mime) throw new ImageRefused("type");
  const sharp = await sharpLib();
  const meta = await sharp(bytes, INPUT).metadata().catch(refuse);
  if (meta.format !== FORMAT_OF[mime]) throw new ImageRefused(meta.format ? "type" : "corrupt");
  if (!meta.width || !meta.height) throw new ImageRefused("corrupt");
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new ImageRefused("tooManyPixels");
  await run(() => sharp(bytes, INPUT).resize(64, 64, { fit: "inside" }).raw().toBuffer()).catch(refuse);
  return { mime, width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** libvips' refusal as ours: over the pixel limit (from the header), or unreadable. */
function refuse(error: unknown): never {
  throw new ImageRefused(
    /pixel limit/i.test(String((error as Error)?.message)) ? "tooManyPixels" : "corrupt",
  );
}

export const VARIANT_TYPE: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** One format's encoder settings: AVIF at effort 2 (a few times faster than the default, barely larger). */
function encode(pipeline: Sharp, format: VariantFormat): Sharp {
  return format === "avif"
    ? pipeline.avif({ quality: 52, effort: 2, chromaSubsampling: "4:2:0" })
    : pipeline.webp({ quality: 78, effort: 4 });
}

/** One variant of an original: upright, at most `width` wide (never enlarged), sRGB, no metadata. */
export async function makeVariant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  const sharp = await sharpLib();
  return run(() =>
    encode(sharp(original, INPUT).resize({ width, withoutEnlargement: true }), format).toBuffer(),
  );
}

/**
 * Every variant of an original in both formats. The original is decoded once, to the largest width
 * asked, and the smaller widths are made from that: a 40-megapixel PNG is read once, not twelve times.
 */
export async function makeVariants(
  original: Buffer,
  widths: readonly number[],
  formats: readonly VariantFormat[],
): Promise<{ width: number; format: VariantFormat; bytes: Buffer }[]> {
  const largest = Math.max(...widths);
  const sharp = await sharpLib();
  const { data, info } = await run(() =>
    sharp(original, INPUT)
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const out: { width: number; format: VariantFormat; bytes: Buffer }[] = [];
  for (const width of widths)
    for (const format of formats)
      out.push({
        width,
        format,
        bytes: await run(() =>
          encode(sharp(data, raw).resize({ width, withoutEnlargement: true }), format).toBuffer(),
        ),
      });
  return out;
}

/** At most two sharp pipelines at once in this process; the rest wait their turn. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function run<T>(work: () => Promise<T>): Promise<T> {
  // A finished pipeline hands its slot straight to the next in line.
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
