// `npm test`: lint, typecheck, unit + integration tests (PGlite, or PostgreSQL when DATABASE_URL is
// set), the production build, then the browser journeys in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import pg from "pg";
import { chromiumPath } from "./chromium-path.mjs";

// Each step says how long it took: CI has a time budget, and the log shows where it went.
const took = (started) => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const run = (title, cmd, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✗ ${title} failed after ${took(started)}`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${title}: ${took(started)}`);
};

const db = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
// Lint, types and the build do not depend on the database: CI's second pass (PostgreSQL, same
// commit, same checkout) sets SHOP_TEST_STATIC_DONE=1 after the first has run them.
const staticDone = process.env.SHOP_TEST_STATIC_DONE === "1" && existsSync("dist/client/index.html");
if (!staticDone) {
  run("lint (biome)", "npx", ["biome", "check", "."]);
  run("typecheck (tsc)", "npx", ["tsc", "--noEmit"]);
}
run(`unit and integration tests on ${db} (vitest)`, "npx", ["vitest", "run"]);

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  const message = `No Chromium at ${chromium}: browser tests skipped. Install Debian's packages: apt-get install chromium chromium-headless-shell`;
  if (process.env.CI) {
    console.error(`✗ ${message}`);
    process.exit(1);
  }
  console.warn(`⚠ ${message}`);
  process.exit(0);
}
if (!staticDone) run("production build (vite)", "npm", ["run", "build", "--silent"]);

// On PostgreSQL the two e2e servers (cz, ro) each get a new database, dropped afterwards.
const e2eEnv = {};
const created = [];
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  for (const market of ["cz", "ro"]) {
    const name = `shop_e2e_${randomBytes(4).toString("hex")}_${market}`;
    await admin.query(`CREATE DATABASE ${name}`);
    created.push(name);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    e2eEnv[`E2E_DATABASE_URL_${market.toUpperCase()}`] = url.toString();
  }
  await admin.end();
}
console.log("\n▶ browser journeys (playwright)");
const e2eStarted = Date.now();
const e2e = spawnSync("npx", ["playwright", "test"], {
  stdio: "inherit",
  env: { ...process.env, ...e2eEnv },
});
console.log(`• browser journeys: ${took(e2eStarted)}`);
if (created.length) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
if (e2e.status !== 0) {
  console.error("✗ browser tests failed");
  process.exit(e2e.status ?? 1);
}

// The cluster journeys (issue 21: nginx in front of two instances and a worker) need nginx and
// PostgreSQL: they run in the PostgreSQL pass where nginx is installed (CI installs it).
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
if (!nginx) {
  const message = "No nginx: cluster journeys skipped. Install Debian's package: apt-get install nginx";
  if (process.env.CI && process.env.DATABASE_URL) {
    console.error(`✗ ${message}`);
    process.exit(1);
  }
  console.warn(`⚠ ${message}`);
} else if (!process.env.DATABASE_URL) {
  console.log("\n• cluster journeys run in the PostgreSQL pass (DATABASE_URL): skipped on PGlite");
} else {
  run("cluster journeys: nginx, two instances, a worker (vitest)", "npx", [
    "vitest",
    "run",
    "--config",
    "tests/cluster/vitest.config.ts",
  ]);
}
console.log(`\n✓ all checks passed on ${db}`);
