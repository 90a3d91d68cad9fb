import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, buybacks, mailOutbox, stores } from "../../db/schema.js";
import {
  appraisalRequest,
  customerData,
  seedBuybackFixtures,
  sellRequest,
} from "../../testing/buyback-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let staff: TestClient;
let banker: TestClient;
let customer: TestClient;
let seller: TestClient;
let sold: { id: string; number: string };

const API = "/api/new/buyback";
const STAFF = `${API}/staff`;

beforeAll(async () => {
  t = await createTestApp();
  await seedBuybackFixtures(t.ctx);
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(t.ctx, {
    email: "bank@example.cz",
    password: "Heslo123!",
    role: "staff",
    permissions: ["buyback:bank-details"],
  });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
  banker = t.client();
  await banker.login("bank@example.cz", "Heslo123!");
  customer = t.client();
  await customer.login("zakaznik@example.cz", "Heslo123!");
  seller = t.client();
  sold = (await seller.post(`${API}/sell/`, sellRequest())).body;
  await seller.post(
    `${API}/sell/`,
    sellRequest({
      customer_data: customerData({ first_name: "Petr", last_name: "Dvořák", gender: "M" }),
      buyout_device: { imei: "354178036859789", serial_number: "", note: "" },
    }),
  );
});
afterAll(() => t.close());

describe("staff calls refuse visitors and customers", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", `${STAFF}/records/`],
    ["GET", `${STAFF}/records/abcdefghijklmnopqrstuv/`],
    ["POST", `${STAFF}/records/abcdefghijklmnopqrstuv/status/`, { status: "paid" }],
    ["GET", `${STAFF}/models/`],
    ["GET", `${STAFF}/models/iphone-15-pro/appraisal/`],
    ["POST", `${STAFF}/models/iphone-15-pro/appraisal/`, {}],
    ["PATCH", `${STAFF}/models/iphone-15-pro/`, {}],
    ["PUT", "/api/new/product/admin-bonuses-for-used-product", { bonuses_manufacturers: [] }],
    ["GET", `${STAFF}/centers/`],
    ["PATCH", `${STAFF}/centers/1/`, { is_buyout_center: true }],
  ];
  it.each(calls)("%s %s: 401 for a visitor, 403 for a customer", async (method, url, body) => {
    expect((await t.client().request(method as any, url, body)).status).toBe(401);
    const res = await customer.request(method as any, url, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
  });
});

describe("records grid", () => {
  it("lists newest first and searches by number, IMEI, name without diacritics and e-mail", async () => {
    const all = await staff.get(`${STAFF}/records/`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    expect(all.body.results[0].customer_name).toBe("Petr Dvořák");
    expect(all.body.results[1]).toMatchObject({
      number: sold.number,
      status: "new",
      status_label: "Nový",
      device: "Apple iPhone 15 Pro, Černý titan",
      quality: "A",
    });
    const by = async (q: string) =>
      (await staff.get(`${STAFF}/records/?q=${encodeURIComponent(q)}`)).body.results.map(
        (r: any) => r.number,
      );
    expect(await by(sold.number)).toEqual([sold.number]);
    expect(await by(sold.number.slice(2))).toEqual([sold.number]);
    expect(await by("49015420323751-8")).toEqual([sold.number]);
    expect(await by("novakova")).toEqual([sold.number]);
    expect(await by("Jana Nováková")).toEqual([sold.number]);
    expect(await by("JANA.NOVAKOVA@example.cz")).toHaveLength(2);
    expect(await by("nikdo")).toEqual([]);
  });

  it("filters by status and date and pages", async () => {
    expect((await staff.get(`${STAFF}/records/?status=paid`)).body.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await staff.get(`${STAFF}/records/?date_from=${today}&date_to=${today}`)).body.count).toBe(2);
    expect((await staff.get(`${STAFF}/records/?date_to=2000-01-01`)).body.count).toBe(0);
    const page = await staff.get(`${STAFF}/records/?page=2&page_size=1`);
    expect(page.body.results).toHaveLength(1);
    expect((await staff.get(`${STAFF}/records/?status=lost`)).body.status).toHaveLength(1);
    expect((await staff.get(`${STAFF}/records/?date_from=1.1.2020`)).body.date_from).toEqual([
      "Neplatné datum (DD.MM.RRRR).",
    ]);
    expect((await staff.get(`${STAFF}/records/?page_size=1000`)).status).toBe(400);
  });
});

