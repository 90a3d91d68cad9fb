import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/query-rows.js";
import { createTestApp, type TestApp } from "../../../testing/test-app.js";
import type { TestClient } from "../../../testing/test-client.js";
import { createUser } from "../../accounts/accounts.service.js";

const A = "/api/new/catalog/admin/banners";
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
});
afterAll(() => t.close());

const slide = {
  placement: "slider",
  title: "Black Friday",
  subtitle: "Až o {{buybackBonus}} % víc za starý telefon.",
  url: "/mobilni-telefony/",
  color: "#1E3A8A",
  position: 2,
  is_active: true,
};
const home = async () => (await t.client().get("/api/new/catalog/home/")).body;
const version = async () =>
  Number((await queryRows<{ v: string }>(t.ctx.db, sql`select v from catalog_version where id = 1`))[0]!.v);

describe("home banners for staff", () => {
  it("adds a slide that the home page shows on its next request", async () => {
    expect((await home()).slides).toEqual([]);
    const before = await version();
    const res = await staff.post(`${A}/`, slide);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...slide, id: expect.any(Number), color: "#1e3a8a" });
    expect(await version()).toBeGreaterThan(before);
    expect((await home()).slides).toEqual([
      expect.objectContaining({ id: res.body.id, title: "Black Friday", url: "/mobilni-telefony/" }),
    ]);
  });

  it("lists slides and tiles, hidden ones too, in the home page's order", async () => {
    await staff.post(`${A}/`, { ...slide, placement: "banner", title: "Servis", position: 1 });
    await staff.post(`${A}/`, { ...slide, title: "Dříve", position: 1, is_active: false });
    const list = (await staff.get(`${A}/`)).body;
    expect(list.map((b: any) => [b.placement, b.title, b.is_active])).toEqual([
      ["banner", "Servis", true],
      ["slider", "Dříve", false],
      ["slider", "Black Friday", true],
    ]);
    expect((await home()).slides.map((s: any) => s.title)).toEqual(["Black Friday"]);
  });

  it("shows the newest of equal positions first, so a new slide at 0 leads", async () => {
    const lead = (await staff.post(`${A}/`, { ...slide, title: "Úvodní", position: 0 })).body;
    const second = (await staff.post(`${A}/`, { ...slide, title: "Nejnovější", position: 0 })).body;
    expect((await home()).slides.map((s: any) => s.title)).toEqual(["Nejnovější", "Úvodní", "Black Friday"]);
    for (const b of [lead, second]) await staff.delete(`${A}/${b.id}/`);
  });

  it("edits and hides a slide, and deletes it", async () => {
    const [target] = (await staff.get(`${A}/`)).body.filter((b: any) => b.title === "Black Friday");
    const edited = await staff.put(`${A}/${target.id}/`, { ...slide, title: "Cyber Monday" });
    expect(edited.status).toBe(200);
    expect((await home()).slides.map((s: any) => s.title)).toEqual(["Cyber Monday"]);

    await staff.put(`${A}/${target.id}/`, { ...slide, is_active: false });
    expect((await home()).slides).toEqual([]);

    expect((await staff.delete(`${A}/${target.id}/`)).status).toBe(200);
    expect((await staff.get(`${A}/`)).body.map((b: any) => b.id)).not.toContain(target.id);
    expect((await staff.delete(`${A}/${target.id}/`)).status).toBe(404);
    expect((await staff.put(`${A}/${target.id}/`, slide)).status).toBe(404);
  });

  it("refuses a link out of the shop, a colour it cannot read white text on, and a missing title, in Czech", async () => {
    const count = (await staff.get(`${A}/`)).body.length;
    const res = await staff.post(`${A}/`, {
      ...slide,
      title: " ",
      url: "https://jinde.example/",
      color: "#FACC15",
      placement: "popup",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      title: ["Tato hodnota je požadována."],
      url: ["Zadejte adresu v obchodě začínající lomítkem, např. /mobilni-telefony/."],
      color: ["Bílý text by na této barvě nebyl čitelný; zvolte tmavší."],
      placement: ["Vyberte jednu z nabízených možností."],
    });
    for (const [field, value, message] of [
      ["url", "//jinde.example/", "Zadejte adresu v obchodě začínající lomítkem, např. /mobilni-telefony/."],
      ["url", "/\\jinde.example/", "Zadejte adresu v obchodě začínající lomítkem, např. /mobilni-telefony/."],
      [
        "url",
        "javascript:alert(1)",
        "Zadejte adresu v obchodě začínající lomítkem, např. /mobilni-telefony/.",
      ],
      ["color", "modrá", "Zadejte barvu ve tvaru #RRGGBB."],
      ["position", "první", "Zadejte číslo."],
    ]) {
      const refused = await staff.post(`${A}/`, { ...slide, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body[field!], field).toEqual([message]);
    }
    expect((await staff.get(`${A}/`)).body).toHaveLength(count);
  });
});
