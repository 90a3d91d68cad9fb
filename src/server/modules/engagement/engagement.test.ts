import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.js";
import { seedJobPositions } from "../../db/seed/job-positions-seed.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";
import { saveSettings } from "../settings/settings.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedJobPositions(t.ctx);
  await createUser(t.ctx, { email: "staff@x.cz", password: "Staff123!", role: "staff" });
  await createUser(t.ctx, {
    email: "hr@x.cz",
    password: "Hr123456!",
    role: "staff",
    permissions: ["supervisor"],
  });
});
afterAll(() => t.close());

const lastMail = async (kind: string) =>
  (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.kind === kind).at(-1)!;

describe("newsletter", () => {
  it("subscribes with double opt-in and unsubscribes with the same link", async () => {
    const c = t.client();
    const res = await c.post("/api/new/news/subscriber/add-subscriber/", {
      email: "Odber@Example.cz",
      consent: true,
    });
    expect(res.status).toBe(201);
    const mail = await lastMail("newsletter-confirm");
    expect(mail.to).toBe("odber@example.cz");
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const staff = t.client();
    await staff.login("staff@x.cz", "Staff123!");
    expect((await staff.get("/api/new/engagement/admin/subscribers/")).body.confirmed).toBe(0);
    expect((await c.post("/api/new/news/subscriber/confirm/", { token })).status).toBe(200);
    expect((await staff.get("/api/new/engagement/admin/subscribers/")).body.confirmed).toBe(1);
    expect((await c.post("/api/new/news/subscriber/unsubscribe/", { token })).status).toBe(200);
    expect((await staff.get("/api/new/engagement/admin/subscribers/")).body.confirmed).toBe(0);
  });

  it("needs consent and a valid e-mail, and refuses an unknown token", async () => {
    const res = await t
      .client()
      .post("/api/new/news/subscriber/add-subscriber/", { email: "nope", consent: false });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(["Zadejte platnou e-mailovou adresu."]);
    expect(res.body.consent).toEqual(["Tato hodnota je požadována."]);
    const bad = await t.client().post("/api/new/news/subscriber/confirm/", { token: "x".repeat(20) });
    expect(bad.status).toBe(400);
    expect(bad.body.token).toEqual(["Odkaz je neplatný nebo už byl použit."]);
  });
});

describe("contact form", () => {
  it("notifies the mailbox staff set in the shop settings", async () => {
    const adminId = await createUser(t.ctx, { email: "boss@x.cz", password: "Boss12345!", role: "admin" });
    await saveSettings(t.ctx, adminId, { contact_email: "podpora@mobilcentrum.cz" });
    const res = await t.client().post("/api/new/engagement/contact/", {
      topic: "order",
      name: "Eva Malá",
      email: "eva@example.cz",
      message: "Máte otevřeno i o svátcích?",
    });
    expect(res.status).toBe(201);
    expect((await lastMail("contact-staff")).to).toBe("podpora@mobilcentrum.cz");
    await saveSettings(t.ctx, adminId, { contact_email: "info@mobilcentrum.cz" });
  });

  it("stores the message, acknowledges it and notifies the shop", async () => {
    const res = await t.client().post("/api/new/engagement/contact/", {
      topic: "order",
      name: "Jan Novák",
      email: "jan@example.cz",
      message: "Kdy dorazí moje objednávka 2026000123?",
    });
    expect(res.status).toBe(201);
    expect((await lastMail("contact-ack")).to).toBe("jan@example.cz");
    const toShop = await lastMail("contact-staff");
    expect(toShop.text).toContain("Objednávka");
    expect(toShop.to).toBe("info@mobilcentrum.cz");
    const staff = t.client();
    await staff.login("staff@x.cz", "Staff123!");
    const list = await staff.get("/api/new/engagement/admin/contact-messages/");
    expect(list.body.results[0]).toMatchObject({ name: "Jan Novák", topic: "order", handled: false });
    const id = list.body.results[0].id;
    expect(
      (await staff.patch(`/api/new/engagement/admin/contact-messages/${id}/`, { handled: true })).status,
    ).toBe(200);
    expect((await staff.get("/api/new/engagement/admin/contact-messages/")).body.results[0].handled).toBe(
      true,
    );
  });

  it("answers field errors for a short message and an unknown topic", async () => {
    const res = await t.client().post("/api/new/engagement/contact/", {
      topic: "x",
      name: "",
      email: "jan@example.cz",
      message: "krátká",
    });
    expect(res.body).toMatchObject({
      topic: ["Vyberte jednu z nabízených možností."],
      name: ["Tato hodnota je požadována."],
      message: ["Zadejte alespoň 10 znaků."],
    });
  });
});

describe("job applications", () => {
  const pdf = Buffer.from("%PDF-1.4 životopis").toString("base64");

  it("accepts an application with a CV that only a supervisor can download", async () => {
    const positions = (await t.client().get("/api/new/engagement/jobs/")).body;
    expect(positions.length).toBeGreaterThan(1);
    const res = await t.client().post("/api/new/engagement/jobs/apply/", {
      position_id: positions[0].id,
      name: "Eva Malá",
      email: "eva@example.cz",
      phone: "+420601123456",
      cv: { file_name: "cv.pdf", content_type: "application/pdf", content_base64: pdf },
    });
    expect(res.status).toBe(201);
    const staff = t.client();
    await staff.login("staff@x.cz", "Staff123!");
    const list = await staff.get("/api/new/engagement/admin/job-applications/");
    const id = list.body.results[0].id;
    expect((await staff.get(`/api/new/engagement/admin/job-applications/${id}/cv/`)).status).toBe(403);
    const hr = t.client();
    await hr.login("hr@x.cz", "Hr123456!");
    const cv = await hr.get(`/api/new/engagement/admin/job-applications/${id}/cv/`);
    expect(cv.status).toBe(200);
    expect(cv.text).toBe("%PDF-1.4 životopis");
    const raw = (await t.ctx.db.execute("select cv from job_applications" as any)) as any;
    expect(Buffer.from(raw.rows[0].cv).toString()).not.toContain("PDF");
  });

  it("requires a CV of an accepted type", async () => {
    const positions = (await t.client().get("/api/new/engagement/jobs/")).body;
    const base = { position_id: positions[0].id, name: "A", email: "a@example.cz", phone: "1" };
    expect((await t.client().post("/api/new/engagement/jobs/apply/", base)).body.cv).toEqual([
      "Přiložte prosím životopis.",
    ]);
    const exe = await t.client().post("/api/new/engagement/jobs/apply/", {
      ...base,
      cv: { file_name: "x.exe", content_type: "application/x-msdownload", content_base64: pdf },
    });
    expect(exe.body.cv.content_type).toEqual(["Životopis musí být ve formátu PDF, DOC, DOCX nebo ODT."]);
  });
});
