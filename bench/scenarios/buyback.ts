import { type DeviceColour, deviceColours } from "../devices.js";
import type { BenchContext, BenchRequest, PerConnection, Scenario } from "../scenario.js";
import { deal, inBatches, jsonHolds, readJson, seeded, twin, twinListLength, twinName } from "../twins.js";

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

/**
 * Distinct (colour, answers) pairs for the cache-miss twins: every colour of the selector, with
 * the condition answers drawn at random from its model's questions. Buy-back keeps no answer per
 * URL; what it caches is data (the device tree and the current appraisals, read whole and kept
 * 30 s), so a twin walking distinct URLs measures the per-request work on that data. Without a
 * database read per request these answer faster than the SELECT 1 ceiling: lists are sized for
 * four times its rate.
 */
async function appraisalCases(ctx: BenchContext, want: number) {
  const colours = await deviceColours(ctx, "buyback");
  const firstOfModel = [...new Map(colours.map((c) => [c.model, c])).values()];
  // Each model's questions and their choices, from one appraisal of its first colour.
  const questions = new Map(
    await inBatches(firstOfModel, 4, async (c) => {
      const { appraisal } = await readJson(ctx, ctx.path("buyback:appraisal", {}, { color: c.color }));
      const choices = (appraisal.device_conditions as { choices: { value: string }[] }[]).map((q) =>
        q.choices.map((x) => x.value),
      );
      return [c.model, choices] as const;
    }),
  );
  const random = seeded(7);
  const seen = new Set<string>();
  const out: { colour: DeviceColour; answers: string }[] = [];
  for (let i = 0, misses = 0; out.length < want && misses < 1000; i++) {
    const colour = colours[i % colours.length];
    const answers = (questions.get(colour.model) ?? [])
      .filter((q) => q.length)
      .map((q) => q[Math.floor(random() * q.length)])
      .join(",");
    const key = `${colour.color}|${answers}`;
    if (seen.has(key)) {
      misses++;
      continue;
    }
    seen.add(key);
    out.push({ colour, answers });
  }
  return out;
}

/** The selector chain for distinct cases: the last step (the full URL with answers) is distinct. */
async function chainTwin(ctx: BenchContext, n: number): Promise<PerConnection | null> {
  if (!ctx.routes["buyback:selector"]) return null;
  const cases = await appraisalCases(ctx, (twinListLength(ctx, n, 4) / 5 + 15) * n);
  const chains = cases.map(({ colour: c, answers }): BenchRequest[] => [
    { path: ctx.path("buyback:types") },
    { path: ctx.path("buyback:manufacturers", {}, { type: c.type }) },
    { path: ctx.path("buyback:models", {}, { type: c.type, manufacturer: c.manufacturer }) },
    { path: ctx.path("buyback:colors", {}, { model: c.model }) },
    {
      path: ctx.path(
        "buyback:selector",
        {},
        { type: c.type, manufacturer: c.manufacturer, model: c.model, color: c.color, answers },
      ),
    },
  ]);
  const { lists, warmUp } = deal(chains, n, true);
  const full = `${ctx.path("buyback:selector")}?`;
  return twin({
    lists: lists.map((l) => l.flat()),
    warmUp: warmUp?.map((l) => l.flat()),
    check: jsonHolds('"choices"', "choices"),
    // The first four steps have only as many addresses as there are types, makers, models and
    // colours (4, a few dozen, ~50, ~170): they repeat across chains, and keep no answer per URL.
    mayRepeat: (r) => !r.path.startsWith(full),
  });
}

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
    // The same budget as the cached chain: with no answer cached per URL, distinct URLs should cost the same.
    name: twinName("buy-back selector chain (types → colours, full URL)"),
    perConnection: chainTwin,
    target: { minRatio: 0.25, maxP99Ms: 20 },
  },
  {
    name: "buy-back appraisal for a colour",
    requests: async ({ routes, path }) =>
      routes["buyback:appraisal"] ? [{ path: path("buyback:appraisal", {}, { color: COLOR }) }] : null,
    target: { minRatio: 0.25, maxP99Ms: 20 },
  },
  {
    // Every colour with distinct answers; the same budget as the cached one (nothing per URL is kept).
    name: twinName("buy-back appraisal for a colour"),
    perConnection: async (ctx, n) => {
      if (!ctx.routes["buyback:appraisal"]) return null;
      const cases = await appraisalCases(ctx, (twinListLength(ctx, n, 4) + 15) * n);
      const { lists, warmUp } = deal(
        cases.map(({ colour, answers }) => ({
          path: ctx.path("buyback:appraisal", {}, { color: colour.color, answers }),
        })),
        n,
        true,
      );
      return twin({ lists, warmUp, check: jsonHolds('"appraisal_result":[{', "appraisal") });
    },
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
