import { describe, expect, it } from "vitest";
import { emptySellValues, fieldForPath, SELL_FIELDS, sellResolver, toSellParts } from "./sell-form-fields.js";

const request = () => ({
  device_identifier: "iphone-15-pro-black-titanium",
  appraisal_version: 1,
  device_condition_choices: ["display-micro"],
  note: "",
});

describe("sell form: front-side names ↔ API", () => {
  it("maps every server error path, alternative address included, back to a field", () => {
    expect(fieldForPath(["customer_data", "personal_identification_number"])).toBe("birthNumber");
    expect(fieldForPath(["buyout_device", "serial_number"])).toBe("serialNumber");
    expect(fieldForPath(["pickup_address", "postcode"])).toBe("altPostcode");
    expect(fieldForPath(["pickup_address", "delivery_extra_info"])).toBe("altExtraInfo");
    expect(fieldForPath(["pickup_address"])).toBe("altLocation");
    expect(fieldForPath(["device_condition_choices"])).toBeUndefined();
    for (const [front, path] of Object.entries(SELL_FIELDS)) expect(fieldForPath([...path])).toBe(front);
  });

  it("sends a pickup address only when the alternative address is ticked", () => {
    const v = { ...emptySellValues("CZ"), altStreet: "Jiná 1" };
    expect(toSellParts(v).pickup_address).toBeNull();
    expect(toSellParts({ ...v, pickupAltAddress: true }).pickup_address).toMatchObject({
      street: "Jiná 1",
      country: "CZ",
    });
  });

  it("validates with the server's schema and needs the IMEI of a phone, one error per field", async () => {
    const resolve = sellResolver("cz", "phone", request);
    const out = await resolve(
      { ...emptySellValues("CZ"), imei: "", birthNumber: "7103192746", postcode: "1100" },
      undefined,
      {} as any,
    );
    const errors = out.errors as Record<string, { message: string }>;
    expect(errors.imei.message).toBe("validation.required");
    expect(errors.firstName.message).toBe("validation.required");
    expect(errors.postcode.message).toBe("validation.postcode");
    expect(errors.serialNumber).toBeUndefined();
    const mac = await sellResolver("cz", "computer", request)(
      { ...emptySellValues("CZ") },
      undefined,
      {} as any,
    );
    expect((mac.errors as any).serialNumber.message).toBe("validation.required");
  });
});
