import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grant } from "../../../contract/team.js";
import { GRANTABLE } from "../../../domain/staff-permissions.js";
import { auditLog, mailOutbox, sessions, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let admin: TestClient;
let adminId: number;
const PW = "Heslo123!";
const USERS = "/api/new/team/users/";

beforeAll(async () => {
  t = await createTestApp();
  adminId = await createUser(t.ctx, { email: "admin@example.cz", password: PW, role: "admin" });
  await createUser(t.ctx, {
    email: "staff@example.cz",
    password: PW,
    role: "staff",
    permissions: ["supervisor"],
  });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: PW, firstName: "Jana" });
  admin = t.client();
  await admin.login("admin@example.cz", PW);
});
afterAll(() => t.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  email: "sklad@example.cz",
  first_name: "Petr",
  last_name: "Skladník",
  role: "warehouse",
  grants: [],
  password: "Sklad123!",
  ...over,
});

async function lastAudit() {
  const [row] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe("staff users (admin only)", () => {
  it("refuses visitors (401), customers and staff without `users`, even supervisors (403)", async () => {
    const supervisor = t.client();
    await supervisor.login("staff@example.cz", PW);
    const customer = t.client();
    await customer.login("zakaznik@example.cz", PW);
    for (const [method, url] of [
      ["GET", USERS],
      ["POST", USERS],
      ["PATCH", `${USERS}1/`],
    ] as const) {
      expect((await t.client().request(method, url, method === "GET" ? undefined : {})).status).toBe(401);
      expect((await customer.request(method, url, method === "GET" ? undefined : {})).status).toBe(403);
      expect((await supervisor.request(method, url, method === "GET" ? undefined : {})).status).toBe(403);
    }
  });

  it("the contract's grants are the domain's grantable rights", () => {
    expect([...grant.options].sort()).toEqual([...GRANTABLE].sort());
  });

  it("creates a warehouse account with an initial password, encrypted at rest, audited; it logs in", async () => {
    const res = await admin.post(USERS, newUser({ grants: ["supervisor"] }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      email: "sklad@example.cz",
      first_name: "Petr",
      role: "warehouse",
      grants: ["supervisor"],
      disabled: false,
      last_login_at: null,
    });
    expect(res.body.permissions).toEqual(
      expect.arrayContaining(["orders", "warehouse", "tasks", "supervisor"]),
    );
    expect(res.body.permissions).not.toContain("catalog");
    const [raw] = await t.ctx.db
      .execute<{ email: string; first_name: string }>(
        `select email, first_name from users where id = ${res.body.id}` as never,
      )
      .then((r: any) => r.rows ?? r);
    expect(raw.email).not.toContain("sklad@");
    expect(raw.first_name).not.toBe("Petr");
    expect(await lastAudit()).toMatchObject({
      action: "team.user-create",
      entityId: String(res.body.id),
      detail: { role: "warehouse", grants: ["supervisor"], password: "initial" },
    });
    const me = t.client();
    await me.login("sklad@example.cz", "Sklad123!");
    expect((await me.get("/api/new/accounts/me/")).body.user.permissions).toContain("warehouse");
    const list = (await admin.get(USERS)).body.results;
    expect(list.map((u: any) => u.email)).toEqual([
      "admin@example.cz",
      "staff@example.cz",
      "sklad@example.cz",
    ]);
    expect(list[2].last_login_at).not.toBeNull();
  });

  it("without a password mails a set-password link through the password reset", async () => {
    const res = await admin.post(
      USERS,
      newUser({ email: "katalog@example.cz", role: "catalog", password: "" }),
    );
    expect(res.status, res.text).toBe(201);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "password-reset"));
    expect(mails).toHaveLength(1);
    expect((await lastAudit()).detail).toMatchObject({ password: "link" });
  });

  it("refuses a customer's e-mail with a clear message, a taken staff e-mail, other roles, a weak password", async () => {
    const customer = await admin.post(USERS, newUser({ email: "zakaznik@example.cz" }));
    expect(customer.status).toBe(400);
    expect(customer.body.email[0]).toMatch(/zákazn/);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, 3));
    expect(row!.role).toBe("customer");
    const taken = await admin.post(USERS, newUser());
    expect(taken.status).toBe(400);
    expect(taken.body.email[0]).not.toBe(customer.body.email[0]);
    expect(
      (await admin.post(USERS, newUser({ email: "x@example.cz", role: "customer" }))).body.role,
    ).toBeDefined();
    expect((await admin.post(USERS, newUser({ email: "x@example.cz", role: "shop" }))).status).toBe(400);
    expect((await admin.post(USERS, newUser({ email: "x@example.cz", grants: ["users"] }))).status).toBe(400);
    expect(
      (await admin.post(USERS, newUser({ email: "x@example.cz", password: "abc" }))).body.password,
    ).toBeDefined();
    // A customer's account is not a staff account: it cannot be edited here either.
    expect((await admin.patch(`${USERS}3/`, { role: "staff" })).status).toBe(404);
  });

  it("edits name, role and grants; the change counts at the account's next request", async () => {
    const staff = t.client();
    await staff.login("staff@example.cz", PW);
    expect((await staff.get("/api/new/discounts/admin/discounts/")).status).toBe(200);
    const res = await admin.patch(`${USERS}2/`, { role: "warehouse", grants: [], first_name: "Eva" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ role: "warehouse", grants: [], first_name: "Eva" });
    expect((await staff.get("/api/new/discounts/admin/discounts/")).status).toBe(403);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "team.user-update", actorId: adminId, entityId: "2" });
    expect(entry.detail).toEqual({ role: ["staff", "warehouse"], grants: [["supervisor"], []], name: true });
    expect(JSON.stringify(entry.detail)).not.toContain("Eva");
    // Saving without a change is no change: nothing more in the log.
    await admin.patch(`${USERS}2/`, { role: "warehouse", first_name: "Eva" });
    expect((await lastAudit()).id).toBe(entry.id);
  });

  it("disabling ends the sessions and refuses the login in Czech; enabling lets it in again", async () => {
    const staff = t.client();
    await staff.login("staff@example.cz", PW);
    const res = await admin.patch(`${USERS}2/`, { disabled: true });
    expect(res.body.disabled).toBe(true);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, 2))).toHaveLength(0);
    expect((await staff.get("/api/new/orders/admin/orders/")).status).toBe(401);
    const login = await t
      .client()
      .post("/api/new/accounts/login/", { email: "staff@example.cz", password: PW });
    expect(login.status).toBe(400);
    expect(login.body.message).toMatch(/zablokovaný/);
    // A wrong password says nothing about the account's state.
    const wrong = await t
      .client()
      .post("/api/new/accounts/login/", { email: "staff@example.cz", password: "Xx1!xxxx" });
    expect(wrong.body.message).toBe("Nesprávný e-mail nebo heslo.");
    expect((await lastAudit()).action).toBe("team.user-disable");
    await admin.patch(`${USERS}2/`, { disabled: false });
    expect((await lastAudit()).action).toBe("team.user-enable");
    await t.client().login("staff@example.cz", PW);
  });

  it("an admin cannot demote or disable themselves, and the last admin stays", async () => {
    const self = await admin.patch(`${USERS}${adminId}/`, { role: "staff" });
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/sami sobě|sobě/);
    expect((await admin.patch(`${USERS}${adminId}/`, { disabled: true })).status).toBe(409);
    // A second admin may be demoted while the first stays; then the first is the last.
    const second = await admin.post(USERS, newUser({ email: "admin2@example.cz", role: "admin" }));
    const other = t.client();
    await other.login("admin2@example.cz", "Sklad123!");
    expect((await other.patch(`${USERS}${adminId}/`, { disabled: true })).status).toBe(200);
    const last = await other.patch(`${USERS}${second.body.id}/`, { role: "staff" });
    expect(last.status).toBe(409);
    // The first admin is disabled: demoting the second, the only enabled admin, is refused too.
    expect((await admin.get(USERS)).status).toBe(401);
    await other.patch(`${USERS}${adminId}/`, { disabled: false });
    expect((await other.patch(`${USERS}${second.body.id}/`, { role: "staff" })).status).toBe(409);
  });

  it("never demotes the last admin when two admins demote each other at once", async () => {
    // The first admin's old session ended when it was disabled: both log in again.
    const a = t.client();
    await a.login("admin@example.cz", PW);
    const second = t.client();
    await second.login("admin2@example.cz", "Sklad123!");
    const ids = (await a.get(USERS)).body.results
      .filter((u: any) => u.role === "admin")
      .map((u: any) => u.id);
    expect(ids).toHaveLength(2);
    const [r1, r2] = await Promise.all([
      a.patch(`${USERS}${ids[1]}/`, { role: "staff" }),
      second.patch(`${USERS}${ids[0]}/`, { role: "staff" }),
    ]);
    // One wins. The other is refused either under the row lock (409: the last admin) or,
    // when the winner committed before its request was authorised, as no longer an admin (403).
    const [won, lost] = [r1.status, r2.status].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const admins = (await t.ctx.db.select().from(users).where(eq(users.role, "admin"))).length;
    expect(admins).toBe(1);
  });
});