describe("record detail", () => {
  it("masks the bank account unless the staff member has the permission, and audits the opening", async () => {
    const plain = await staff.get(`${STAFF}/records/${sold.id}/`);
    expect(plain.status).toBe(200);
    expect(plain.body.customer_data.bank_account_full_number).toBe("••-••••••5399");
    expect(plain.body.customer_data.identity_card_number).toBe("123456789");
    expect(plain.body.customer_data.personal_identification_number).toBe("••••••/•745");
    expect(plain.body.birth_date).toBe("1971-03-19");
    expect(plain.body.bank_account_visible).toBe(false);
    expect(plain.body.next_statuses.map((s: any) => s.value)).toEqual(["awaiting_device", "cancelled"]);
    const full = await banker.get(`${STAFF}/records/${sold.id}/`);
    expect(full.body.customer_data.bank_account_full_number).toBe("19-2000145399");
    const [entry] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.action).toBe("buyback.view-with-bank-account");
    expect(JSON.stringify(entry.detail ?? {})).not.toContain("2000145399");
  });

  it("lets staff open review mode of any record; 404 for an unknown one", async () => {
    expect((await staff.get(`${API}/buyouts/${sold.id}/`)).status).toBe(200);
    expect((await staff.get(`${STAFF}/records/abcdefghijklmnopqrstuv/`)).status).toBe(404);
  });
});

describe("workflow", () => {
  it("moves new → awaiting device → received → inspected → re-quoted; the seller accepts; paid", async () => {
    const move = (body: object) => staff.post(`${STAFF}/records/${sold.id}/status/`, body);
    expect((await move({ status: "received" })).status).toBe(409);
    expect((await move({ status: "awaiting_device", note: "Kurýr přijede zítra." })).status).toBe(200);
    const mail = (await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];
    expect(mail.kind).toBe("buyback-awaiting_device");
    expect(mail.to).toBe("jana.novakova@example.cz");
    expect(mail.text).toContain("Kurýr přijede zítra.");
    expect((await move({ status: "received" })).body.status).toBe("received");
    expect((await move({ status: "inspected" })).body.status).toBe("inspected");
    const missing = await move({ status: "requoted" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      offered_price: ["Tato hodnota je požadována."],
      offered_quality: ["Tato hodnota je požadována."],
    });
    const requoted = await move({
      status: "requoted",
      offered_price: 1100000,
      offered_quality: "B",
      note: "Prasklý rámeček.",
    });
    expect(requoted.body.offered_price).toBe(1100000);

    // Only the seller answers the counter-offer.
    expect((await t.client().post(`${API}/buyouts/${sold.id}/offer/`, { accept: true })).status).toBe(404);
    const seen = await seller.get(`${API}/buyouts/${sold.id}/`);
    expect(seen.body.can_answer_offer).toBe(true);
    const accepted = await seller.post(`${API}/buyouts/${sold.id}/offer/`, { accept: true });
    expect(accepted.body.status).toBe("accepted");
    expect((await seller.post(`${API}/buyouts/${sold.id}/offer/`, { accept: false })).status).toBe(409);

    const paid = await move({ status: "paid" });
    expect(paid.body.status).toBe("paid");
    expect(paid.body.purchase_date).toBeTruthy();
    expect(paid.body.next_statuses).toEqual([]);
    expect(paid.body.history.map((h: any) => h.status)).toEqual([
      "new",
      "awaiting_device",
      "received",
      "inspected",
      "requoted",
      "accepted",
      "paid",
    ]);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "buyback.status"));
    expect(audits.map((a) => (a.detail as any).to)).toEqual([
      "awaiting_device",
      "received",
      "inspected",
      "requoted",
      "accepted",
      "paid",
    ]);
    expect((await staff.get(`${STAFF}/records/?status=paid`)).body.count).toBe(1);
  });

  it("refuses unknown statuses and bad bodies with 400", async () => {
    const res = await staff.post(`${STAFF}/records/${sold.id}/status/`, {
      status: "lost",
      offered_price: -1,
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toHaveLength(1);
    expect(res.body.offered_price).toHaveLength(1);
  });
});

