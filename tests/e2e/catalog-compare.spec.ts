import { expect, hydrated, test } from "./support/test.js";

test.describe("catalogue: comparison", () => {
  test("compares two phones side by side with differences highlighted", async ({ page }) => {
    await page.goto("/apple-iphone-16-pro-256-gb-cerna/");
    await hydrated(page);
    await page.getByRole("link", { name: "Porovnat s jinými" }).click();
    await expect(page).toHaveURL(/\/porovnani\/telefony\/\?p=apple-iphone-16-pro-256-gb-cerna/);
    await hydrated(page);
    await page.getByLabel("Přidat produkt do porovnání").fill("galaxy s25 ultra");
    await page
      .getByRole("button", { name: /Galaxy S25 Ultra/ })
      .first()
      .click();
    await expect(page.getByRole("columnheader")).toHaveCount(3);
    const ram = page.getByRole("row", { name: /Operační paměť/ });
    await expect(ram).toHaveAttribute("data-differs", "true");
    await page.getByLabel("Jen rozdíly").check();
    await expect(page.getByRole("row", { name: /Stav zboží/ })).toHaveCount(0);
  });
});
