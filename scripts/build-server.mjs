// The server compiled for production (decision 013): esbuild bundles the web process, the job
// worker and the migrate and seed CLIs into dist/server-node/ as ESM, with packages left to
// node_modules. Running the compiled file instead of `--import tsx` saves tsx's loader, its
// transform cache and a source map per module in every instance.
// `node scripts/build-server.mjs` builds; `--if-stale` only when a source is newer than the build.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_OUT = join(ROOT, "dist", "server-node");
/** What the bundles are made of: the server imports src/domain, src/contract and parts of src/web. */
const SOURCES = ["src", "tsconfig.json", "package.json", "scripts/build-server.mjs"];
const ENTRIES = {
  main: "src/server/main.ts",
  worker: "src/server/worker.ts",
  "migrate-cli": "src/server/db/migrate-cli.ts",
  "seed-cli": "src/server/db/seed/seed-cli.ts",
};

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** True when a bundle is missing or any source file changed after the oldest bundle was written. */
export function serverBuildIsStale() {
  const built = Object.keys(ENTRIES).map((name) => join(SERVER_OUT, `${name}.js`));
  if (!built.every((f) => existsSync(f))) return true;
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return oldest < Math.max(...SOURCES.map((s) => newest(join(ROOT, s))));
}

/**
 * One file per entry (no shared chunks), each written to a temporary name and renamed into place:
 * two servers starting at once (the e2e tests start two) may both build, and neither can load a
 * half-written file. Source maps sit beside the bundles for `node --enable-source-maps` when
 * debugging; they are not loaded otherwise.
 */
export async function buildServer() {
  // Loaded here, so serving an existing build needs no devDependencies.
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: SERVER_OUT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
  });
  mkdirSync(SERVER_OUT, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return result.outputFiles.map((f) => relative(ROOT, f.path));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--if-stale") && !serverBuildIsStale()) process.exit(0);
  const started = Date.now();
  const files = await buildServer();
  console.log(
    `Server compiled into ${relative(ROOT, SERVER_OUT)}/ (${files.length} files, ${Date.now() - started} ms)`,
  );
}
