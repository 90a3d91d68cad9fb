import { request as playwrightRequest } from "@playwright/test";
import { apiAs } from "./support/api.js";
import { buybackStatusLink, sellElsewhere } from "./support/records.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";
import { CZ_URL } from "./support/urls.js";

/**
 * Issue 16, live status: the seller's buy-back status page, opened from the e-mail's link, is open
 * in one browser; a staff member moves the buy-back on in another; the seller's page shows the new
 * status and announces it politely, without a reload.
 */
/** Sells the device from another browser (its own cookies); answers the e-mailed status link. */
async function sellAndGetLink(): Promise<{ number: string; link: string }> {
  const number = await sellElsewhere("karel.zivny@example.cz");
  return { number, link: await buybackStatusLink(number) };
}

test.describe("live status", () => {
  test("the seller's open buy-back page shows staff's status change without a reload", async ({
    page,
    browser,
  }) => {
    const { number, link } = await sellAndGetLink();
    const streamOpened = page.waitForResponse((r) => r.url().includes("/events/") && r.status() === 200);
    await page.goto(link);
    await hydrated(page);
    await streamOpened;
    await expect(page.getByTestId("buyback-status")).toHaveText("Nový");
    // A mark that a reload would wipe out.
    await page.evaluate(() => {
      (window as unknown as { liveMark: string }).liveMark = "same document";
    });

    // Staff, in their own browser, move the buy-back on from its record page.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, DEMO.staff.email, DEMO.staff.password);
    await staff.goto("/staff/buyback/");
    await staff.getByLabel("Hledat výkup").fill(number);
    await staff.getByRole("button", { name: "Filtrovat" }).click();
    await staff.getByRole("link", { name: number }).click();
    await expect(staff.getByRole("heading", { name: `Výkup ${number}` })).toBeVisible();
    await staff.getByRole("button", { name: "Čekáme na zařízení", exact: true }).click();
    await expect(staff.getByText(/· Čekáme na zařízení/)).toBeVisible();

    // The seller's page follows by itself, says so in its polite live region, and was not reloaded.
    await expect(page.getByTestId("buyback-status")).toHaveText("Čekáme na zařízení");
    await expect(page.getByRole("status").filter({ hasText: "Stav se právě změnil" })).toHaveText(
      "Stav se právě změnil: Čekáme na zařízení",
    );
    await expect(page.getByRole("status").filter({ hasText: "Stav se právě změnil" })).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe(
      "same document",
    );

    // A second step arrives the same way.
    await staff.getByRole("button", { name: "Zařízení přijato", exact: true }).click();
    await expect(page.getByTestId("buyback-status")).toHaveText("Zařízení přijato");
    await expect(page.getByRole("status").filter({ hasText: "Stav se právě změnil" })).toHaveText(
      "Stav se právě změnil: Zařízení přijato",
    );
    await staffContext.close();
  });

  test("an open repair status page follows staff's status change and public note", async ({ page }) => {
    // A repair ordered from another browser.
    const customer = await playwrightRequest.newContext({ baseURL: CZ_URL });
    const routes = await customer.get("/api/new/core/routes/");
    const csrf = /csrftoken=([^;]+)/.exec(routes.headers()["set-cookie"] ?? "")?.[1] ?? "";
    const color = "iphone-15-pro-black-titanium";
    const ops = (await (await customer.get(`/api/new/service/operations/?color=${color}`)).json()) as {
      choices: { value: number }[];
    };
    const created = await customer.post("/api/new/service/orders/", {
      headers: { "x-csrftoken": csrf },
      data: {
        color,
        operations: [ops.choices[0]!.value],
        imei: "",
        fault: "Prasklý displej po pádu, telefon jinak funguje.",
        handover: "courier",
        store: null,
        pickup_address: { street: "Národní 10", city: "Praha", postcode: "110 00" },
        customer: { name: "Jana Nováková", email: "jana.live@example.cz", phone: "+420 601 123 456" },
        consent: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { number, status_url } = (await created.json()) as { number: string; status_url: string };
    await customer.dispose();

    const streamOpened = page.waitForResponse((r) => r.url().includes("/events/") && r.status() === 200);
    await page.goto(status_url);
    await hydrated(page);
    await streamOpened;
    await expect(page.getByTestId("service-status")).toHaveText("Přijato");

    // The technician, through the staff API.
    const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const list = (await (await staff.get(`/api/new/service/admin/orders/?search=${number}`)).json()) as {
      results: { id: number }[];
    };
    const id = list.results[0]!.id;
    const moved = await staff.post(`/api/new/service/admin/orders/${id}/status/`, {
      headers: { "x-csrftoken": staff.csrf },
      data: { status: "diagnosing" },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect(page.getByTestId("service-status")).toHaveText("Diagnostika");
    await expect(page.getByRole("status").filter({ hasText: "Stav se právě změnil" })).toHaveText(
      "Stav se právě změnil: Diagnostika",
    );
    // A public note changes no status, yet shows in the history without a reload.
    const noted = await staff.post(`/api/new/service/admin/orders/${id}/notes/`, {
      headers: { "x-csrftoken": staff.csrf },
      data: { text: "Objednali jsme nový displej.", is_public: true },
    });
    expect(noted.status(), await noted.text()).toBe(200);
    await expect(page.getByText("Objednali jsme nový displej.")).toBeVisible();
    await staff.dispose();
  });
});
