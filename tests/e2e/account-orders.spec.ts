import { apiAs, lastMail } from "./support/api.js";
import { addInStockPhone, chooseStorePickup, fillDetails } from "./support/cart.js";
import { orderDisplayRepair, sellIphone, shopClient } from "./support/records.js";
import { DEMO, expect, hydrated, test } from "./support/test.js";

test.describe("account orders (issue 16)", () => {
  test("a guest orders, registers with the same e-mail, verifies it from the mail and finds the order with its invoice in the account", async ({
    page,
  }) => {
    const email = `host.${Date.now()}@example.cz`;

    // A guest's order: store pickup, paid in the store.
    await addInStockPhone(page);
    await page.goto("/objednavka/");
    await hydrated(page);
    await chooseStorePickup(page);
    await page.getByRole("radio", { name: /Hotově na prodejně/ }).check();
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
    await expect(page.getByRole("heading", { name: "Děkujeme za objednávku!" })).toBeVisible();

    // Staff find it by the e-mail and issue its invoice (the invoice job runs inline here).
    const staff = await apiAs(DEMO.admin.email, DEMO.admin.password);
    const found = await (
      await staff.get(`/api/new/orders/admin/orders/?search=${encodeURIComponent(email)}`)
    ).json();
    expect(found.count).toBe(1);
    const { id, number } = found.results[0] as { id: number; number: string };
    const invoiced = await staff.post(`/api/new/orders/admin/orders/${id}/invoice/`, {
      data: { action: "create" },
      headers: { "x-csrftoken": staff.csrf },
    });
    expect(invoiced.ok(), await invoiced.text()).toBe(true);

    // The same guest also sold a phone and ordered a repair with that address.
    const guest = await shopClient();
    const buyback = await sellIphone(guest, email);
    const repair = await orderDisplayRepair(guest, email);

    // The guest registers with the same address: the order is not theirs until the address is verified.
    await page.goto("/registrace/");
    await hydrated(page);
    await page.getByLabel("Jméno").fill("Jana");
    await page.getByLabel("Příjmení").fill("Nováková");
    await page.getByRole("main").getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Heslo\s*\*?$/).fill("Bezpecne1!");
    await page.getByLabel("Heslo znovu").fill("Bezpecne1!");
    await page.getByRole("button", { name: "Vytvořit účet" }).click();
    await expect(page).toHaveURL(/\/ucet\/$/);
    await page
      .getByRole("navigation", { name: "Sekce účtu" })
      .getByRole("link", { name: "Objednávky" })
      .click();
    await expect(page).toHaveURL(/\/ucet\/objednavky\/$/);
    await expect(page.getByText("Zatím u nás nemáte žádnou objednávku.")).toBeVisible();
    await expect(page.getByText(/Váš e-mail zatím není ověřený/)).toBeVisible();

    // The verification e-mail in the outbox (Staff → Odeslané e-maily) and its link.
    const mail = await lastMail(staff, "email-verification", { to: email });
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("Ověřte svůj e-mail");
    const link = /https?:\/\/\S+\/ucet\/overeni-emailu\/\?token=[\w-]+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Ověření e-mailu" })).toBeVisible();
    await expect(page.getByText("E-mail je ověřený. Děkujeme!")).toBeVisible();
    await expect(page.getByText(/K účtu jsme připojili 3 dřívější záznamy/)).toBeVisible();
    await hydrated(page);
    await page.getByRole("link", { name: "Zobrazit objednávky" }).click();

    // The order in the list, then its detail with the invoice.
    await expect(page).toHaveURL(/\/ucet\/objednavky\/$/);
    const row = page.getByRole("link", { name: `Detail objednávky ${number}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Přijatá");
    await expect(row).toContainText(/\d+ kus(y|ů)?/);
    await row.click();
    await expect(page.getByRole("heading", { name: `Objednávka ${number}` })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Přijatá");
    await expect(page.getByText("Hotově na prodejně")).toBeVisible();
    await expect(page.getByText(/Od smlouvy můžete odstoupit i před převzetím zboží/)).toBeVisible();
    const invoice = page.getByRole("link", { name: /^Faktura \S+ \(PDF\)$/ });
    await expect(invoice).toBeVisible();
    const pdf = await page.request.get((await invoice.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await expect(page.getByRole("link", { name: /^Faktura \S+ \(ISDOC\)$/ })).toBeVisible();

    // The account's first page shows it as the latest order.
    await page.goto("/ucet/");
    await expect(page.getByRole("region", { name: "Poslední objednávka" })).toContainText(number);

    // The earlier buy-back and repair are in the account too.
    const menu = page.getByRole("navigation", { name: "Sekce účtu" });
    await menu.getByRole("link", { name: "Výkupy" }).click();
    await expect(page.getByTestId("account-buyback")).toContainText(`Výkup ${buyback.number}`);
    await menu.getByRole("link", { name: "Servis a reklamace" }).click();
    await expect(page.getByTestId("account-service-order")).toContainText(`Oprava ${repair.number}`);

    // A second verification of the same link says it was used.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(/Tento ověřovací odkaz už byl použit/)).toBeVisible();
  });

  test("a delivered order's product shows its warranty in Zakoupené produkty and opens the claim form prefilled", async ({
    page,
  }) => {
    const email = `zaruka.${Date.now()}@example.cz`;
    // A customer who verified the address orders while logged in.
    await page.goto("/");
    await hydrated(page);
    const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
    const registered = await page.request.post("/api/new/accounts/register/", {
      data: {
        email,
        first_name: "Jana",
        last_name: "Nováková",
        password: "Bezpecne1!",
        password_confirm: "Bezpecne1!",
      },
      headers: { "x-csrftoken": csrf },
    });
    expect(registered.status()).toBe(201);
    await addInStockPhone(page);
    await page.goto("/objednavka/");
    await hydrated(page);
    await chooseStorePickup(page);
    await page.getByRole("radio", { name: /Hotově na prodejně/ }).check();
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
    await expect(page.getByRole("heading", { name: "Děkujeme za objednávku!" })).toBeVisible();

    // Staff hand it over (picked, ready, delivered).
    const staff = await apiAs(DEMO.admin.email, DEMO.admin.password);
    const found = await (
      await staff.get(`/api/new/orders/admin/orders/?search=${encodeURIComponent(email)}`)
    ).json();
    const { id, number } = found.results[0] as { id: number; number: string };
    const post = (path: string, data: object) =>
      staff.post(`/api/new/orders/admin/orders/${id}/${path}`, {
        data,
        headers: { "x-csrftoken": staff.csrf },
      });
    const detail = await (await staff.get(`/api/new/orders/admin/orders/${id}/`)).json();
    for (const item of detail.items as { id: number }[])
      await post("picking/", { item_id: item.id, status: "picked" });
    for (const status of ["confirmed", "processing", "ready", "delivered"]) {
      const res = await post("status/", { status });
      expect(res.ok(), await res.text()).toBe(true);
    }

    await page.goto("/ucet/zakoupene-produkty/");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Zakoupené produkty" })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: number }).first();
    // 24 months from today in Prague (the journey's delivery day), in the Czech form.
    const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Prague" })
      .format(new Date())
      .split("-")
      .map(Number);
    await expect(row).toContainText(`Záruka do ${d}. ${m}. ${y + 2}`);
    await row.getByRole("link", { name: "Reklamovat" }).click();
    await expect(page.getByLabel("Číslo objednávky")).toHaveValue(number);
    await expect(page.getByLabel("E-mail z objednávky")).toHaveValue(email);
    await hydrated(page);
    await page.getByRole("button", { name: "Najít objednávku" }).click();
    await expect(page.getByRole("radio").first()).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  });
});
