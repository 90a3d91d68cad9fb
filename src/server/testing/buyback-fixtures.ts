import { seedBuyback } from "../db/seed/buyback-seed.js";
import { seedDevices } from "../db/seed/device-selector-seed.js";
import type { AppContext } from "../platform/context.js";

/** Test data for buy-back tests: valid by the spec's rules (domain.md test vectors). */
export async function seedBuybackFixtures(ctx: AppContext) {
  await seedDevices(ctx);
  await seedBuyback(ctx);
}

export const IPHONE = "iphone-15-pro-black-titanium";
export const MACBOOK = "macbook-air-13-m3-midnight";

/** Grade A (quality answer A, micro-wear elsewhere), everything included. */
export const GOOD_ANSWERS = [
  "display-micro",
  "body-micro",
  "functionality-all",
  "lock-off",
  "charger-yes",
  "battery-yes",
  "quality-a",
];

export function appraisalRequest(version = 1, answers = GOOD_ANSWERS, device = IPHONE) {
  return {
    device_identifier: device,
    appraisal_version: version,
    device_condition_choices: answers,
    note: "",
  };
}

export function customerData(overrides: Record<string, unknown> = {}) {
  return {
    personal_identification_number: "710319/2745",
    identity_card_number: "123456789",
    identity_released_by: "MěÚ Praha 1",
    identity_valid_to: "31.12.2031",
    degree_before_name: "Ing.",
    first_name: "Jana",
    last_name: "Nováková",
    gender: "F",
    district: "Praha 1",
    street: "Národní 10",
    city: "Praha",
    country: "CZ",
    postcode: "110 00",
    phone_number: "+420 601 123 456",
    nationality: "CZ",
    place_of_birth: "Brno",
    e_mail: "jana.novakova@example.cz",
    bank_account_full_number: "19-2000145399",
    bank_code: "0800",
    ...overrides,
  };
}

export function sellRequest(overrides: Record<string, unknown> = {}) {
  return {
    ...appraisalRequest(),
    customer_data: customerData(),
    pickup_address: null,
    buyout_device: { imei: "490154203237518", serial_number: "", note: "Drobný škrábanec vlevo" },
    ...overrides,
  };
}
