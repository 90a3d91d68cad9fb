import type { APIRequestContext } from "@playwright/test";
import { apiAs } from "./support/api.js";
import { orderDisplayRepair, sellIphone, shopClient } from "./support/records.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";
import { CZ_URL, RO_URL } from "./support/urls.js";

/**
 * Issue 16: a customer's buy-backs, repairs and reviews in the account. A new customer sells a
 * device and orders a repair (through the API, as the forms send them), staff move the buy-back on;
 * in the browser the customer finds both in the account with their status in words, opens the
 * buy-back's status page from the list, writes a review on a product page and sees it in the account
 * waiting for approval; the newsletter box on the first page subscribes with a toast.
 */
const PASSWORD = "Heslo123!";
/** A new customer, registered and logged in through the API (its own cookies). */
async function register(email: string, baseURL = CZ_URL): Promise<APIRequestContext & { csrf: string }> {
  const api = await shopClient(baseURL);
  const res = await api.post("/api/new/accounts/register/", {
    data: {
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: "Eva",
      last_name: "Dvořáková",
    },
    headers: { "x-csrftoken": api.csrf },
  });
  expect(res.status(), await res.text()).toBe(201);
  return api;
}

test.describe("account: buy-backs, repairs and reviews", () => {
  test("a customer finds their buy-back and repair with their status, opens the buy-back, and sees a review waiting", async ({
    page,
  }) => {
    const email = `activity.${Date.now()}@example.cz`;
    const me = await register(email);
    const buyback = await sellIphone(me, email);
    const service = await orderDisplayRepair(me, email);
    const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const moved = await staff.post(`/api/new/buyback/staff/records/${buyback.id}/status/`, {
      data: { status: "awaiting_device" },
      headers: { "x-csrftoken": staff.csrf },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await login(page, email, PASSWORD);
    await page.goto("/ucet/");
    await hydrated(page);
    const menu = page.getByRole("navigation", { name: "Sekce účtu" });
    await menu.getByRole("link", { name: "Výkupy" }).click();
    await expect(page).toHaveURL(/\/ucet\/vykupy\/$/);
    const row = page.getByTestId("account-buyback");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Apple iPhone 15 Pro, Černý titan");
    await expect(row).toContainText(`Výkup ${buyback.number} ze dne`);
    await expect(row).toContainText("Čekáme na zařízení");
    await expect(row).toContainText("Krok 2 z 5: Čekáme na zařízení");
    await expect(row).toContainText("Zabalte ho prosím pečlivě");

    // Staff receive the device in another session: the list shows it without a reload.
    const received = await staff.post(`/api/new/buyback/staff/records/${buyback.id}/status/`, {
      data: { status: "received" },
      headers: { "x-csrftoken": staff.csrf },
    });
    expect(received.status(), await received.text()).toBe(200);
    await expect(row).toContainText("Krok 3 z 5");

    await menu.getByRole("link", { name: "Servis a reklamace" }).click();
    await expect(page).toHaveURL(/\/ucet\/servis\/$/);
    const order = page.getByTestId("account-service-order");
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(`Oprava ${service.number}`);
    await expect(order).toContainText("Přijato");
    await expect(order.getByRole("link", { name: `Stav zakázky ${service.number}` })).toHaveAttribute(
      "href",
      /^\/servis\/zakazka\/[\w-]+\/$/,
    );

    // Back to the buy-backs: the status page opens from the list, with the signed key.
    await menu.getByRole("link", { name: "Výkupy" }).click();
    await page.getByRole("link", { name: `Stav výkupu ${buyback.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/vykup/${buyback.id}/\\?key=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Výkup ${buyback.number}`);
    await expect(page.getByTestId("buyback-status")).toHaveText("Zařízení přijato");

    // No reviews yet; one written on a product page waits for approval in the account.
    await page.goto("/ucet/recenze/");
    await hydrated(page);
    await expect(page.getByText("Zatím jste nenapsali žádnou recenzi.")).toBeVisible();
    const text = `Baterie vydrží dva dny, test ${Date.now()}`;
    await page.goto("/samsung-galaxy-a56-5g-128-gb-cerna/");
    await hydrated(page);
    await page.getByRole("tab", { name: /Recenze/ }).click();
    await page.getByRole("button", { name: "Napsat recenzi" }).click();
    const form = page.getByRole("form", { name: "Napsat recenzi" });
    await form.getByLabel("4 ★").check();
    await form.getByLabel("Vaše zkušenost").fill(text);
    await form.getByLabel(/Jméno a příjmení/).fill("Eva D.");
    await form.getByRole("button", { name: "Odeslat recenzi" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Zveřejníme ji po kontrole" })).toBeVisible();
    await page.goto("/ucet/");
    await hydrated(page);
    await menu.getByRole("link", { name: "Recenze" }).click();
    const review = page.getByTestId("account-review");
    await expect(review).toHaveCount(1);
    await expect(review).toContainText(text);
    await expect(review).toContainText("Čeká na schválení");
    await expect(review).toContainText("4 z 5 hvězdiček");

    // The newsletter box on the first page: the address is not verified yet, so the e-mail confirms it.
    await menu.getByRole("link", { name: /^Přehled/ }).click();
    const box = page.getByRole("checkbox", { name: /Chci dostávat novinky e-mailem/ });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(
      page.getByText("Poslali jsme vám e-mail s odkazem pro potvrzení odběru.").first(),
    ).toBeVisible();
    await expect(page.getByTestId("newsletter-state")).toHaveText(/Čekáme na potvrzení odběru/);
    await box.uncheck();
    await expect(page.getByText("Odběr novinek byl zrušen.").first()).toBeVisible();
    await expect(page.getByTestId("newsletter-state")).toHaveText("Novinky vám neposíláme.");
    await me.dispose();
    await staff.dispose();
  });

  test("the Romanian shop shows the lists and their empty states in Romanian", async ({ page }) => {
    const email = `activity.${Date.now()}@example.ro`;
    const me = await register(email, RO_URL);
    await me.dispose();
    await login(page, email, PASSWORD, `${RO_URL}/autentificare/`);
    await page.goto(`${RO_URL}/ucet/vykupy/`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Răscumpărări" })).toBeVisible();
    await expect(page.getByText("Nu ne-ați vândut încă niciun dispozitiv.")).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "Service și reclamații" }).click();
    await expect(page.getByText("Nu aveți încă nicio reparație sau reclamație la noi.")).toBeVisible();
  });
});
