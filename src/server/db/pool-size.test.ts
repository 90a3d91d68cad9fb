import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { openTestDatabase } from "../testing/test-app.js";
import { DEFAULT_POOL_SIZE } from "./client.js";

const env = (extra: Record<string, string>) => ({ DATA_KEY: "ab".repeat(32), ...extra });

describe("the database pool's size (decision 024)", () => {
  it("is read from DATABASE_POOL_SIZE, and a size that is no whole number ≥ 1 stops the start", () => {
    expect(loadConfig(env({})).poolSize).toBeUndefined();
    expect(loadConfig(env({ DATABASE_POOL_SIZE: "12" })).poolSize).toBe(12);
    for (const bad of ["0", "-2", "2.5", "many"])
      expect(() => loadConfig(env({ DATABASE_POOL_SIZE: bad }))).toThrow(/DATABASE_POOL_SIZE/);
  });

  it.skipIf(!process.env.DATABASE_URL)("is 4 connections a process unless set (PostgreSQL)", async () => {
    const { database, drop } = await openTestDatabase();
    expect(DEFAULT_POOL_SIZE).toBe(4);
    expect((database.pool as unknown as { options: { max: number } }).options.max).toBe(DEFAULT_POOL_SIZE);
    await drop();
  });
});
