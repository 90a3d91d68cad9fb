import { apiAs, lastMail } from "./support/api.js";
import { addInStockPhone, chooseStorePickup, fillDetails } from "./support/cart.js";
import { shopClient } from "./support/records.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/** A guest's order by bank transfer and PPL, placed through the shop's own calls: its number. */
async function guestOrder(email: string): Promise<string> {
  const shopper = await shopClient();
  const headers = { "x-csrftoken": shopper.csrf };
  for (let id = 2; id < 60; id++)
    if ((await shopper.post("/api/new/cart/add/", { data: { product: id }, headers })).ok()) break;
  const res = await shopper.post("/api/new/checkout/finish/", {
    headers,
    data: {
      type_payment: "bank_transfer",
      type_delivery_code: "ppl",
      token: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      order_billing_address: {
        first_name: "Jana",
        last_name: "Nováková",
        email,
        phone: "+420 601 123 456",
        address: "Národní 10",
        city: "Praha",
        district: "",
        postcode: "110 00",
        invoice_on_company: false,
        company: "",
        tin: "",
        vatn: "",
      },
      order_info: {
        consent_to_terms_of_service: true,
        consent_marketing: false,
        consent_heureka_review: false,
        create_account: false,
        birth_date: "",
        note: "",
        subscribe_promotions_info: false,
        internal_order_number: "",
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const number = ((await res.json()) as { order_number: string }).order_number;
  await shopper.dispose();
  return number;
}

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

  test("staff write the customer an e-mail from the order and confirm it; words under /staff/orders/ are no order", async ({
    page,
  }) => {
    const email = `vlastni.email.${Date.now()}@example.cz`;
    const number = await guestOrder(email);
    await login(page, DEMO.staff.email, DEMO.staff.password);

    // A word where an order's id belongs is the 404 page, not a failed read of order "crates".
    const missing = await page.goto("/staff/orders/crates/");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Stránka nenalezena" })).toBeVisible();

    await page.goto("/staff/orders/");
    await hydrated(page);
    await page.getByRole("main").getByRole("searchbox").fill(number);
    await page.getByRole("main").getByRole("button", { name: "Hledat" }).click();
    await page.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { name: `Objednávka ${number}` })).toBeVisible();

    // The custom e-mail: the form says the language, refuses an empty message, then sends.
    const mail = page.getByRole("region", { name: "E-mail zákazníkovi" });
    await expect(mail).toContainText("Pište v jazyce objednávky: čeština.");
    await mail.getByLabel(/^Předmět/).fill("Dodání objednávky");
    await mail.getByRole("button", { name: "Odeslat e-mail" }).click();
    await expect(mail.getByRole("alert")).toHaveText("Tato hodnota je požadována.");
    await mail.getByLabel(/^Zpráva/).fill("Dobrý den,\ntelefon vám pošleme zítra ráno.");
    await mail.getByRole("button", { name: "Odeslat e-mail" }).click();
    await expect(page.getByText("E-mail zákazníkovi je zařazen k odeslání.")).toBeVisible();
    await expect(mail.getByLabel(/^Předmět/)).toHaveValue("");
    const history = page.getByRole("listitem").filter({ hasText: "E-mail zákazníkovi: Dodání objednávky" });
    await expect(history).toContainText("telefon vám pošleme zítra ráno.");
    const staffApi = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const sent = await lastMail(staffApi, "order-custom", { to: email });
    expect(sent).toMatchObject({ to: email, subject: "Dodání objednávky" });
    expect(sent.text).toContain("Dobrý den,\ntelefon vám pošleme zítra ráno.");
    expect(sent.text).toContain(`Objednávka: ${number}`);
    await staffApi.dispose();

    // A status change along the state machine, written to the history.
    await page.getByRole("button", { name: "→ Potvrzená" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Stav: Potvrzená" })).toBeVisible();
    await expect(page.getByRole("button", { name: "→ Vyřizuje se" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "→ Potvrzená" })).toHaveCount(0);
    // An unpaid order: any staff member may cancel it.
    await expect(page.getByRole("button", { name: "Zrušit objednávku" })).toBeEnabled();
  });
});
