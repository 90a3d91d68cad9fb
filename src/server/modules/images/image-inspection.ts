import { createHash } from "node:crypto";
import { IMAGE_MAX_BYTES, type ImageType } from "../../../contract/images.js";
import type { AppContext } from "../../platform/context.js";
import { makesFilesHere, workerFile } from "../../platform/worker-files.js";
import { ImageRefused, inspectImage, type Refusal, sniffType } from "./image-files.js";

/**
 * An upload's check (type, size, pixels, a small decode) needs sharp. A web instance with a
 * separate job worker never loads it (decision 013): it hands the bytes to the worker through
 * storage and waits for the verdict, which the worker stores beside them. What needs no decoding
 * (empty, too large, not a picture by its first bytes) is refused right here.
 */
export const INSPECT_JOB = "images.inspect";

type Verdict = { mime: ImageType; width: number; height: number } | { refused: Refusal };
export interface InspectJob {
  upload: string;
  verdict: string;
}

const EXTENSION: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** The file's type and upright size, or ImageRefused, checked here or by the job worker. */
export async function inspectUpload(
  ctx: AppContext,
  bytes: Buffer,
): Promise<{ mime: ImageType; width: number; height: number }> {
  if (makesFilesHere(ctx)) return inspectImage(bytes);
  if (bytes.length === 0) throw new ImageRefused("empty");
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRefused("tooLarge");
  const mime = sniffType(bytes);
  if (!mime) throw new ImageRefused("type");
  const name = createHash("sha256").update(bytes).digest("hex");
  const job: InspectJob = { upload: `uploads/${name}.${EXTENSION[mime]}`, verdict: `uploads/${name}.json` };
  await ctx.storage.put(job.upload, bytes, mime);
  try {
    const file = await workerFile(ctx, {
      key: job.verdict,
      job: INSPECT_JOB,
      data: job,
      make: async () => {
        const verdict = await inspectStored(ctx, job);
        if (!verdict) throw new Error(`${job.upload} missing from storage`);
        return verdict;
      },
    });
    const verdict = JSON.parse(file.bytes.toString("utf8")) as Verdict;
    if ("refused" in verdict) throw new ImageRefused(verdict.refused);
    return verdict;
  } finally {
    await ctx.storage.delete(job.upload);
    await ctx.storage.delete(job.verdict);
  }
}

/** The worker's job: checks the stored upload and stores the verdict (a refusal is a verdict, not a failure). */
export async function inspectStored(ctx: AppContext, job: InspectJob) {
  const upload = await ctx.storage.get(job.upload);
  if (!upload) return null;
  let verdict: Verdict;
  try {
    verdict = await inspectImage(upload.bytes);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    verdict = { refused: error.reason };
  }
  const file = { bytes: Buffer.from(JSON.stringify(verdict)), contentType: "application/json" };
  await ctx.storage.put(job.verdict, file.bytes, file.contentType);
  return file;
}
