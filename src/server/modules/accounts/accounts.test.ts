import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "./accounts.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx, {
    email: "jana@example.cz",
    password: "Heslo123!",
    firstName: "Jana",
    lastName: "Nováková",
  });
  await createUser(t.ctx, {
    email: "prodejna@example.cz",
    password: "Heslo123!",
    role: "shop",
    firstName: "Prodejna",
    lastName: "Brno",
  });
});
afterAll(() => t.close());

describe("accounts", () => {
  it("registers, is logged in and reads itself as registred", async () => {
    const c = t.client();
    const res = await c.post("/api/new/accounts/register/", {
      email: "Petr@Example.cz",
      password: "Tajne1234?",
      password_confirm: "Tajne1234?",
      first_name: "Petr",
      last_name: "Svoboda",
    });
    expect(res.status).toBe(201);
    const me = await c.get("/api/new/accounts/me/");
    expect(me.body.user.email).toBe("petr@example.cz");
    expect(me.body.analytics_user_type).toBe("registred");
    expect((await t.client().get("/api/new/accounts/me/")).body).toEqual({
      user: null,
      analytics_user_type: "unregistred",
    });
  });

  it("keeps e-mails and names encrypted at rest", async () => {
    const rows = await t.ctx.db.select({ email: users.emailLookup }).from(users);
    const raw = await t.ctx.database.db.execute("select email, first_name from users" as any);
    const first = (raw as any).rows[0];
    expect(first.email).toMatch(/^v1\./);
    expect(first.first_name).toMatch(/^v1\./);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("rejects a weak password with the spec's rule and a mismatched confirmation", async () => {
    const res = await t.client().post("/api/new/accounts/register/", {
      email: "x@example.cz",
      password: "12345678",
      password_confirm: "1234567",
      first_name: "",
      last_name: "X",
    });
    expect(res.status).toBe(400);
    expect(res.body.first_name).toEqual(["Tato hodnota je požadována."]);
    expect(res.body.password).toEqual(["Heslo musí obsahovat velké písmeno."]);
    expect(res.body.password_confirm).toEqual(["Hesla se neshodují."]);
  });

  it("answers 400 with field errors, not 500, for missing fields and wrong types", async () => {
    const res = await t.client().post("/api/new/accounts/login/", { email: 42 });
    expect(res.status).toBe(400);
    expect(res.body.password).toEqual(["Tato hodnota je požadována."]);
    expect(res.body.email).toHaveLength(1);
  });

  it("refuses wrong credentials with one message and rate-limits guessing", async () => {
    const c = t.client();
    const bad = await c.post("/api/new/accounts/login/", {
      email: "jana@example.cz",
      password: "Spatne123!",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.non_field_errors).toEqual(["Nesprávný e-mail nebo heslo."]);
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await c.post("/api/new/accounts/login/", { email: "nikdo@example.cz", password: "Spatne123!" }))
        .status;
    expect(last).toBe(429);
  });

  it("requires the CSRF header on unsafe methods", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/new/accounts/logout/", payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it("does not let a shop account edit personal info", async () => {
    const c = t.client();
    await c.login("prodejna@example.cz", "Heslo123!");
    const res = await c.patch("/api/new/accounts/profile/", { first_name: "A", last_name: "B" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Osobní údaje u účtu prodejny nelze upravovat.");
  });

  it("resets a password through the e-mailed single-use link", async () => {
    const c = t.client();
    await c.post("/api/new/accounts/password-reset/", { email: "jana@example.cz" });
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "password-reset"));
    expect(mail.kind).toBe("password-reset");
    expect(mail.to).toBe("jana@example.cz");
    // The e-mail says what the link is for and how long it lasts (not the page's "if the account exists").
    expect(mail.text).toContain("Požádali jste o nové heslo");
    expect(mail.text).toContain("platí 2 hodiny");
    expect(mail.text).not.toContain("Pokud u nás účet");
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const ok = await c.post("/api/new/accounts/password-reset/confirm/", {
      token,
      password: "Nove123!x",
      password_confirm: "Nove123!x",
    });
    expect(ok.status).toBe(200);
    const again = await c.post("/api/new/accounts/password-reset/confirm/", {
      token,
      password: "Nove123!x",
      password_confirm: "Nove123!x",
    });
    expect(again.status).toBe(400);
    await t.client().login("jana@example.cz", "Nove123!x");
  });
});