describe("appraisal administration", () => {
  it("lists models with their current version and top price", async () => {
    const res = await staff.get(`${STAFF}/models/`);
    expect(res.body.results.length).toBeGreaterThanOrEqual(40);
    expect(res.body.results.find((m: any) => m.slug === "iphone-15-pro")).toMatchObject({
      version: 1,
      top_price: 1600000,
    });
  });

  it("saves an edit as a new version; old sales keep theirs and stale quotes get 409", async () => {
    const current = (await staff.get(`${STAFF}/models/iphone-15-pro/appraisal/`)).body;
    const { model, version, versions, ...draft } = current;
    draft.results = draft.results.map((r: any) => ({ ...r, price: r.price + 50000 }));
    const saved = await staff.post(`${STAFF}/models/iphone-15-pro/appraisal/`, { ...draft, base_version: 1 });
    expect(saved.status).toBe(201);
    expect(saved.body.version).toBe(2);
    expect(saved.body.versions.map((v: any) => v.version)).toEqual([2, 1]);
    expect(
      (await staff.post(`${STAFF}/models/iphone-15-pro/appraisal/`, { ...draft, base_version: 1 })).status,
    ).toBe(409);

    expect(
      (await t.client().post(`${API}/send-email/`, { ...appraisalRequest(1), e_mail: "a@example.cz" }))
        .status,
    ).toBe(409);
    expect(
      (await t.client().get(`${API}/appraisal/?color=iphone-15-pro-black-titanium`)).body.appraisal.version,
    ).toBe(2);
    const old = await staff.get(`${STAFF}/records/${sold.id}/`);
    expect(old.body.version).toBe(1);
  });

  it("refuses inconsistent drafts with field errors", async () => {
    const current = (await staff.get(`${STAFF}/models/galaxy-s24/appraisal/`)).body;
    const { model, version, versions, ...draft } = current;
    draft.conditions[0].choices[1].value = draft.conditions[0].choices[0].value;
    draft.conditions[1].choices[0].appraisal_result = 99;
    draft.default_choices = { "5": "display-perfect" };
    const res = await staff.post(`${STAFF}/models/galaxy-s24/appraisal/`, { ...draft, base_version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.conditions["0"].choices["1"].value).toEqual(["Hodnota se opakuje."]);
    expect(res.body.conditions["1"].choices["0"].appraisal_result).toEqual([
      "Vyberte jednu z nabízených možností.",
    ]);
    expect(res.body.default_choices["5"]).toHaveLength(1);
    expect((await staff.post(`${STAFF}/models/galaxy-s24/appraisal/`, { base_version: "x" })).status).toBe(
      400,
    );
    expect((await staff.get(`${STAFF}/models/nokia-3310/appraisal/`)).status).toBe(404);
  });

  it("edits a model and hides it from the buy-back selector", async () => {
    const res = await staff.patch(`${STAFF}/models/galaxy-s23/`, { for_buyout: false });
    expect(res.status).toBe(200);
    const models = await t.client().get(`${API}/selector/models/?type=phone&manufacturer=samsung`);
    expect(models.body.choices.map((c: any) => c.value)).not.toContain("galaxy-s23");
    expect((await staff.patch(`${STAFF}/models/galaxy-s23/`, { release_year: 1800 })).status).toBe(400);
  });
});

describe("bonuses and centres", () => {
  it("replaces the bonus rules; the public call shows them", async () => {
    const res = await staff.request("PUT", "/api/new/product/admin-bonuses-for-used-product", {
      bonuses_manufacturers: [
        { manufacturer: null, type_device: null, quality: null, percent: 5 },
        { manufacturer: "google", type_device: "phone", quality: "A+", percent: 20 },
      ],
    });
    expect(res.status).toBe(200);
    const pub = await t.client().get("/api/new/product/admin-bonuses-for-used-product");
    expect(pub.body.bonuses_manufacturers.map((b: any) => b.percent)).toEqual([5, 20]);
    const bad = await staff.request("PUT", "/api/new/product/admin-bonuses-for-used-product", {
      bonuses_manufacturers: [{ manufacturer: "nokia", type_device: null, quality: "Z", percent: 101 }],
    });
    expect(bad.status).toBe(400);
  });

  it("marks a store as a buy-back centre with its hours", async () => {
    const [store] = await t.ctx.db
      .insert(stores)
      .values({
        seoName: "brno",
        name: "Brno Vaňkovka",
        street: "Ve Vaňkovce 1",
        city: "Brno",
        postcode: "602 00",
        country: "CZ",
        phone: "+420 500 000 000",
        email: "brno@example.cz",
        latitude: 49.19,
        longitude: 16.61,
        openingHours: { "1": [["09:00", "20:00"]] },
      })
      .returning();
    const res = await staff.patch(`${STAFF}/centers/${store.id}/`, {
      is_buyout_center: true,
      opening_hours: { "1": [["10:00", "18:00"]] },
    });
    expect(res.status).toBe(200);
    const centers = await t.client().get("/api/new/stores/stores/service-center/service-buyout-centers/");
    expect(centers.body.find((c: any) => c.seo_name === "brno").opening_hours).toEqual({
      "1": [["10:00", "18:00"]],
    });
    expect((await staff.patch(`${STAFF}/centers/999999/`, { is_buyout_center: true })).status).toBe(404);
    expect((await staff.patch(`${STAFF}/centers/abc/`, { is_buyout_center: true })).status).toBe(400);
    const rows = await t.ctx.db.select().from(buybacks);
    expect(rows.length).toBe(2);
  });
});
