import { addInStockPhone, chooseStorePickup, fillDetails, loginByApi } from "./support/cart.js";
import { DEMO, expect, hydrated, test } from "./support/test.js";

test.describe("checkout", () => {
  test("a guest buys a phone with insurance, extended warranty and a code, picks it up in a store, pays by card and reads the status", async ({
    page,
  }) => {
    await addInStockPhone(page);
    await page.goto("/kosik/");
    await hydrated(page);
    await page.getByRole("checkbox", { name: /Pojištění Tuito proti poškození/ }).click();
    await expect(page.getByRole("checkbox", { name: /Pojištění Tuito proti poškození/ })).toBeChecked();
    await page.getByLabel("Prodloužená záruka").selectOption("24");
    await expect(page.getByText("Prodloužená záruka +24 měsíců")).toBeVisible();
    await page.getByLabel("Slevový kód").fill("jaro10");
    await page.getByRole("button", { name: "Uplatnit", exact: true }).click();
    await expect(page.getByText("Jarní sleva 10 %")).toBeVisible();

    await page.getByRole("link", { name: "Pokračovat k doručení" }).click();
    await hydrated(page);
    await chooseStorePickup(page);
    await page.getByRole("radio", { name: /Platba kartou online/ }).check();
    await fillDetails(page);
    const total = await page.getByTestId("checkout-total").textContent();
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();

    await page.waitForURL(/\/sandbox\/payment-gateway\/pay\//);
    const amount = total!.trim().replace(/\s/g, "\\s");
    await expect(page.getByRole("button", { name: new RegExp(`Zaplatit\\s${amount}`) })).toBeVisible();
    await page.getByRole("button", { name: /Zaplatit/ }).click();
    await expect(page.getByText("Děkujeme, platba proběhla úspěšně.")).toBeVisible();
    await page.getByRole("link", { name: "Pokračovat" }).click();
    await expect(page.getByRole("heading", { name: "Děkujeme za objednávku!" })).toBeVisible();
    await page.getByRole("link", { name: "Sledovat stav objednávky" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Potvrzená");
    await expect(page.getByText(/Pojištění Tuito proti poškození/)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("0");
  });

  test("a declined card shows the spec's message and the payment can be retried", async ({ page }) => {
    await addInStockPhone(page);
    await page.goto("/objednavka/");
    await hydrated(page);
    await chooseStorePickup(page);
    await page.getByRole("radio", { name: /Platba kartou online/ }).check();
    await fillDetails(page);
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
    await page.waitForURL(/\/sandbox\/payment-gateway\/pay\//);
    await page.getByLabel("Číslo karty").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /Zaplatit/ }).click();
    await expect(page.getByText("Došlo k chybě při platbě, prosím opakujte akci.")).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Zaplatit znovu" }).click();
    await page.waitForURL(/\/sandbox\/payment-gateway\/pay\//);
    await page.getByRole("button", { name: /Zaplatit/ }).click();
    await expect(page.getByText("Děkujeme, platba proběhla úspěšně.")).toBeVisible();
  });

  test("a customer buys on installments and picks the lender and months", async ({ page }) => {
    await loginByApi(page, DEMO.customer.email, DEMO.customer.password);
    await addInStockPhone(page);
    await page.goto("/objednavka/");
    await hydrated(page);
    await chooseStorePickup(page);
    await page.getByRole("radio", { name: /Nákup na splátky/ }).check();
    const lender = page.getByLabel("Splátková společnost");
    await expect(lender).toBeVisible();
    await lender.selectOption({ index: 1 });
    await page.getByLabel("Počet měsíců").selectOption({ index: 0 });
    await fillDetails(page, DEMO.customer.email);
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
    await expect(page.getByRole("heading", { name: "Děkujeme za objednávku!" })).toBeVisible();
    await page.getByRole("link", { name: "Sledovat stav objednávky" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Přijatá");
  });
});
