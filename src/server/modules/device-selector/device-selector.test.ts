import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLORS } from "../../db/seed/device-colors-data.js";
import { DEVICE_MAKERS, DEVICE_MODELS } from "../../db/seed/device-models-data.js";
import { colorSlug, modelSlug, seedDevices } from "../../db/seed/device-selector-seed.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import * as selector from "./device-selector.service.js";

let t: TestApp;
const scope: selector.SelectorScope = { purpose: "buyback", lang: "cs", basePath: "/vykup/" };

beforeAll(async () => {
  t = await createTestApp();
  await seedDevices(t.ctx);
  await seedDevices(t.ctx); // idempotent
});
afterAll(() => t.close());

describe("device selector seed data", () => {
  it("has at least 40 real models across 6 manufacturers and 4 types, with unique slugs", () => {
    expect(DEVICE_MODELS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEVICE_MODELS.map((m) => m.maker)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(DEVICE_MODELS.map((m) => m.type))).toEqual(
      new Set(["phone", "tablet", "watch", "computer"]),
    );
    for (const m of DEVICE_MODELS) expect(DEVICE_MAKERS).toContain(m.maker);
    const models = DEVICE_MODELS.map((m) => modelSlug(m.name));
    expect(new Set(models).size).toBe(models.length);
    const colors = DEVICE_MODELS.flatMap((m) => m.colors.map((c) => colorSlug(m.name, c)));
    expect(new Set(colors).size).toBe(colors.length);
    for (const m of DEVICE_MODELS) for (const c of m.colors) expect(COLORS[c]).toBeDefined();
  });
});

describe("device selector service", () => {
  it("lists types, manufacturers of a type, models and colours with URLs", async () => {
    const types = await selector.typeChoices(t.ctx, scope);
    expect(types.choices.map((c) => c.value)).toEqual(["phone", "tablet", "watch", "computer"]);
    expect(types.choices[0].label).toBe("Mobilní telefony");
    const makers = await selector.manufacturerChoices(t.ctx, scope, "watch");
    expect(makers.choices.map((c) => c.value)).toEqual(["apple", "samsung", "xiaomi", "google", "huawei"]);
    expect(makers.url).toBe("/vykup/?type=watch");
    const models = await selector.modelChoices(t.ctx, scope, "phone", "apple");
    expect(models.choices[0]).toEqual({ value: "iphone-16-pro-max", label: "iPhone 16 Pro Max" });
    const colors = await selector.colorChoices(t.ctx, scope, { model: "iphone-15-pro" });
    expect(colors.choices.map((c) => c.value)).toContain("iphone-15-pro-black-titanium");
    expect(colors.choices.find((c) => c.value === "iphone-15-pro-black-titanium")).toMatchObject({
      label: "Černý titan",
      image_alt: "Apple iPhone 15 Pro, barva černý titan",
    });
    expect(colors.url).toBe("/vykup/?type=phone&manufacturer=apple&model=iphone-15-pro");
  });

  it("labels in Romanian", async () => {
    const ro = { ...scope, lang: "ro" as const, basePath: "/buyback/" };
    expect((await selector.typeChoices(t.ctx, ro)).choices[0].label).toBe("Telefoane");
    const colors = await selector.colorChoices(t.ctx, ro, { model: "iphone-15-pro" });
    expect(colors.choices.find((c) => c.value === "iphone-15-pro-black-titanium")?.label).toBe("Titan negru");
  });

  it("refuses unknown or mismatched values with a field error", async () => {
    await expect(selector.manufacturerChoices(t.ctx, scope, "toaster")).rejects.toMatchObject({
      statusCode: 400,
      body: { type: ["validation.choice"] },
    });
    await expect(selector.modelChoices(t.ctx, scope, "phone", "nokia")).rejects.toMatchObject({
      body: { manufacturer: ["validation.choice"] },
    });
    await expect(
      selector.colorChoices(t.ctx, scope, { model: "iphone-15", manufacturer: "samsung" }),
    ).rejects.toMatchObject({
      body: { manufacturer: ["validation.choice"] },
    });
  });

  it("restores a selection from URL parameters and drops what does not fit", async () => {
    const full = await selector.restoreSelection(t.ctx, scope, {
      type: "phone",
      manufacturer: "apple",
      model: "iphone-15-pro",
      color: "iphone-15-pro-black-titanium",
    });
    expect(full.selected_choices).toEqual({
      product_type: "phone",
      product_manufacturer: "apple",
      product_model: "iphone-15-pro",
      product_color: "iphone-15-pro-black-titanium",
    });
    expect(full.choices.product_model.length).toBeGreaterThan(5);
    expect(full.color?.slug).toBe("iphone-15-pro-black-titanium");

    const wrong = await selector.restoreSelection(t.ctx, scope, {
      type: "phone",
      manufacturer: "samsung",
      model: "iphone-15-pro",
      color: "x",
    });
    expect(wrong.selection).toEqual({ type: "phone", manufacturer: "samsung", model: null, color: null });
    expect(wrong.url).toBe("/vykup/?type=phone&manufacturer=samsung");
    expect(wrong.choices.product_color).toEqual([]);
  });

  it("builds a canonical URL and refuses a level that does not fit", async () => {
    const ok = await selector.selectorUrl(t.ctx, scope, { type: "tablet", manufacturer: "apple" });
    expect(ok.url).toBe("/vykup/?type=tablet&manufacturer=apple");
    await expect(
      selector.selectorUrl(t.ctx, scope, { type: "tablet", manufacturer: "motorola" }),
    ).rejects.toMatchObject({
      body: { manufacturer: ["validation.choice"] },
    });
  });

  it("describes a colour for e-mails", async () => {
    const found = await selector.findColor(t.ctx, scope, "pixel-9-obsidian");
    const d = await selector.describeColor(t.ctx, found!.color.id, "cs");
    expect(d).toMatchObject({
      type: "Mobilní telefony",
      manufacturer: "Google",
      model: "Pixel 9",
      color: "Obsidián",
    });
  });
});

describe("selector routes under an area's names", () => {
  it("registers the choice calls and answers 400, not 500, for bad input", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate("ctx", t.ctx);
    const names: string[] = [];
    app.addHook("onRoute", (r) => {
      if (r.config?.name && r.method === "GET") names.push(r.config.name);
    });
    await app.register(async (root) =>
      selector.registerSelectorRoutes(root, {
        area: "demo",
        prefix: "/api/new/demo",
        scope: () => ({ ...scope, basePath: "/demo/" }),
      }),
    );
    await app.ready();
    expect(names.sort()).toEqual([
      "demo:colors",
      "demo:manufacturers",
      "demo:models",
      "demo:selector-url",
      "demo:types",
    ]);
    const res = await app.inject({ url: "/api/new/demo/selector/models/?type=phone&manufacturer=apple" });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe("/demo/?type=phone&manufacturer=apple");
    const bad = await app.inject({ url: "/api/new/demo/selector/models/?type=phone" });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
