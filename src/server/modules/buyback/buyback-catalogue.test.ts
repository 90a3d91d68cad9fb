import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, seedBuybackFixtures } from "../../testing/buyback-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBuybackFixtures(t.ctx);
});
afterAll(() => t.close());

const API = "/api/new/buyback";

describe("buy-back selector calls", () => {
  it("are in the reverse route table under their names", async () => {
    const routes = (await t.client().get("/api/new/core/routes/")).body;
    for (const name of [
      "selector",
      "types",
      "manufacturers",
      "models",
      "colors",
      "selector-url",
      "appraisal",
      "send-email",
      "sell",
      "countries",
      "detail",
      "bonuses",
      "centers",
    ]) {
      expect(routes[`buyback:${name}`], name).toBeTruthy();
    }
    expect(routes["buyback:bonuses"]).toBe("/api/new/product/admin-bonuses-for-used-product");
    expect(routes["buyback:centers"]).toBe("/api/new/stores/stores/service-center/service-buyout-centers/");
  });

  it("walks type → manufacturer → model → colour with server URLs", async () => {
    const c = t.client();
    const types = await c.get(`${API}/selector/types/`);
    expect(types.status).toBe(200);
    expect(types.body.choices[0]).toEqual({ value: "phone", label: "Mobilní telefony" });
    const makers = await c.get(`${API}/selector/manufacturers/?type=phone`);
    expect(makers.body.choices.map((x: any) => x.value)).toContain("apple");
    expect(makers.body.url).toBe("/vykup/?type=phone");
    const models = await c.get(`${API}/selector/models/?type=phone&manufacturer=apple`);
    expect(models.body.choices.map((x: any) => x.value)).toContain("iphone-15-pro");
    const colors = await c.get(`${API}/selector/colors/?type=phone&manufacturer=apple&model=iphone-15-pro`);
    expect(colors.body.choices.find((x: any) => x.value === IPHONE)).toMatchObject({
      label: "Černý titan",
      image_alt: expect.any(String),
    });
    const url = await c.get(
      `${API}/selector/url/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE}`,
    );
    expect(url.body.url).toBe(`/vykup/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE}`);
  });

  it("answers 400 with the field for missing, malformed, too long and unknown values", async () => {
    const c = t.client();
    expect((await c.get(`${API}/selector/manufacturers/`)).body).toEqual({
      type: ["Tato hodnota je požadována."],
    });
    expect((await c.get(`${API}/selector/manufacturers/?type=Phone!`)).body.type).toEqual([
      "Vyberte jednu z nabízených možností.",
    ]);
    expect((await c.get(`${API}/selector/manufacturers/?type=${"a".repeat(101)}`)).status).toBe(400);
    expect((await c.get(`${API}/selector/manufacturers/?type=toaster`)).body.type).toEqual([
      "Vyberte jednu z nabízených možností.",
    ]);
    expect(
      (await c.get(`${API}/selector/models/?type=phone&manufacturer=nokia`)).body.manufacturer,
    ).toHaveLength(1);
    expect(
      (await c.get(`${API}/selector/colors/?model=galaxy-s24&manufacturer=apple`)).body.manufacturer,
    ).toHaveLength(1);
    expect(
      (await c.get(`${API}/selector/url/?type=phone&manufacturer=apple&model=galaxy-s24`)).body.model,
    ).toHaveLength(1);
  });

  it("restores a selection with its appraisal and applies URL answers as defaults", async () => {
    const res = await t
      .client()
      .get(
        `${API}/selector/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE}&answers=display-cracked,nonsense,body-worn`,
      );
    expect(res.status).toBe(200);
    expect(res.body.selected_choices.product_color).toBe(IPHONE);
    expect(res.body.choices.product_color.length).toBe(4);
    const a = res.body.appraisal;
    expect(a.version).toBe(1);
    expect(a.appraisal_result.map((r: any) => r.quality)).toEqual(["A+", "A", "B", "C", "D", null]);
    expect(a.device_conditions.map((c: any) => c.code)).toEqual([
      "display",
      "body",
      "functionality",
      "lock",
      "charger",
      "battery",
      "quality",
    ]);
    expect(a.default_device_condition_choices).toMatchObject({
      "1": "display-cracked",
      "2": "body-worn",
      "5": "charger-yes",
    });
    expect(res.body.url).toContain("answers=display-cracked%2Cbody-worn");
  });

  it("restores the whole selection from a URL code (a colour variant), answers included", async () => {
    const res = await t.client().get(`${API}/selector/?code=${IPHONE}&answers=display-cracked`);
    expect(res.status).toBe(200);
    expect(res.body.selected_choices).toEqual({
      product_type: "phone",
      product_manufacturer: "apple",
      product_model: "iphone-15-pro",
      product_color: IPHONE,
    });
    expect(res.body.choices.product_model.some((c: any) => c.value === "iphone-15-pro")).toBe(true);
    expect(res.body.choices.product_color.length).toBe(4);
    expect(res.body.appraisal.default_device_condition_choices).toMatchObject({ "1": "display-cracked" });
    expect(res.body.url).toBe(
      `/vykup/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE}&answers=display-cracked`,
    );
    // The code names the device: stale levels sent alongside it do not matter.
    const mixed = await t.client().get(`${API}/selector/?type=tablet&manufacturer=samsung&code=${IPHONE}`);
    expect(mixed.status).toBe(200);
    expect(mixed.body.selected_choices.product_color).toBe(IPHONE);
  });

  it("refuses a bad URL code with 400 and an unknown one with 404, never 500", async () => {
    const c = t.client();
    for (const bad of ["Not a slug!", "-x", "%00", "%C5%BE"]) {
      const res = await c.get(`${API}/selector/?code=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toEqual(["Vyberte jednu z nabízených možností."]);
    }
    const long = await c.get(`${API}/selector/?code=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.code).toHaveLength(1);
    const twice = await c.get(`${API}/selector/?code=a&code=b`);
    expect(twice.status).toBe(400);
    const unknown = await c.get(`${API}/selector/?code=nokia-3310-blue`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeTruthy();
  });

  it("drops levels of a selector URL that do not fit, without an appraisal", async () => {
    const res = await t
      .client()
      .get(`${API}/selector/?type=phone&manufacturer=samsung&model=iphone-15-pro&color=${IPHONE}`);
    expect(res.body.selected_choices).toEqual({
      product_type: "phone",
      product_manufacturer: "samsung",
      product_model: null,
      product_color: null,
    });
    expect(res.body.appraisal).toBeNull();
  });

  it("loads the appraisal for a colour, and a 400 with a message and url for an unknown one", async () => {
    const ok = await t.client().get(`${API}/appraisal/?color=${IPHONE}`);
    expect(ok.status).toBe(200);
    expect(ok.body.url).toBe(`/vykup/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE}`);
    expect(ok.body.appraisal.minimal_buyout_price).toBe(10000);
    const bad = await t.client().get(`${API}/appraisal/?color=iphone-99-gold`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Toto zařízení neznáme. Vyberte ho prosím znovu.");
    expect(bad.body.url).toBe("/vykup/");
    expect((await t.client().get(`${API}/appraisal/`)).body.color).toEqual(["Tato hodnota je požadována."]);
  });

  it("lists countries in the page language, bonuses and buy-back centres", async () => {
    const countries = await t.client().get(`${API}/countries/`);
    expect(countries.body.countries).toEqual([
      { value: "CZ", label: "Česko" },
      { value: "SK", label: "Slovensko" },
    ]);
    expect(countries.body.default_country).toBe("CZ");
    const bonuses = await t.client().get("/api/new/product/admin-bonuses-for-used-product");
    expect(bonuses.body.quality_types.map((q: any) => q.value)).toEqual(["A+", "A", "B", "C", "D"]);
    expect(bonuses.body.types_devices.map((q: any) => q.value)).toContain("watch");
    expect(bonuses.body.bonuses_manufacturers.length).toBeGreaterThan(0);
    const centers = await t.client().get("/api/new/stores/stores/service-center/service-buyout-centers/");
    expect(centers.status).toBe(200);
    expect(Array.isArray(centers.body)).toBe(true);
  });

  it("labels in Romanian for a Romanian-language visitor", async () => {
    const c = t.client();
    c.cookies.set("lang", "ro");
    expect((await c.get(`${API}/selector/types/`)).body.choices[0].label).toBe("Telefoane");
    const a = (await c.get(`${API}/appraisal/?color=${IPHONE}`)).body.appraisal;
    expect(a.device_conditions[2].name).toBe("Funcționalitate");
  });
});
