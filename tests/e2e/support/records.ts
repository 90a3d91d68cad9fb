import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { apiAs, lastMail } from "./api.js";
import { DEMO, expect } from "./test.js";
import { CZ_URL } from "./urls.js";

/** The phone colour the demo seed appraises for buy-back and offers repairs for. */
export const IPHONE = "iphone-15-pro-black-titanium";

/** A sell-online request for the demo iPhone, as the buy-back form sends it. */
export const sellBody = (email: string) => ({
  device_identifier: IPHONE,
  appraisal_version: 1,
  device_condition_choices: [
    "display-micro",
    "body-micro",
    "functionality-all",
    "lock-off",
    "charger-yes",
    "battery-yes",
    "quality-a",
  ],
  note: "",
  customer_data: {
    personal_identification_number: "710319/2745",
    identity_card_number: "123456789",
    identity_released_by: "MěÚ Praha 1",
    identity_valid_to: "31.12.2031",
    degree_before_name: "",
    first_name: "Eva",
    last_name: "Dvořáková",
    gender: "F",
    district: "Praha 1",
    street: "Národní 10",
    city: "Praha",
    country: "CZ",
    postcode: "110 00",
    phone_number: "+420 601 123 456",
    nationality: "CZ",
    place_of_birth: "Brno",
    e_mail: email,
    bank_account_full_number: "19-2000145399",
    bank_code: "0800",
  },
  pickup_address: null,
  buyout_device: { imei: "490154203237518", serial_number: "", note: "" },
});

/** A browser-less client of the shop with its own cookies and CSRF token (a guest until it logs in). */
export async function shopClient(baseURL = CZ_URL): Promise<APIRequestContext & { csrf: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const routes = await api.get("/api/new/core/routes/");
  const csrf = /csrftoken=([^;]+)/.exec(routes.headers()["set-cookie"] ?? "")?.[1] ?? "";
  return Object.assign(api, { csrf });
}

/** Sells the demo iPhone online as `client` (a guest or a customer): the buy-back's id and number. */
export async function sellIphone(client: APIRequestContext & { csrf: string }, email: string) {
  const sold = await client.post("/api/new/buyback/sell/", {
    data: sellBody(email),
    headers: { "x-csrftoken": client.csrf },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  return (await sold.json()) as { id: string; number: string };
}

/** Orders a display repair of the demo iPhone, picked up by courier, as `client`: its number. */
export async function orderDisplayRepair(client: APIRequestContext & { csrf: string }, email: string) {
  const ops = (await (await client.get(`/api/new/service/operations/?color=${IPHONE}`)).json()) as {
    choices: { value: number; code: string }[];
  };
  const repair = await client.post("/api/new/service/orders/", {
    data: {
      color: IPHONE,
      operations: [ops.choices.find((o) => o.code === "display")!.value],
      imei: "",
      fault: "Prasklý displej po pádu, telefon jinak funguje.",
      handover: "courier",
      store: null,
      pickup_address: { street: "Národní 10", city: "Praha", postcode: "110 00" },
      customer: { name: "Eva Dvořáková", email, phone: "+420 601 123 456" },
      consent: true,
    },
    headers: { "x-csrftoken": client.csrf },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  return (await repair.json()) as { number: string };
}

/** The status link of the buy-back confirmation e-mail for sale `number`, read from the outbox as staff. */
export async function buybackStatusLink(number: string): Promise<string> {
  const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
  const mail = await lastMail(staff, "buyback-new", { subjectHas: number });
  await staff.dispose();
  expect(mail.subject).toContain(number);
  const link = mail.text.match(/https?:\/\/\S+\/vykup\/[A-Za-z0-9_-]{22}\/\?key=[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/** Sells the demo iPhone from a browser of its own (a guest), as `email`: the sale's number. */
export async function sellElsewhere(email: string): Promise<string> {
  const seller = await shopClient();
  const { number } = await sellIphone(seller, email);
  await seller.dispose();
  return number;
}
