import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Server test files that change what the process holds for the files after them (an environment
 * variable, the data key, a fake set into a module) run isolated; so do the browser-side tests
 * (fake timers, stubbed globals).
 */
const ISOLATED_SERVER_FILES = [
  "src/server/modules/buyback/buyback-sell.test.ts", // TRUST_PROXY, read by every app's config
  "src/server/platform/trust-proxy.test.ts", // TRUST_PROXY
  "src/server/status-pages.test.ts", // VITE_DEV, read when the page modules load
  "src/server/modules/catalog/page-cache-changes.test.ts", // VITE_DEV, as status-pages
  "src/server/platform/rate-limit.test.ts", // its own data key
  "src/server/modules/cart/cart.test.ts", // a fake buy-back bonus source, left set
  "src/server/modules/cart/buyback-bonus.test.ts", // a fake buy-back bonus source
  // Checks the web never loads pdf-lib or sharp: only provable in a process no file loaded them in.
  "src/server/platform/worker-files.test.ts",
  "src/server/platform/heap-bytes.test.ts", // exposes gc (V8 flag) to measure the heap
];

export default defineConfig({
  test: {
    environment: "node",
    // Passwords hashed at a test cost (password-hash.ts): the suite makes hundreds of accounts.
    env: { SHOP_TEST_PASSWORD_COST: "low" },
    testTimeout: 30_000,
    // Two files at once share CI's two cores: a demo seed in a beforeAll (stores, demo orders, the
    // scale tests) next to another heavy file took over a minute on the loaded machine.
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, with the other
    // core idle while a file waits on its database or the main process has nothing to do. Every
    // file has its own database (test-app.ts) and ports, so files run side by side safely.
    maxWorkers: Math.max(2, availableParallelism()),
    globalSetup: ["src/server/testing/global-setup.ts"],
    projects: [
      {
        // Server files build the whole app: with a fresh worker per file each re-imported the
        // module graph (a fifth of the run's CPU). Each still gets its own database (test-app.ts);
        // the module caches that outlive a file are keyed by that database (WeakMap<Db>).
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts", "src/server/**/*.test.tsx"],
          exclude: ISOLATED_SERVER_FILES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["src/*.test.{ts,tsx}", "src/!(server)/**/*.test.{ts,tsx}", ...ISOLATED_SERVER_FILES],
          isolate: true,
        },
      },
    ],
  },
});
