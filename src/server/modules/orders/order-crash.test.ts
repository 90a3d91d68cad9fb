import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.js";

const dir = mkdtempSync(join(tmpdir(), "shop-crash-"));
const child = (arg: string) =>
  spawnSync(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "../../testing/order-crash-child.ts"), dir, arg],
    {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "" },
      timeout: 60_000,
    },
  );
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a crash while submitting", () => {
  it("leaves no half order: no order row, no items, the stock as it was", async () => {
    const seeded = child("seed");
    expect(seeded.status).toBe(0);
    const { phone } = JSON.parse(seeded.stdout.trim().split("\n").pop()!);
    const crashed = child(String(phone));
    expect(crashed.signal).toBe("SIGKILL");
    expect(crashed.stdout).not.toContain("not killed");

    const database = await openDatabase({ dataDir: dir });
    try {
      const one = async (q: string) => ((await database.pglite!.query<{ n: number }>(q)).rows[0] as any).n;
      expect(await one("select count(*)::int as n from orders")).toBe(0);
      expect(await one("select count(*)::int as n from order_items")).toBe(0);
      expect(await one(`select warehouse_stock as n from products where id = ${phone}`)).toBe(5);
      expect(await one("select count(*)::int as n from carts where status = 'open'")).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
