import type { Page } from "@playwright/test";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";
import { RO_URL } from "./support/urls.js";

/**
 * Issue 4 journey: find a model by a misspelt term, pick it, see 7 operations, show all, order two
 * of them, land on the status page; staff moves the repair to ready for pickup and the page shows it.
 */
const operations = (page: Page) => page.getByRole("list", { name: "Servisní úkony" }).getByRole("checkbox");

test.describe("service", () => {
  test("order a repair found by a misspelt search and follow it to ready for pickup", async ({
    page,
    browser,
  }) => {
    await page.goto("/servis/");
    await hydrated(page);

    await page.getByRole("combobox", { name: "Najděte svůj model" }).fill("iphnoe 15 pro");
    await page.getByRole("option", { name: /^Apple iPhone 15 Pro Mobilní/ }).click();
    await expect(page).toHaveURL(/\/servis\/\?type=phone&manufacturer=apple&model=iphone-15-pro$/);
    await expect(page.getByRole("button", { name: "iPhone 15 Pro", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: /Černý titan$/ }).click();
    await expect(page).toHaveURL(/color=iphone-15-pro-black-titanium$/);

    // The first 7, then all of them.
    await expect(operations(page)).toHaveCount(7);
    await page.getByRole("button", { name: "Zobrazit všechny úkony (15)" }).click();
    await expect(operations(page)).toHaveCount(15);

    // Chosen operations go when the colour changes (spec §3 Service).
    await page.getByRole("checkbox", { name: "Výměna displeje" }).check();
    await page.getByRole("button", { name: /Přírodní titan$/ }).click();
    await expect(page.getByRole("checkbox", { name: "Výměna displeje" })).not.toBeChecked();
    await expect(page.getByText("Zaškrtněte úkony, které chcete objednat.")).toBeVisible();
    await page.getByRole("button", { name: /Černý titan$/ }).click();
    await expect(page).toHaveURL(/color=iphone-15-pro-black-titanium$/);

    await page.getByRole("checkbox", { name: "Výměna displeje" }).check();
    await page.getByRole("checkbox", { name: "Výměna baterie" }).check();
    await page.getByRole("button", { name: "Objednat 2 úkony" }).click();

    const form = page.getByRole("form", { name: "Objednat opravu" });
    await form.getByRole("button", { name: "Odeslat objednávku opravy" }).click();
    await expect(form.getByRole("textbox", { name: /^Telefon/ })).toHaveAccessibleDescription(
      "Tato hodnota je požadována.",
    );
    await form.getByLabel(/^Prodejna/).selectOption({ index: 1 });
    await form.getByRole("textbox", { name: /^Jméno a příjmení/ }).fill("Jana Nováková");
    await form.getByRole("textbox", { name: /^E-mail/ }).fill("jana.novakova@example.cz");
    await form.getByRole("textbox", { name: /^Telefon/ }).fill("601 123 456");
    await form
      .getByRole("textbox", { name: /^Popis závady/ })
      .fill("Prasklý displej po pádu, baterie nevydrží den.");
    await form.getByRole("checkbox", { name: /Souhlasím s podmínkami servisu/ }).check();
    await form.getByRole("button", { name: "Odeslat objednávku opravy" }).click();

    await expect(page).toHaveURL(/\/servis\/zakazka\/[A-Za-z0-9_-]{24}\/$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Servisní zakázka SR\d{6}$/);
    const number = (await heading.textContent())!.replace("Servisní zakázka ", "");
    await expect(page.getByTestId("service-status")).toHaveText("Přijato");
    await expect(page.getByText("Výměna displeje")).toBeVisible();
    const statusUrl = page.url();

    // Staff move the repair on; the customer's page shows it.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, DEMO.staff.email, DEMO.staff.password);
    await staff.goto("/staff/service/");
    await hydrated(staff);
    await staff.getByRole("link", { name: number }).click();
    await expect(staff.getByRole("heading", { name: `Oprava ${number}` })).toBeVisible();
    await staff.getByLabel("Nový stav").selectOption({ label: "Připraveno k vyzvednutí" });
    await staff.getByLabel("Zpráva pro zákazníka (nepovinné)").fill("Hotovo, můžete si ho vyzvednout.");
    await staff.getByRole("button", { name: "Uložit stav" }).click();
    await expect(staff.getByRole("heading", { name: `Oprava ${number}` }).locator("..")).toContainText(
      "Připraveno k vyzvednutí",
    );
    await staffContext.close();

    await page.goto(statusUrl);
    await hydrated(page);
    await expect(page.getByTestId("service-status")).toHaveText("Připraveno k vyzvednutí");
    await expect(page.getByText("Hotovo, můžete si ho vyzvednout.")).toBeVisible();
  });

  test("the Romanian shop finds a model and lists its operations in lei", async ({ page }) => {
    await page.goto(`${RO_URL}/service/`);
    await hydrated(page);
    await page.getByRole("combobox", { name: "Găsiți modelul dumneavoastră" }).fill("galxy s24 ultar");
    await page.getByRole("option", { name: /Samsung Galaxy S24 Ultra/ }).click();
    await page.getByRole("button", { name: /Negru titan$/ }).click();
    await expect(page).toHaveURL(
      /\/service\/\?type=phone&manufacturer=samsung&model=galaxy-s24-ultra&color=/,
    );
    await expect(page.getByRole("list", { name: "Operațiuni de service" }).getByRole("checkbox")).toHaveCount(
      7,
    );
    await expect(page.getByText(/\d\.\d{3}\s?lei/).first()).toBeVisible();
  });
});
