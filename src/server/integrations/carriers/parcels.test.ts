import { describe, expect, it } from "vitest";
import { ParcelRejected, SandboxCarrierApi } from "./parcels.js";

const box = {
  reference: "2026001001",
  widthMm: 300,
  heightMm: 200,
  depthMm: 100,
  weightG: 1_200,
  codAmount: null,
};

describe("carrier sandbox: parcel registration", () => {
  it("answers each carrier's parcel number format and tracking page", async () => {
    const api = new SandboxCarrierApi();
    const cases: [string, RegExp, string][] = [
      ["ppl", /^4\d{10}$/, "https://www.ppl.cz/vyhledat-zasilku?shipmentId="],
      ["dpd", /^1387\d{10}$/, "https://tracking.dpd.de/status/cs_CZ/parcel/"],
      ["zasilkovna", /^Z\d{10}$/, "https://tracking.packeta.com/cs/?id="],
      ["fan", /^2\d{12}$/, "https://www.fancourier.ro/awb-tracking/?tracking="],
      ["easybox", /^1ONB\d{9}$/, "https://sameday.ro/#awb="],
    ];
    for (const [carrier, format, tracking] of cases) {
      const p = await api.register(carrier, box);
      expect(p.parcelNumber, carrier).toMatch(format);
      expect(p.trackingUrl).toBe(`${tracking}${p.parcelNumber}`);
      expect(api.registered.get(carrier)?.has(p.parcelNumber)).toBe(true);
    }
    const again = await api.register("ppl", box);
    expect(api.registered.get("ppl")?.size).toBe(2);
    await api.cancel("ppl", again.parcelNumber);
    expect(api.registered.get("ppl")?.has(again.parcelNumber)).toBe(false);
  });

  it("refuses what breaks a carrier's weight and size limits, and carriers it does not know", async () => {
    const api = new SandboxCarrierApi();
    const refusal = async (carrier: string, p: Partial<typeof box>) => {
      const err = await api.register(carrier, { ...box, ...p }).catch((e: unknown) => e);
      expect(err, `${carrier} ${JSON.stringify(p)}`).toBeInstanceOf(ParcelRejected);
      return { reason: (err as ParcelRejected).reason, limit: (err as ParcelRejected).limit };
    };
    // PPL: 31.5 kg, 120 cm the longest side, 300 cm length + girth.
    expect(await api.register("ppl", { ...box, weightG: 31_500 })).toBeTruthy();
    expect(await refusal("ppl", { weightG: 31_501 })).toEqual({ reason: "weight", limit: 31_500 });
    expect(await refusal("ppl", { widthMm: 1_201 })).toEqual({ reason: "length", limit: 1_200 });
    expect(await refusal("ppl", { widthMm: 1_000, heightMm: 600, depthMm: 500 })).toEqual({
      reason: "size",
      limit: 3_000,
    });
    // DPD takes a longer parcel than PPL.
    expect(await api.register("dpd", { ...box, widthMm: 1_500 })).toBeTruthy();
    // Pickup-point boxes: every side must fit, in any orientation; lighter limits.
    expect(
      await api.register("zasilkovna", { ...box, widthMm: 500, heightMm: 700, depthMm: 500 }),
    ).toBeTruthy();
    expect(await refusal("zasilkovna", { weightG: 10_001 })).toEqual({ reason: "weight", limit: 10_000 });
    expect(await refusal("zasilkovna", { widthMm: 701 })).toEqual({ reason: "length", limit: 700 });
    expect(await refusal("zasilkovna", { widthMm: 600, heightMm: 600, depthMm: 100 })).toEqual({
      reason: "size",
      limit: 500,
    });
    expect(await refusal("easybox", { weightG: 20_001 })).toEqual({ reason: "weight", limit: 20_000 });
    expect((await refusal("liftago", {})).reason).toBe("unknown_carrier");
    expect(api.registered.get("zasilkovna")?.size).toBe(1);
  });
});
