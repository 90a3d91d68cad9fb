import type { Scenario } from "../scenario.js";

const COLOR = "iphone-15-pro-black-titanium";
const ANSWERS = [
  "display-micro",
  "body-micro",
  "functionality-all",
  "lock-off",
  "charger-yes",
  "battery-yes",
  "quality-a",
];

/** Issue 3: the selector chain and the appraisal for a colour (≥ 25 % of the database ceiling, p99 < 20 ms), and a full sell request. */
export const scenarios: Scenario[] = [
  {
    name: "buy-back selector chain (types → colours, full URL)",
    requests: async ({ routes, path }) => {
      if (!routes["buyback:selector"]) return null;
      return [
        { path: path("buyback:types") },
        { path: path("buyback:manufacturers", {}, { type: "phone" }) },
        { path: path("buyback:models", {}, { type: "phone", manufacturer: "apple" }) },
        { path: path("buyback:colors", {}, { model: "iphone-15-pro" }) },
        {
          path: path(
            "buyback:selector",
            {},
            {
              type: "phone",
              manufacturer: "apple",
              model: "iphone-15-pro",
              color: COLOR,
              answers: ANSWERS.join(","),
            },
          ),
        },
      ];
    },
    target: { minRatio: 0.25, maxP99Ms: 20 },
  },
  {
    name: "buy-back appraisal for a colour",
    requests: async ({ routes, path }) =>
      routes["buyback:appraisal"] ? [{ path: path("buyback:appraisal", {}, { color: COLOR }) }] : null,
    target: { minRatio: 0.25, maxP99Ms: 20 },
  },
  {
    name: "buy-back sell (price check, encrypted record, e-mail)",
    requests: async ({ routes, path, session, getJson }) => {
      if (!routes["buyback:sell"]) return null;
      const { appraisal } = await getJson(path("buyback:appraisal", {}, { color: COLOR }));
      const { cookie, csrf } = await session();
      const body = JSON.stringify({
        device_identifier: COLOR,
        appraisal_version: appraisal.version,
        device_condition_choices: ANSWERS,
        note: "",
        customer_data: {
          personal_identification_number: "710319/2745",
          identity_card_number: "123456789",
          identity_released_by: "MěÚ Praha 1",
          identity_valid_to: "31.12.2031",
          degree_before_name: "",
          first_name: "Jana",
          last_name: "Nováková",
          gender: "F",
          district: "",
          street: "Národní 10",
          city: "Praha",
          country: "CZ",
          postcode: "110 00",
          phone_number: "+420601123456",
          nationality: "CZ",
          place_of_birth: "Brno",
          e_mail: "bench@example.cz",
          bank_account_full_number: "19-2000145399",
          bank_code: "0800",
        },
        pickup_address: null,
        buyout_device: { imei: "490154203237518", serial_number: "", note: "" },
      });
      // Every request comes from "another seller" ([<id>] is replaced per request), so the
      // per-address sell limit measures as it would with many real sellers, not one.
      return [
        {
          method: "POST",
          path: path("buyback:sell"),
          body,
          headers: { cookie, "x-csrftoken": csrf, "x-forwarded-for": "[<id>]" },
        },
      ];
    },
    target: { maxP99Ms: 200 },
  },
];
