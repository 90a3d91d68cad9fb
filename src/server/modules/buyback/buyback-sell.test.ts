import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buybacks, mailOutbox } from "../../db/schema.js";
import {
  appraisalRequest,
  customerData,
  GOOD_ANSWERS,
  IPHONE,
  MACBOOK,
  seedBuybackFixtures,
  sellRequest,
} from "../../testing/buyback-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
let ip = 0;
/**
 * Each client its own address, so the per-address rate limits do not mix the tests up: the test
 * client connects from 127.0.0.1, made the trusted proxy whose X-Forwarded-For is believed.
 */
const client = () => {
  const c = t.client();
  const addr = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
  c.post = (url: string, payload?: unknown) =>
    c.request("POST", url, payload ?? {}, { "x-forwarded-for": addr });
  return c;
};
beforeAll(async () => {
  process.env.TRUST_PROXY = "127.0.0.1";
  t = await createTestApp();
  delete process.env.TRUST_PROXY;
  await seedBuybackFixtures(t.ctx);
});
afterAll(() => t.close());

const API = "/api/new/buyback";
const lastMail = async () =>
  (await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];

describe("send the quote to an e-mail", () => {
  it("mails device, answers, price and a restoring link, without personal numbers", async () => {
    const res = await client().post(`${API}/send-email/`, {
      ...appraisalRequest(),
      e_mail: "petr@example.cz",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    const mail = await lastMail();
    expect(mail.kind).toBe("buyback-quote");
    expect(mail.to).toBe("petr@example.cz");
    expect(mail.subject).toContain("Apple iPhone 15 Pro, Černý titan");
    expect(mail.text).toContain("Kvalita: A");
    // 16 000 Kč × 0.86 = 13 760 Kč for grade A
    expect(mail.text).toContain("Výkupní cena: 13\u00a0760\u00a0Kč");
    expect(mail.text).toContain("Displej a sklo: Jemné vlasové škrábance");
    expect(mail.text).toMatch(
      /\/vykup\/\?type=phone&manufacturer=apple&model=iphone-15-pro&color=iphone-15-pro-black-titanium&answers=display-micro%2C/,
    );
    expect(mail.html).toContain("Otevřít nacenění");
  });

  it("maps e_mail errors to its field and refuses stale versions and unbuyable answers", async () => {
    const c = client();
    expect(
      (await c.post(`${API}/send-email/`, { ...appraisalRequest(), e_mail: "nope" })).body.e_mail,
    ).toEqual(["Zadejte platnou e-mailovou adresu."]);
    expect((await c.post(`${API}/send-email/`, { ...appraisalRequest() })).body.e_mail).toEqual([
      "Tato hodnota je požadována.",
    ]);
    const stale = await c.post(`${API}/send-email/`, { ...appraisalRequest(7), e_mail: "a@example.cz" });
    expect(stale.status).toBe(409);
    expect(stale.body.version).toBe(1);
    const locked = GOOD_ANSWERS.map((a) => (a === "lock-off" ? "lock-on" : a));
    const refused = await c.post(`${API}/send-email/`, {
      ...appraisalRequest(1, locked),
      e_mail: "a@example.cz",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Produkt bez definované kvality nelze vykoupit.");
  });

  it("rate-limits quote e-mails per address", async () => {
    const c = client();
    let last = 0;
    for (let i = 0; i < 6; i++)
      last = (await c.post(`${API}/send-email/`, { ...appraisalRequest(), e_mail: "flood@example.cz" }))
        .status;
    expect(last).toBe(429);
  });
});

describe("sell online", () => {
  it("answers 201 with the Location of the status page, recomputing the price", async () => {
    const c = client();
    const res = await c.post(`${API}/sell/`, sellRequest());
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(res.body.url);
    expect(res.body.url).toMatch(/^\/vykup\/[A-Za-z0-9_-]{22}\/$/);
    expect(res.body.number).toMatch(/^VK\d{6}$/);
    const [row] = await t.ctx.db.select().from(buybacks).where(eq(buybacks.publicId, res.body.id));
    expect(row.price).toBe(1376000);
    expect(row.quality).toBe("A");
    expect(row.bonusPercent).toBe(15);
    const mail = await lastMail();
    expect(mail.kind).toBe("buyback-new");
    expect(mail.text).not.toContain("710319");
    expect(mail.text).not.toContain("2000145399");
    expect(mail.text).not.toContain("123456789");

    // The same browser sees its status page (review mode) with every choice fixed and numbers masked.
    const detail = await c.get(`${API}/buyouts/${res.body.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.product_model_choice).toEqual({ value: "iphone-15-pro", label: "iPhone 15 Pro" });
    expect(detail.body.device_conditions.every((d: any) => d.disabled && d.value)).toBe(true);
    expect(detail.body.conditions_appraisal_result).toMatchObject({ quality: "A", price: 1376000 });
    expect(detail.body.customer_data.personal_identification_number).toBe("••••••/•745");
    expect(detail.body.customer_data.bank_account_full_number).toBe("••-••••••5399");
    expect(detail.body.customer_data.first_name).toBe("Jana");
    expect(detail.body.history.map((h: any) => h.status)).toEqual(["new"]);
  });

  it("keeps personal data encrypted at rest", async () => {
    const raw = (await t.ctx.database.db.execute(
      "select birth_number, bank_account, id_card_number, customer, email from buybacks" as any,
    )) as any;
    for (const v of Object.values(raw.rows[0])) expect(String(v)).toMatch(/^v1\./);
  });

  it("shows the record to nobody else, but to the holder of the e-mailed key", async () => {
    const sold = await client().post(`${API}/sell/`, sellRequest());
    const stranger = await client().get(`${API}/buyouts/${sold.body.id}/`);
    expect(stranger.status).toBe(404);
    const mail = await lastMail();
    const key = /key=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await client().get(`${API}/buyouts/${sold.body.id}/?key=${key}`)).status).toBe(200);
    expect((await client().get(`${API}/buyouts/${sold.body.id}/?key=${key.slice(1)}x`)).status).toBe(404);
    expect((await client().get(`${API}/buyouts/short/`)).status).toBe(400);
  });

  it("gives a logged-in customer their own record from another browser", async () => {
    const { createUser } = await import("../accounts/accounts.service.js");
    await createUser(t.ctx, { email: "karel@example.cz", password: "Heslo123!" });
    const a = client();
    await a.login("karel@example.cz", "Heslo123!");
    const sold = await a.post(`${API}/sell/`, sellRequest());
    const b = client();
    await b.login("karel@example.cz", "Heslo123!");
    expect((await b.get(`${API}/buyouts/${sold.body.id}/`)).status).toBe(200);
  });

  it("groups field errors under buyout_device, customer_data and pickup_address", async () => {
    const res = await client().post(
      `${API}/sell/`,
      sellRequest({
        customer_data: customerData({
          personal_identification_number: "7103192746",
          identity_card_number: "12",
          identity_valid_to: "31.02.2030",
          degree_before_name: "Ing",
          first_name: "",
          postcode: "1100",
          phone_number: "+42060112345",
          e_mail: "x@",
          bank_account_full_number: "2000145398",
          bank_code: "0000",
          country: "DE",
        }),
        pickup_address: { street: "", city: "Brno", postcode: "999 99", country: "CZ" },
        buyout_device: { imei: "490154203237519", serial_number: "AB C!", note: "" },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.buyout_device).toEqual({
      imei: ["Neplatné IMEI."],
      serial_number: ["Sériové číslo obsahuje nepovolené znaky."],
    });
    expect(res.body.customer_data).toMatchObject({
      identity_card_number: ["Neplatné číslo dokladu."],
      identity_valid_to: ["Neplatné datum (DD.MM.RRRR)."],
      degree_before_name: ["Titul smí obsahovat jen písmena latinky a musí končit tečkou."],
      first_name: ["Tato hodnota je požadována."],
      country: ["Vyberte jednu z nabízených možností."],
      e_mail: ["Zadejte platnou e-mailovou adresu."],
    });
    expect(res.body.pickup_address).toEqual({
      street: ["Tato hodnota je požadována."],
      postcode: ["Neplatné PSČ."],
    });
  });

  it("checks country-dependent fields, checksums and bank codes", async () => {
    const res = await client().post(
      `${API}/sell/`,
      sellRequest({
        customer_data: customerData({
          personal_identification_number: "7103192746",
          postcode: "1100",
          phone_number: "+42060112345",
          bank_account_full_number: "4278-727558021",
          bank_code: "0000",
          identity_valid_to: "01.01.2020",
        }),
      }),
    );
    expect(res.body.customer_data).toEqual({
      personal_identification_number: ["Neplatné rodné číslo."],
      postcode: ["Neplatné PSČ."],
      phone_number: ["Zadejte platné telefonní číslo."],
      bank_account_full_number: ["Neplatné předčíslí účtu."],
      bank_code: ["Neplatný kód banky."],
      identity_valid_to: ["Platnost dokladu již vypršela."],
    });
    const number = await client().post(
      `${API}/sell/`,
      sellRequest({ customer_data: customerData({ bank_account_full_number: "2000145398" }) }),
    );
    expect(number.body.customer_data).toEqual({
      bank_account_full_number: ["Neplatné číslo bankovního účtu."],
    });
  });

  it("requires the IMEI of a phone and the serial number of a computer", async () => {
    const phone = await client().post(
      `${API}/sell/`,
      sellRequest({ buyout_device: { imei: "", serial_number: "", note: "" } }),
    );
    expect(phone.body).toEqual({ buyout_device: { imei: ["Tato hodnota je požadována."] } });
    const mac = await client().post(
      `${API}/sell/`,
      sellRequest({
        ...appraisalRequest(1, GOOD_ANSWERS, MACBOOK),
        buyout_device: { imei: "", serial_number: "", note: "" },
      }),
    );
    expect(mac.body).toEqual({ buyout_device: { serial_number: ["Tato hodnota je požadována."] } });
    const ok = await client().post(
      `${API}/sell/`,
      sellRequest({
        ...appraisalRequest(1, GOOD_ANSWERS, MACBOOK),
        buyout_device: { imei: "", serial_number: "C02XK1ABJG5J", note: "" },
      }),
    );
    expect(ok.status).toBe(201);
  });

  it("refuses bad appraisal requests: wrong types, unknown ids, unanswered, duplicated, stale", async () => {
    const c = client();
    const wrongType = await c.post(
      `${API}/sell/`,
      sellRequest({ appraisal_version: "1", device_condition_choices: "display-micro" }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.appraisal_version).toHaveLength(1);
    expect(wrongType.body.device_condition_choices).toHaveLength(1);
    expect(
      (await c.post(`${API}/sell/`, sellRequest({ device_identifier: "iphone-99-gold" }))).body
        .device_identifier,
    ).toEqual(["Vyberte jednu z nabízených možností."]);
    expect(
      (
        await c.post(
          `${API}/sell/`,
          sellRequest({ device_condition_choices: [...GOOD_ANSWERS, "display-perfect"] }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await c.post(`${API}/sell/`, sellRequest({ device_condition_choices: GOOD_ANSWERS.slice(1) }))).body
        .device_condition_choices,
    ).toEqual(["Odpovězte prosím na všechny otázky o stavu zařízení."]);
    expect((await c.post(`${API}/sell/`, sellRequest({ appraisal_version: 2 }))).status).toBe(409);
    expect((await c.post(`${API}/sell/`, { nothing: true })).status).toBe(400);
    expect((await c.post(`${API}/sell/`, sellRequest({ note: "x".repeat(501) }))).body.note).toEqual([
      "Zadejte nejvýše 500 znaků.",
    ]);
  });

  it("answers 400, never 500, for wrong types in every field", async () => {
    const numbers = Object.fromEntries(Object.keys(customerData()).map((k) => [k, 42]));
    const res = await client().post(
      `${API}/sell/`,
      sellRequest({ customer_data: numbers, pickup_address: { postcode: [] }, buyout_device: "x" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.customer_data.first_name).toHaveLength(1);
    expect(res.body.buyout_device).toHaveLength(1);
    for (const bad of [null, [], "x", 1])
      expect((await client().post(`${API}/sell/`, sellRequest({ customer_data: bad }))).status).toBe(400);
  });

  it("never takes a price from the client", async () => {
    const res = await client().post(`${API}/sell/`, {
      ...sellRequest(),
      price: 1,
      appraisal_price: 99999999,
    });
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db.select().from(buybacks).where(eq(buybacks.publicId, res.body.id));
    expect(row.price).toBe(1376000);
  });

  it("needs the CSRF header", async () => {
    const res = await t.app.inject({ method: "POST", url: `${API}/sell/`, payload: sellRequest() });
    expect(res.statusCode).toBe(403);
  });

  it("prices answers at the floor and refuses a phone that does not switch on", async () => {
    const worst = [
      "display-cracked",
      "body-cracked",
      "functionality-fault",
      "lock-off",
      "charger-no",
      "battery-no",
      "quality-d",
    ];
    const cheap = await client().post(`${API}/send-email/`, {
      ...appraisalRequest(1, worst, "moto-g84-5g-viva-magenta"),
      e_mail: "a@example.cz",
    });
    expect(cheap.status).toBe(200);
    expect((await lastMail()).text).toContain("Výkupní cena: 100\u00a0Kč");
    const dead = worst.map((a) => (a === "functionality-fault" ? "functionality-dead" : a));
    const res = await client().post(`${API}/sell/`, sellRequest({ device_condition_choices: dead }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Produkt bez definované kvality nelze vykoupit.");
    expect(IPHONE).toBeTruthy();
  });
});
