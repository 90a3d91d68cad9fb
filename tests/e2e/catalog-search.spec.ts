import { expect, hydrated, test } from "./support/test.js";

test.describe("catalogue: search", () => {
  test("finds a product from the header box with a typo, through a suggestion and the results page", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("combobox").first();
    await box.fill("iphnoe 15");
    const option = page.getByRole("option", { name: /Apple iPhone 15\b/ }).first();
    await expect(option).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hledat\/\?q=iphnoe\+15/);
    await expect(page.getByRole("heading", { name: "Výsledky pro „iphnoe 15“" })).toBeVisible();
    await expect(page.getByText("Zobrazujeme výsledky pro „iphone 15“.")).toBeVisible();
    await page
      .getByRole("link", { name: /Apple iPhone 15\b/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: /Apple iPhone 15 \d+ GB/ })).toBeVisible();
  });

  test("ignores diacritics and names the category; one letter gets the spec's message", async ({ page }) => {
    await page.goto("/hledat/?q=chytre+hodinky");
    await expect(page.getByRole("link", { name: "Chytré hodinky" }).last()).toBeVisible();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await page.goto("/hledat/?q=a");
    await expect(page.getByRole("alert")).toHaveText("Zadejte alespoň 2 znaky.");
  });
});
