import { defineConfig } from "vitest/config";

// The cluster journeys (issue 21): nginx, two web instances and a worker started by
// `npm run start:cluster` on a database of their own. `scripts/test.mjs` runs them when nginx and
// PostgreSQL are there; the two files side by side (each has its own database and ports).
export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
