import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MODELS } from "../catalog-data.js";
import { darken, hue, lighten, luminance, mix, parseHex } from "./colour.js";
import { drawDevice, variantOf, viewsOf } from "./draw.js";
import { shapeOf } from "./shape.js";
import { CANVAS } from "./svg.js";

describe("colour arithmetic", () => {
  it("mixes, lightens and darkens in RGB", () => {
    expect(parseHex("#2563eb")).toEqual([37, 99, 235]);
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(lighten("#2563eb", 1)).toBe("#ffffff");
    expect(darken("#2563eb", 1)).toBe("#000000");
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(luminance("#1f2937")).toBeLessThan(0.05);
    expect(hue("#16a34a")).toBeGreaterThan(100);
    expect(hue("#16a34a")).toBeLessThan(160);
  });
});

describe("device shapes", () => {
  it("draws every demo model as its kind of device", () => {
    const kinds = MODELS.map((m) => `${m.name}: ${shapeOf(m).kind}`);
    expect(kinds).toContain("iPhone 16 Pro: phone");
    expect(kinds).toContain("iPad Air 11 (M3): tablet");
    expect(kinds).toContain("Fenix 8 47mm: watch");
    expect(kinds).toContain("MacBook Air 13 (M4): laptop");
    expect(kinds).toContain("Mac mini (M4): desktop");
    expect(kinds).toContain("AirPods Pro 2: earbuds");
    expect(kinds).toContain("Tune 670NC: headphones");
    expect(kinds).toContain("Silicone Case Galaxy S25: case");
    expect(kinds).toContain("Ochranné sklo Galaxy S25: glass");
    expect(kinds).toContain("MagSafe nabíječka: magsafe");
    expect(kinds).toContain("PowerCore 10000: powerbank");
    expect(kinds).toContain("Nabíječka 45W: charger");
  });

  it("gives each maker's phones their camera layout", () => {
    const camera = (name: string) => {
      const s = shapeOf(MODELS.find((m) => m.name === name)!);
      return s.kind === "phone" ? s.camera : null;
    };
    expect(camera("iPhone 16 Pro")).toBe("triple-island");
    expect(camera("iPhone 16")).toBe("dual-island");
    expect(camera("Galaxy A56 5G")).toBe("vertical");
    expect(camera("Pixel 9")).toBe("bar");
    expect(camera("Xiaomi 15 Ultra")).toBe("round");
  });
});

describe("drawing", () => {
  it("draws a well-formed square SVG per view, in the variant's colour", () => {
    for (const m of MODELS) {
      const shape = shapeOf(m);
      const views = viewsOf(shape);
      expect(views.length).toBeGreaterThan(0);
      for (const view of views) {
        const svg = drawDevice(shape, m.colors[0][1], view);
        expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${CANVAS}" height="${CANVAS}"`));
        expect(svg).not.toContain("NaN");
        expect(svg).not.toContain("undefined");
      }
    }
    const phone = shapeOf(MODELS[0]);
    expect(drawDevice(phone, "#2563eb", "hero")).not.toBe(drawDevice(phone, "#16a34a", "hero"));
    expect(drawDevice(phone, "#2563eb", "hero")).toBe(drawDevice(phone, "#2563eb", "hero"));
  });

  it("draws look-alike models apart, so each keeps its own picture and alt text", () => {
    const shapes = new Map<string, string>();
    for (const m of MODELS)
      for (const [, hex] of m.colors) {
        const svg = drawDevice(shapeOf(m), hex, viewsOf(shapeOf(m))[0], variantOf(`${m.maker} ${m.name}`));
        const twin = shapes.get(svg);
        expect(twin, `${m.name} ${hex} drawn as ${twin}`).toBeUndefined();
        shapes.set(svg, `${m.name} ${hex}`);
      }
  });

  it("rasterises to a picture whose back shows the body colour", async () => {
    const shape = shapeOf(MODELS.find((m) => m.name === "iPhone 16")!);
    const png = await sharp(Buffer.from(drawDevice(shape, "#16a34a", "back")))
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([CANVAS, CANVAS]);
    // The middle of the back is the body: green dominates there.
    const { data } = await sharp(png)
      .extract({ left: 600, top: 760, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(data[0] + 40);
    expect(data[1]).toBeGreaterThan(data[2] + 40);
  });
});
