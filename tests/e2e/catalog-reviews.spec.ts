import { DEMO, expect, hydrated, login, test } from "./support/test.js";

test.describe("catalogue: reviews", () => {
  test("a review appears on the product page only after staff approve it", async ({ page }) => {
    const text = `Skvělý telefon, test ${Date.now()}`;
    await page.goto("/samsung-galaxy-a56-5g-128-gb-cerna/");
    await hydrated(page);
    await page.getByRole("tab", { name: /Recenze/ }).click();
    await page.getByRole("button", { name: "Napsat recenzi" }).click();
    const form = page.getByRole("form", { name: "Napsat recenzi" });
    await form.getByLabel("4 ★").check();
    await form.getByLabel("Klady").fill("Baterie");
    await form.getByLabel("Vaše zkušenost").fill(text);
    await form.getByRole("button", { name: "Odeslat recenzi" }).click();
    await expect(form.getByRole("alert")).toHaveText("Vyplňte prosím jméno.");
    await form.getByLabel(/Jméno a příjmení/).fill("Karel Test");
    await form.getByRole("button", { name: "Odeslat recenzi" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Zveřejníme ji po kontrole" })).toBeVisible();
    await page.reload();
    await expect(page.getByText(text)).toHaveCount(0);

    await login(page, DEMO.staff.email, DEMO.staff.password);
    await page.goto("/staff/catalog/reviews/");
    const review = page.getByTestId("admin-review").filter({ hasText: text });
    await review.getByRole("button", { name: "Schválit" }).click();
    await expect(page.getByText("Recenze je zveřejněná.")).toBeVisible();

    await page.goto("/samsung-galaxy-a56-5g-128-gb-cerna/");
    await hydrated(page);
    await page.getByRole("tab", { name: /Recenze/ }).click();
    await expect(page.getByText(text)).toBeVisible();
  });
});
