import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/**
 * Stores admin and shop settings (issue 20): staff close a store for today and change the general
 * buy-back bonus; a shopper then sees the store closed today and the new bonus on the buy-back page.
 */
test("staff close a store for a day and change the buy-back bonus; shoppers see both", async ({
  page,
  browser,
}) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Prague" }).format(new Date());

  await login(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto("/staff/stores/");
  await hydrated(page);
  await page.getByRole("link", { name: "Brno – Galerie Vaňkovka" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Brno – Galerie Vaňkovka" })).toBeVisible();
  const special = page.getByRole("region", { name: "Svátky a výjimečné dny" });
  await special.getByLabel("Datum").fill(today);
  await expect(special.getByLabel("Zavřeno celý den")).toBeChecked();
  await special.getByLabel("Poznámka pro zákazníky").fill("Revize pokladen");
  await special.getByRole("button", { name: "Uložit den" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Den je uložen." })).toBeVisible();
  await expect(special.getByRole("listitem").filter({ hasText: "Revize pokladen" })).toContainText("zavřeno");

  await page.goto("/staff/settings/");
  await hydrated(page);
  const bonus = page.getByLabel("Obecný bonus za výkup při nákupu nového zařízení (%)");
  await bonus.fill("250");
  await page.getByRole("button", { name: "Uložit nastavení" }).click();
  await expect(page.getByText("Hodnota může být nejvýše 100.")).toBeVisible();
  await bonus.fill("14");
  await page.getByRole("button", { name: "Uložit nastavení" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nastavení bylo uloženo." })).toBeVisible();
  const history = page.getByRole("region", { name: "Historie změn" });
  await expect(history.getByRole("listitem").first()).toContainText("Alena Adminová");
  await expect(history.getByRole("listitem").first()).toContainText("14");

  // A shopper, in a browser of their own.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto("/prodejny/brno-vankovka/");
  await expect(shopper.getByRole("main")).toContainText("Dnes zavřeno — Revize pokladen");
  await shopper.goto("/prodejny/");
  await expect(shopper.getByRole("listitem").filter({ hasText: "Brno – Galerie Vaňkovka" })).toContainText(
    "Dnes zavřeno",
  );
  await shopper.goto("/vykup/");
  await expect(shopper.getByText(/^Bonus \+14 %/)).toBeVisible();
  await shopper.close();
});
