import { addInStockPhone, chooseStorePickup, fillDetails } from "./support/cart.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";

test.describe("orders: staff", () => {
  test("staff issue the invoice of a new order and find it in the month's invoice register", async ({
    page,
    browser,
  }) => {
    // A shopper orders by bank transfer.
    await addInStockPhone(page);
    await page.goto("/kosik/");
    await hydrated(page);
    await page.getByRole("link", { name: "Pokračovat k doručení" }).click();
    await hydrated(page);
    await chooseStorePickup(page);
    await page.getByRole("radio", { name: /Bankovní převod/ }).check();
    await fillDetails(page);
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
    const received = page.getByText(/Objednávku č\. \d+ jsme přijali\./);
    await expect(received).toBeVisible();
    const number = /č\. (\d+)/.exec((await received.textContent())!)![1];

    // Staff find it, issue the invoice, and see it in the register.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, DEMO.staff.email, DEMO.staff.password);
    await staff.goto("/staff/orders/");
    await hydrated(staff);
    await staff.getByRole("main").getByRole("searchbox").fill(number);
    await staff.getByRole("main").getByRole("button", { name: "Hledat" }).click();
    await staff.getByRole("link", { name: number }).click();
    await staff.getByRole("button", { name: "Vystavit fakturu" }).click();
    await expect(staff.getByRole("link", { name: /Stáhnout|PDF/ }).first()).toBeVisible();

    // It can be made ready for pickup only once everything is picked.
    await staff.getByRole("button", { name: "→ Potvrzená" }).click();
    await staff.getByRole("button", { name: "→ Vyřizuje se" }).click();
    const ready = staff.getByRole("button", { name: "→ Připravena k vyzvednutí" });
    await expect(ready).toBeDisabled();
    await expect(staff.getByText(/Připravit k vyzvednutí nebo odeslat jde až po vychystání/)).toBeVisible();
    const picking = staff.getByRole("combobox", { name: /^Vychystání / });
    for (let i = 0; i < (await picking.count()); i++) {
      await picking.nth(i).selectOption({ label: "Vychystáno" });
      await expect(picking.nth(i)).toHaveValue("picked");
    }
    await expect(ready).toBeEnabled();
    await ready.click();
    await expect(staff.getByText(/Připravit k vyzvednutí nebo odeslat/)).toHaveCount(0);
    await expect(staff.getByRole("button", { name: "→ Doručená" })).toBeVisible();

    await staff.goto("/staff/invoices/");
    await hydrated(staff);
    const row = staff.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText("Faktura");
    await expect(row.getByRole("link", { name: /^PDF F\d+$/ })).toHaveAttribute("href", /\/invoice\/pdf\/$/);
    const csv = staff.getByRole("link", { name: "Stáhnout CSV" });
    await expect(csv).toHaveAttribute("href", /month=\d{4}-\d{2}/);
    const download = await staff.request.get((await csv.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain(number);
    await staffContext.close();
  });
});
