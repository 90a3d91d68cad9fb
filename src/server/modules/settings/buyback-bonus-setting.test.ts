import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";

/**
 * The buy-back bonus shown to customers is the shop setting `buyback_bonus_percent` (issue 20,
 * decision 022): the general rule of the bonus rules, which the page, the quote and the sale read;
 * the rules table keeps the exceptions. Either screen changes the same value.
 */
const BONUSES = "/api/new/product/admin-bonuses-for-used-product";
let t: TestApp;
let admin: TestClient;
let buybackStaff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = t.client();
  await admin.login("admin@mobilcentrum.cz", "Admin123!");
  buybackStaff = t.client();
  await buybackStaff.login("staff@mobilcentrum.cz", "Staff123!");
}, 120_000);
afterAll(() => t.close());

const general = (body: {
  bonuses_manufacturers: {
    id: number;
    manufacturer: string | null;
    type_device: string | null;
    quality: string | null;
    percent: number;
  }[];
}) => body.bonuses_manufacturers.filter((r) => !r.manufacturer && !r.type_device && !r.quality);

describe("buy-back bonus from the settings", () => {
  it("shows the setting as the general rule beside the table's exceptions", async () => {
    const res = await t.client().get(BONUSES);
    expect(general(res.body)).toEqual([
      { id: 0, manufacturer: null, type_device: null, quality: null, percent: 10 },
    ]);
    expect(res.body.bonuses_manufacturers.filter((r: { percent: number }) => r.percent === 15)).toHaveLength(
      4,
    );
  });

  it("a changed setting is the general bonus at once", async () => {
    expect((await admin.patch("/api/new/settings/admin/", { buyback_bonus_percent: 12 })).status).toBe(200);
    expect(general((await t.client().get(BONUSES)).body)[0].percent).toBe(12);
  });

  it("the bonus grid's general rule is saved as the setting, with who changed it", async () => {
    const current = (await t.client().get(BONUSES)).body.bonuses_manufacturers.map(
      ({ id: _id, ...r }: { id: number }) => r,
    );
    const edited = current.map(
      (r: {
        manufacturer: string | null;
        type_device: string | null;
        quality: string | null;
        percent: number;
      }) => (!r.manufacturer && !r.type_device && !r.quality ? { ...r, percent: 7 } : r),
    );
    const saved = await buybackStaff.request("PUT", BONUSES, { bonuses_manufacturers: edited });
    expect(saved.status).toBe(200);
    expect(general(saved.body)).toEqual([
      { id: 0, manufacturer: null, type_device: null, quality: null, percent: 7 },
    ]);
    expect(saved.body.bonuses_manufacturers).toHaveLength(current.length); // no second general row
    const screen = await admin.get("/api/new/settings/admin/");
    expect(screen.body.values.buyback_bonus_percent).toBe(7);
    expect(screen.body.history[0]).toMatchObject({
      key: "buyback_bonus_percent",
      old_value: 12,
      new_value: 7,
      changed_by: "Tomáš Skladník",
    });
  });
});
