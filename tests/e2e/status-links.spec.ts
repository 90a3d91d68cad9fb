import { buybackStatusLink, sellElsewhere } from "./support/records.js";
import { expect, hydrated, test } from "./support/test.js";
import { RO_URL } from "./support/urls.js";

/**
 * Issue 16: the buy-back status link of the confirmation e-mail opened in another browser answered
 * HTTP 500 "Něco se pokazilo" (the API's 404 became a 500, with React error #418 on hydration). The
 * seller sells in one browser; the link from the outbox opens in a fresh one (this test's page,
 * which never saw the sale) and shows the status; a wrong link is the 404 page with HTTP 404.
 */
const SELLER = "petra.svobodova@example.cz";

test.describe("status links from e-mails", () => {
  test("the buy-back confirmation's link opens the status in a fresh browser", async ({ page }) => {
    const number = await sellElsewhere(SELLER);
    const link = await buybackStatusLink(number);

    const res = await page.goto(link);
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
    const path = new URL(await buybackStatusLink(await sellElsewhere(SELLER))).pathname;

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
