import type { StoredObject } from "../integrations/storage/storage.js";
import type { AppContext } from "./context.js";
import { openBytes, sealBytes } from "./crypto.js";
import { AppError } from "./errors.js";

/**
 * Files only a process that runs jobs makes (decision 013, third pass): PDFs need pdf-lib and
 * fontkit, pictures need sharp, and each of them stays in a process's memory once loaded. A web
 * instance whose jobs run in `npm run worker` (INLINE_WORKERS=0) never loads them: it asks the
 * worker with a job and waits for the file to appear in storage. A process that runs its own jobs
 * (`npm start`, one process; the tests) makes the file itself, as before.
 *
 * The file's key must name its content (an issued invoice never changes; a handover list's key
 * carries a hash of what it lists), so a stored file is always the right one and is served as is.
 *
 * Documents that print personal data (invoices, credit notes, handover lists: names, addresses)
 * are kept sealed with the data key, like every other personal datum at rest (`putDocument`,
 * `sealed: true`): a copied bucket or data folder shows none of them.
 */

/** How long a request waits for the worker: a PDF takes well under a second once its libraries are loaded. */
export const WORKER_FILE_TIMEOUT_MS = 20_000;
const POLL_MS = 150;

/** Requests of this process waiting for the same key share one job and one wait. */
const waiting = new Map<string, Promise<StoredObject>>();

/** Stores a document that prints personal data, sealed (read back by `workerFile` with `sealed`). */
export async function putDocument(ctx: AppContext, key: string, bytes: Buffer, contentType: string) {
  await ctx.storage.put(key, sealBytes(bytes), contentType);
  return { bytes, contentType };
}

const opened = (file: StoredObject, sealed?: boolean): StoredObject =>
  sealed ? { ...file, bytes: openBytes(file.bytes) } : file;

/** True when this process runs the jobs it sends (no separate worker). */
export const makesFilesHere = (ctx: AppContext) => ctx.config.inlineWorkers;

/**
 * The stored file under `key`; when there is none, `make` runs here (a process running its own
 * jobs) or `job` with `data` is sent to the worker, whose handler must store the file under the
 * same key. A worker that has not stored it within the timeout gives a 503 asking to retry.
 */
export async function workerFile<T extends object>(
  ctx: AppContext,
  opts: {
    key: string;
    job: string;
    data: T;
    /** `make` returns the plain file; what is stored under the key is sealed (`putDocument`). */
    make: (data: T) => Promise<StoredObject>;
    sealed?: boolean;
    timeoutMs?: number;
  },
): Promise<StoredObject> {
  const stored = await ctx.storage.get(opts.key);
  if (stored) return opened(stored, opts.sealed);
  let pending = waiting.get(opts.key);
  if (!pending) {
    pending = (makesFilesHere(ctx) ? opts.make(opts.data) : askWorker(ctx, opts)).finally(() =>
      waiting.delete(opts.key),
    );
    waiting.set(opts.key, pending);
  }
  return pending;
}

async function askWorker<T extends object>(
  ctx: AppContext,
  opts: { key: string; job: string; data: T; sealed?: boolean; timeoutMs?: number },
): Promise<StoredObject> {
  await ctx.jobs.send(opts.job, opts.data);
  const deadline = Date.now() + (opts.timeoutMs ?? WORKER_FILE_TIMEOUT_MS);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const stored = await ctx.storage.get(opts.key);
    if (stored) return opened(stored, opts.sealed);
  }
  // The error handler adds Retry-After to a 503.
  throw new AppError(503, "file_not_ready", "errors.fileNotReady", { message: "errors.fileNotReady" });
}
