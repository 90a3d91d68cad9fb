import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";
import { CZ_URL, E2E_PORTS } from "./tests/e2e/support/urls.js";

/**
 * Browser journeys against the built shop, one server per market, each on a fresh database:
 * PGlite in a new temporary directory, or the PostgreSQL databases that scripts/test.mjs creates
 * (E2E_DATABASE_URL_CZ/RO) when DATABASE_URL is set. Debian's Chromium, never a downloaded browser.
 */
const server = (market: "cz" | "ro", port: number) => {
  const env: Record<string, string> = {
    NODE_ENV: "production",
    PORT: String(port),
    SHOP_MARKET: market,
    DATA_DIR: mkdtempSync(join(tmpdir(), `shop-e2e-${market}-`)),
    JOBS: "inline",
    LOG_LEVEL: "warn",
    PUBLIC_URL: `http://localhost:${port}`,
  };
  const databaseUrl = process.env[`E2E_DATABASE_URL_${market.toUpperCase()}`];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return {
    // The compiled server, as production runs it (compiled first when its sources changed).
    command: "node scripts/start.mjs --no-web-build",
    url: `http://localhost:${port}/healthz`,
    env,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at once (a file's journeys stay in order): one browser left a core idle while
  // it waited on a page, and the pass took a fifth longer. Journeys share the two servers, so each
  // makes its own customers and orders and finds its own e-mails (support/api.ts lastMail).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: CZ_URL,
    // Recording a trace of every journey to keep the failing ones' cost CI a minute a pass: there a
    // failure is retried once, with a trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [server("cz", E2E_PORTS.cz), server("ro", E2E_PORTS.ro)],
});
