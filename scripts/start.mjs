// `npm start`: builds the web bundle when it is missing or older than the sources, compiles the
// server the same way (scripts/build-server.mjs), then serves the shop in production mode (PGlite in
// ./data unless DATABASE_URL is set; demo data on first start).
// `node scripts/start.mjs worker` runs the compiled job worker instead (`npm run worker`);
// `--no-web-build` serves whatever web build there is (the e2e servers: two start at once).
// Node options given to this script (`node --cpu-prof scripts/start.mjs`) are the server's too.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildServer, SERVER_OUT, serverBuildIsStale } from "./build-server.mjs";
import { mallocEnv } from "./malloc-env.mjs";

/**
 * V8's heap sizes for an instance (decision 013 and its last addendum). Its young generation grows
 * to two 64 MB semi-spaces on this machine's heap limit and keeps them for the life of the process;
 * 16 MB each lets a request's short-lived objects die young: at 8 MB an instance scavenged every
 * 20–40 ms under a burst of page misses, copying the in-flight requests' objects each time, and a
 * page miss cost 8–14 % more server CPU with a longer tail; 32 MB gained nothing more. V8 lets the
 * old generation grow to up to 4 times its live size between full collections when the heap limit
 * is 2 GB or more, less the nearer the limit: an instance lives on ~60–120 MB (its caches are
 * bounded by bytes), so 384 MB is room enough and keeps the garbage it carries small.
 * `--expose-gc` lets an idle instance give its grown heap back (src/server/platform/idle-collect.ts).
 * Node options given to this script come after these and win
 * (`node --max-old-space-size=2048 scripts/start.mjs`).
 */
const NODE_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=384", "--expose-gc"];

const entry = process.argv.includes("worker") ? "worker" : "main";
const stamp = "dist/server/entry-server.js";
const sources = ["src/web", "src/domain", "src/contract", "index.html", "vite.config.ts", "public"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

if (entry === "main" && !process.argv.includes("--no-web-build")) {
  const built = existsSync(stamp) && existsSync("dist/client/index.html") ? statSync(stamp).mtimeMs : 0;
  if (built < Math.max(...sources.map(newest))) {
    console.log("Building the web app…");
    const r = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
if (serverBuildIsStale()) {
  console.log("Compiling the server…");
  await buildServer();
}
const args = [...NODE_FLAGS, ...process.execArgv, join(SERVER_OUT, `${entry}.js`)];
const env = { NODE_ENV: "production", ...mallocEnv(), ...process.env };
// This process becomes the server (same pid: signals, exit code and a bench's process tree are
// the server's own); where execve is missing (Windows), the server runs as a child instead.
if (typeof process.execve === "function") process.execve(process.execPath, [process.execPath, ...args], env);
const child = spawn(process.execPath, args, { stdio: "inherit", env });
for (const s of ["SIGINT", "SIGTERM"]) process.on(s, () => child.kill(s));
child.on("exit", (code) => process.exit(code ?? 0));
