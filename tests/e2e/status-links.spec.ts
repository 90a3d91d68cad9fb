import { request as playwrightRequest } from "@playwright/test";
import { apiAs, lastMail } from "./support/api.js";
import { DEMO, expect, hydrated, test } from "./support/test.js";
import { CZ_URL, RO_URL } from "./support/urls.js";

/**
 * Issue 16: the buy-back status link of the confirmation e-mail opened in another browser answered
 * HTTP 500 "Něco se pokazilo" (the API's 404 became a 500, with React error #418 on hydration). The
 * seller sells in one browser; the link from the outbox opens in a fresh one (this test's page,
 * which never saw the sale) and shows the status; a wrong link is the 404 page with HTTP 404.
 */
const SELL = {
  device_identifier: "iphone-15-pro-black-titanium",
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
    degree_before_name: "Ing.",
    first_name: "Petra",
    last_name: "Svobodová",
    gender: "F",
    district: "Praha 1",
    street: "Národní 10",
    city: "Praha",
    country: "CZ",
    postcode: "110 00",
    phone_number: "+420 601 123 456",
    nationality: "CZ",
    place_of_birth: "Brno",
    e_mail: "petra.svobodova@example.cz",
    bank_account_full_number: "19-2000145399",
    bank_code: "0800",
  },
  pickup_address: null,
  buyout_device: { imei: "353209101234565", serial_number: "", note: "" },
};

/** Sells the device from another browser (its own cookies) and answers the sale's number. */
async function sellElsewhere(): Promise<string> {
  const seller = await playwrightRequest.newContext({ baseURL: CZ_URL });
  const routes = await seller.get("/api/new/core/routes/");
  const csrf = /csrftoken=([^;]+)/.exec(routes.headers()["set-cookie"] ?? "")?.[1] ?? "";
  const sold = await seller.post("/api/new/buyback/sell/", { data: SELL, headers: { "x-csrftoken": csrf } });
  expect(sold.status(), await sold.text()).toBe(201);
  const { number } = (await sold.json()) as { number: string };
  await seller.dispose();
  return number;
}

test.describe("status links from e-mails", () => {
  test("the buy-back confirmation's link opens the status in a fresh browser", async ({ page }) => {
    const number = await sellElsewhere();
    const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const mail = await lastMail(staff, "buyback-new");
    await staff.dispose();
    expect(mail.subject).toContain(number);
    const link = mail.text.match(/https?:\/\/\S+\/vykup\/[A-Za-z0-9_-]{22}\/\?key=[A-Za-z0-9_-]+/)?.[0];
    expect(link, mail.text).toBeTruthy();

    const res = await page.goto(link!);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: `Výkup ${number}` })).toBeVisible();
    await expect(page.getByTestId("buyback-status")).toHaveText("Nový");
    // Dates in the market's one form (issue 19): "Prodáno 26. 11. 2026".
    await expect(page.getByText(/^Prodáno \d{1,2}\. \d{1,2}\. \d{4}$/)).toBeVisible();
  });

  test("a wrong or keyless link is the 404 page with HTTP 404, in the market's language", async ({
    page,
  }) => {
    const number = await sellElsewhere();
    const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const mail = await lastMail(staff, "buyback-new");
    await staff.dispose();
    expect(mail.subject).toContain(number);
    const path = new URL(mail.text.match(/https?:\/\/\S+\/vykup\/[A-Za-z0-9_-]{22}\//)![0]).pathname;

    for (const url of [`${path}?key=${"x".repeat(24)}`, path, "/vykup/AAAAAAAAAAAAAAAAAAAAAA/?key=x"]) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stránka nenalezena");
      await expect(page.getByText("Něco se pokazilo")).toHaveCount(0);
      await expect(page).toHaveTitle(/^Stránka nenalezena/);
    }

    const ro = await page.goto(`${RO_URL}/buyback/AAAAAAAAAAAAAAAAAAAAAA/?key=x`);
    expect(ro?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina nu a fost găsită");
  });
});
