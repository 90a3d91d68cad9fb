import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { seedUnits } from "./units.service.js";

const PW = "Heslo123!";
let t: TestApp;
const as = {} as Record<"customer" | "warehouse" | "catalog", TestClient>;
beforeAll(async () => {
  t = await createTestApp();
  await seedUnits(t.ctx);
  await seedUnits(t.ctx); // idempotent
  for (const role of ["customer", "warehouse", "catalog"] as const) {
    await createUser(t.ctx, { email: `${role}@example.cz`, password: PW, role });
    as[role] = t.client();
    await as[role].login(`${role}@example.cz`, PW);
  }
});
afterAll(() => t.close());

describe("units", () => {
  it("lists the units for everyone (GET units), pieces first", async () => {
    const res = await t.client().get("/api/new/units/");
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ code: "pcs", symbol_cs: "ks", symbol_ro: "buc" });
    expect(res.body.results.map((u: { code: string }) => u.code)).toContain("gb");
    expect(res.body.results).toHaveLength(13);
  });

  it("refuses visitors, customers and staff without the catalogue", async () => {
    const body = {
      code: "l",
      symbol_cs: "l",
      symbol_ro: "l",
      name_cs: "litr",
      name_ro: "litru",
      position: 5,
    };
    for (const [method, url] of [
      ["POST", "/api/new/units/admin/"],
      ["PUT", "/api/new/units/admin/1/"],
      ["DELETE", "/api/new/units/admin/1/"],
    ] as const) {
      expect((await t.client().request(method, url, body)).status).toBe(401);
      expect((await as.customer.request(method, url, body)).status).toBe(403);
      expect((await as.warehouse.request(method, url, body)).status).toBe(403);
    }
  });

  it("adds, edits and deletes a unit; bad input gets Czech field errors", async () => {
    const bad = await as.catalog.post("/api/new/units/admin/", {
      code: "Litr!",
      symbol_cs: "",
      symbol_ro: "l",
      name_cs: "litr",
      name_ro: "litru",
      position: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: ["Kód: malá písmena bez diakritiky, číslice a podtržítka, na začátku písmeno."],
      symbol_cs: ["Tato hodnota je požadována."],
      position: ["Hodnota musí být alespoň 0."],
    });
    const dup = await as.catalog.post("/api/new/units/admin/", {
      code: "kg",
      symbol_cs: "kg",
      symbol_ro: "kg",
      name_cs: "x",
      name_ro: "x",
      position: 1,
    });
    expect(dup.body.code).toEqual(["Jednotka s tímto kódem už existuje."]);
    const made = await as.catalog.post("/api/new/units/admin/", {
      code: "l",
      symbol_cs: "l",
      symbol_ro: "l",
      name_cs: "litr",
      name_ro: "litru",
      position: 5,
    });
    expect(made.status).toBe(201);
    const edited = await as.catalog.put(`/api/new/units/admin/${made.body.id}/`, {
      ...made.body,
      name_ro: "litri",
    });
    expect(edited.body.name_ro).toBe("litri");
    expect((await as.catalog.delete(`/api/new/units/admin/${made.body.id}/`)).body).toEqual({ ok: true });
    expect((await as.catalog.delete(`/api/new/units/admin/${made.body.id}/`)).status).toBe(404);
  });
});
