import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { upsertSetting } from "./settings.queries.js";
import { getSetting, getShopSettings, SETTINGS_TOPIC, seedSettings } from "./settings.service.js";

const URL = "/api/new/settings/admin/";
const PW = "Heslo123!";
let t: TestApp;
const as = {} as Record<"visitor" | "customer" | "staff" | "supervisor" | "admin", TestClient>;

beforeAll(async () => {
  t = await createTestApp();
  await seedSettings(t.ctx);
  const accounts = [
    ["customer", "customer", []],
    ["staff", "staff", []],
    ["supervisor", "staff", ["supervisor"]],
    ["admin", "admin", []],
  ] as const;
  as.visitor = t.client();
  for (const [who, role, permissions] of accounts) {
    await createUser(t.ctx, {
      email: `${who}@example.cz`,
      password: PW,
      role,
      permissions: [...permissions],
      firstName: who === "admin" ? "Alena" : "Pavel",
      lastName: who === "admin" ? "Adminová" : "Vedoucí",
    });
    as[who] = t.client();
    await as[who].login(`${who}@example.cz`, PW);
  }
});
afterAll(() => t.close());

describe("settings", () => {
  it("gives every visitor the public parameters with the market's defaults and demo values", async () => {
    const res = await as.visitor.get("/api/new/settings/public/");
    expect(res.status).toBe(200);
    // toMatchObject: other areas add their own public keys to the registry.
    expect(res.body).toMatchObject({
      buyback_bonus_percent: 10,
      contact_phone: "+420 800 123 456",
      contact_hours: "Po–Pá 8–20, So–Ne 9–18",
      contact_email: "info@mobilcentrum.cz",
      whatsapp_url: "https://wa.me/420800123456",
      messenger_url: "https://m.me/mobilcentrum",
    });
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("leaves the screen to admins and supervisors: 401 visitor, 403 customer and plain staff", async () => {
    expect((await as.visitor.get(URL)).status).toBe(401);
    const customer = await as.customer.get(URL);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
    expect((await as.staff.get(URL)).status).toBe(403);
    expect((await as.staff.patch(URL, { buyback_bonus_percent: 20 })).status).toBe(403);
    expect((await as.customer.patch(URL, { buyback_bonus_percent: 20 })).status).toBe(403);
    expect((await as.supervisor.get(URL)).status).toBe(200);
    expect((await as.admin.get(URL)).status).toBe(200);
  });

  it("answers bad values with Czech field errors and changes nothing", async () => {
    const res = await as.admin.patch(URL, {
      buyback_bonus_percent: 150,
      contact_email: "nope",
      whatsapp_url: "http://evil.example/",
      contact_phone: "",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      buyback_bonus_percent: ["Hodnota může být nejvýše 100."],
      contact_email: ["Zadejte platnou e-mailovou adresu."],
      whatsapp_url: ["Zadejte odkaz https://wa.me/… nebo pole nechte prázdné."],
      contact_phone: ["Tato hodnota je požadována."],
    });
    expect(await getSetting(t.ctx, "buyback_bonus_percent")).toBe(10);
  });

  it("saves a change, records who changed what and when, and shows it at once", async () => {
    const before = await getShopSettings(t.ctx); // cached now
    expect(before.buyback_bonus_percent).toBe(10);
    const res = await as.supervisor.patch(URL, {
      buyback_bonus_percent: 17,
      contact_hours: "Po–Ne 8–22",
      contact_phone: "+420 800 123 456", // unchanged: not in the history
      messenger_url: "",
    });
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({
      buyback_bonus_percent: 17,
      contact_hours: "Po–Ne 8–22",
      messenger_url: "",
    });
    expect(res.body.history.map((h: { key: string }) => h.key).sort()).toEqual([
      "buyback_bonus_percent",
      "contact_hours",
      "messenger_url",
    ]);
    expect(res.body.history.find((h: { key: string }) => h.key === "buyback_bonus_percent")).toMatchObject({
      old_value: 10,
      new_value: 17,
      changed_by: "Pavel Vedoucí",
    });
    expect((await as.visitor.get("/api/new/settings/public/")).body.buyback_bonus_percent).toBe(17);
    const logged = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "settings.save"));
    expect(logged).toHaveLength(1);
    expect(logged[0].detail).toEqual({ keys: ["buyback_bonus_percent", "contact_hours", "messenger_url"] });
  });

  it("drops its copy when any instance says a market's settings changed", async () => {
    expect(await getSetting(t.ctx, "contact_hours")).toBe("Po–Ne 8–22"); // cached
    // A write the cache does not know of (another instance's save), then that instance's message.
    await upsertSetting(t.ctx.db, "cz", "contact_hours", "Po–Pá 9–17", null);
    expect(await getSetting(t.ctx, "contact_hours")).toBe("Po–Ne 8–22");
    await t.ctx.events.publish(SETTINGS_TOPIC, { market: "ro" });
    expect(await getSetting(t.ctx, "contact_hours")).toBe("Po–Ne 8–22");
    await t.ctx.events.publish(SETTINGS_TOPIC, { market: "cz" });
    expect(await getSetting(t.ctx, "contact_hours")).toBe("Po–Pá 9–17");
  });
});

describe.runIf(process.env.DATABASE_URL)("settings across two instances (PostgreSQL NOTIFY)", () => {
  it("a save on one instance is read by the other at once", async () => {
    const a = await createTestApp({ databaseEvents: true });
    const b = await createTestApp({ shareDatabaseOf: a, databaseEvents: true });
    try {
      await createUser(a.ctx, { email: "sup@example.cz", password: PW, role: "admin" });
      expect(await getSetting(b.ctx, "buyback_bonus_percent")).toBe(10); // b caches it
      const admin = a.client();
      await admin.login("sup@example.cz", PW);
      expect((await admin.patch(URL, { buyback_bonus_percent: 22 })).status).toBe(200);
      await expect.poll(() => getSetting(b.ctx, "buyback_bonus_percent"), { timeout: 5000 }).toBe(22);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
