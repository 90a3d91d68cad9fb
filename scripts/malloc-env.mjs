// The server's memory allocator settings, for `scripts/start.mjs` and `scripts/start-cluster.mjs`
// (decision 013 and its jemalloc addendum). The environment given to either script wins.
import { existsSync } from "node:fs";
import { arch } from "node:os";

/**
 * Where Debian's `libjemalloc2` puts the library, for this machine's architecture (and the
 * image's `/usr/local/lib` link, Dockerfile).
 */
const JEMALLOC_PATHS = [
  `/usr/lib/${arch() === "arm64" ? "aarch64" : "x86_64"}-linux-gnu/libjemalloc.so.2`,
  "/usr/local/lib/libjemalloc.so.2",
];

/**
 * Node's Buffers (rendered pages, their compressed copies, database rows, socket reads) are
 * malloc'd. Under glibc, pages and answers kept for minutes among short-lived buffers left holes
 * its heap could not hand back: an instance held 240–280 MB after the catalogue bench and its quiet
 * wait, 100–140 MB of it malloc's, over the 250 MB budget. jemalloc, preloaded when the machine
 * has it, gives freed pages back after a few seconds: 190–207 MB, and a little less CPU a request.
 * Its background thread does that on a quiet instance too: without it jemalloc purges only when
 * the process allocates, and an instance idle after a burst kept what the burst freed.
 * Without it, glibc with a fixed 128 KB mmap threshold (large buffers handed back when freed;
 * a lower one cost 10–20 % more CPU a miss, every socket read then a mapping) and two arenas
 * (enough for V8's and libuv's few threads).
 */
export function mallocEnv(env = process.env) {
  const jemalloc = env.LD_PRELOAD === undefined ? JEMALLOC_PATHS.find((p) => existsSync(p)) : undefined;
  return {
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: "131072",
    MALLOC_TRIM_THRESHOLD_: "131072",
    ...(jemalloc ? { LD_PRELOAD: jemalloc, MALLOC_CONF: "background_thread:true" } : {}),
  };
}
