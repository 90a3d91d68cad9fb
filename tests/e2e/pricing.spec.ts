import type { Page } from "@playwright/test";
import { DEMO, expect, hydrated, test } from "./support/test.js";
import { RO_URL } from "./support/urls.js";

/**
 * Price lists and levels (issue 20): the catalogue editor finds the demo lists, is refused a
 * nameless list in Czech, creates a business list, imports one phone's price (an unknown code is
 * named by its line), and the demo business customer then sees that price as theirs on the product
 * page, with the retail price beside it; the staff product page shows its sales and purchases.
 * Screenshots of each screen at a phone's and a desktop's width go to test-results.
 */
const BUSINESS = { email: "firma@example.cz", password: "Firma123!" };
const KATALOG = { email: "katalog@mobilcentrum.cz", password: "Katalog123!" };

async function apiLogin(page: Page, base: string, who: { email: string; password: string }) {
  await page.goto(`${base}/`);
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.post(`${base}/api/new/accounts/login/`, {
    data: who,
    headers: { "x-csrftoken": csrf },
  });
  expect(res.ok()).toBe(true);
}

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}.png`), fullPage: true });
  }
}

test("staff set a business price that the business customer then sees as theirs", async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = (
    await (
      await page.request.get(`${baseURL}/api/new/catalog/products/?category=mobilni-telefony&page_size=1`)
    ).json()
  ).items[0] as { id: number; code: string; seo_name: string; master_id: number; price: number };
  const stamp = Date.now();

  await apiLogin(page, baseURL!, KATALOG);
  await page.goto("/staff/pricing/");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Ceníky a cenové hladiny" })).toBeVisible();
  const scheduled = page.getByRole("row").filter({ hasText: "Akce příští měsíc" });
  await expect(scheduled).toContainText("Naplánovaný");
  await expect(page.getByRole("row").filter({ hasText: "Firemní ceny telefonů" })).toContainText("Platí");
  await shoot(page, "price-lists-cz");
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Nový ceník" }).click();
  const form = page.getByRole("form", { name: "Nastavení a platnost" });
  await form.getByRole("button", { name: "Vytvořit ceník" }).click();
  await expect(form.getByText("Tato hodnota je požadována.")).toBeVisible();
  await form.getByLabel("Název ceníku").fill(`Firmy e2e ${stamp}`);
  await form.getByLabel("Skupina zákazníků").selectOption({ label: "Firemní zákazníci (s IČO)" });
  await form.getByRole("button", { name: "Vytvořit ceník" }).click();
  await page.waitForURL(/\/staff\/pricing\/\d+\/$/);
  await hydrated(page);

  const importForm = page.getByRole("form", { name: "Import cen" });
  await importForm.getByLabel("Ceny k importu").fill("NEEXISTUJE;100");
  await importForm.getByRole("button", { name: "Importovat ceny" }).click();
  await expect(importForm.getByRole("alert")).toContainText(
    "Řádek 1: produkt s kódem NEEXISTUJE neexistuje.",
  );
  await importForm.getByLabel("Ceny k importu").fill(`kód;cena\n${phone.code};1000`);
  await importForm.getByRole("button", { name: "Importovat ceny" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uloženo cen: 1, odebráno: 0." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: phone.code })).toContainText(/1\s000\sKč/);
  await shoot(page, "price-list-detail-cz");

  await page.goto(`/staff/catalog/products/${phone.master_id}/`);
  await hydrated(page);
  const panel = page.getByRole("region", { name: "Prodeje a nákupy" });
  await expect(panel.getByRole("columnheader", { name: "90 dní" })).toBeVisible();
  await expect(panel).toContainText(`Firmy e2e ${stamp}`);
  await shoot(page, "product-activity-cz");

  // The business customer, in a browser of their own.
  const firm = await (await browser.newContext({ baseURL })).newPage();
  await apiLogin(firm, baseURL!, BUSINESS);
  await firm.goto(`/${phone.seo_name}/`);
  await hydrated(firm);
  await expect(firm.getByTestId("level-price").first()).toContainText("Vaše cena");
  await expect(firm.getByTestId("price").first()).toHaveText(/1\s000\sKč/);
  await shoot(firm, "product-business-cz");
  // A visitor still sees the retail price.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/${phone.seo_name}/`);
  await expect(visitor.getByTestId("level-price")).toHaveCount(0);
  await expect(visitor.getByTestId("price").first()).not.toHaveText(/^1\s000\sKč$/);
});

test("the Romanian price lists screen", async ({ page }) => {
  await apiLogin(page, RO_URL, DEMO.admin);
  await page.goto(`${RO_URL}/staff/pricing/`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Liste de prețuri și niveluri de preț" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Promoție luna viitoare" })).toContainText(
    "Programată",
  );
  await shoot(page, "price-lists-ro");
});
