import { expect, hydrated, test } from "./support/test.js";
import { CZ_URL, RO_URL } from "./support/urls.js";

const countOf = async (page: import("@playwright/test").Page) =>
  Number(
    (await page
      .getByText(/^\d+ produkt/)
      .first()
      .textContent())!.match(/\d+/)![0],
  );

test.describe("catalogue: category", () => {
  test("filters a category by maker and storage with counts, sorts by price, and pages", async ({ page }) => {
    await page.goto("/mobilni-telefony/");
    await hydrated(page);
    const all = await countOf(page);
    const apple = page.getByRole("group", { name: "Výrobce" }).getByRole("checkbox", { name: /Apple/ });
    await apple.check();
    await expect(page).toHaveURL(/manufacturer=apple/);
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const names = await page.getByTestId("product-card").getByRole("heading").allTextContents();
    expect(names.every((n) => n.startsWith("Apple"))).toBe(true);
    await page
      .getByRole("group", { name: "Úložiště" })
      .getByRole("checkbox", { name: /512 GB/ })
      .check();
    await expect(page).toHaveURL(/a_storage=512/);
    await page.getByLabel("Řadit").selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    // The address changes before the sorted list has arrived: wait for the cards in price order.
    const prices = async () =>
      (await page.getByTestId("product-card").getByTestId("price").allTextContents()).map((p) =>
        Number(p.replace(/\D/g, "")),
      );
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1] <= p);
      })
      .toBe(true);
    await page.getByRole("link", { name: "Zrušit filtry" }).click();
    await expect(page).toHaveURL(/\/mobilni-telefony\/$/);
    await page.getByRole("navigation", { name: "Stránkování" }).getByRole("link", { name: "2" }).click();
    await expect(page).toHaveURL(/page=2/);
  });

  test("the category page without JavaScript has facets, a canonical and JSON-LD; an unknown path is 404", async ({
    request,
  }) => {
    const res = await request.get("/mobilni-telefony/?page=2");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${CZ_URL}/mobilni-telefony/?page=2">`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('name="manufacturer"');
    expect(html).toMatch(/rel="prev"/);
    const filtered = await (await request.get("/mobilni-telefony/?manufacturer=apple")).text();
    expect(filtered).toContain('<meta name="robots" content="noindex, follow">');
    expect((await request.get("/mobilni-telefony/nic-takoveho/")).status()).toBe(404);
  });

  test("the Romanian shop lists phones in lei under its own word", async ({ request }) => {
    const html = await (await request.get(`${RO_URL}/telefoane/`)).text();
    expect(html).toContain("<h1");
    expect(html).toContain("Telefoane");
    expect(html).toMatch(/data-testid="price">\d{1,3}(\.\d{3})*\u00a0lei</);
  });
});
