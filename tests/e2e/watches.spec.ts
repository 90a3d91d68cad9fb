import { apiAs, lastMail } from "./support/api.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";
import { RO_URL } from "./support/urls.js";

const PRODUCT = "apple-iphone-13-128-gb-cerna";

test.describe("price and stock watches", () => {
  test("a customer watches the price, staff lower it, and the e-mail is in the outbox once", async ({
    page,
    browser,
  }) => {
    const staffApi = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const detail = (await (await staffApi.get(`/api/new/catalog/product/${PRODUCT}/`)).json()) as {
      id: number;
      price: number;
      name: string;
    };
    const setPrice = (price: number) =>
      staffApi.patch(`/api/new/catalog/admin/products/${detail.id}/`, {
        data: { price },
        headers: { "x-csrftoken": staffApi.csrf },
      });
    const below = Math.floor(detail.price / 100) - 100;
    try {
      await login(page, DEMO.customer.email, DEMO.customer.password);
      await page.goto(`/${PRODUCT}/`);
      await hydrated(page);
      await page.getByRole("button", { name: "Hlídat cenu / dostupnost" }).click();
      const form = page.getByRole("form", { name: "Hlídat cenu / dostupnost" });
      const price = form.getByLabel("Cena pod (Kč)");
      // Offered a bit below the current price; the customer's address is fixed.
      await expect(price).toHaveValue(/^\d+$/);
      expect(Number(await price.inputValue()) * 100).toBeLessThan(detail.price);
      await expect(form.getByText(`Upozornění pošleme na ${DEMO.customer.email}.`)).toBeVisible();
      // Not below the current price: the server's field error in Czech.
      await price.fill(String(Math.floor(detail.price / 100) + 10));
      await form.getByRole("button", { name: "Hlídat", exact: true }).click();
      await expect(form.getByText(/^Zadejte cenu nižší, než je současná cena/)).toBeVisible();
      await price.fill(String(below));
      await form.getByRole("button", { name: "Hlídat", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Hlídání je nastavené." })).toBeVisible();

      await page.goto("/ucet/");
      await hydrated(page);
      const list = page.getByRole("region", { name: "Hlídané produkty" });
      const row = list.getByRole("listitem").filter({ hasText: detail.name });
      await expect(row).toContainText("Čeká");

      // Staff lower the price below the watched amount (the product save reports it), then again.
      expect((await setPrice((below - 10) * 100)).ok()).toBe(true);
      expect((await setPrice((below - 20) * 100)).ok()).toBe(true);
      const mail = await lastMail(staffApi, "watch-price", { to: DEMO.customer.email });
      expect(mail.to).toBe(DEMO.customer.email);
      expect(mail.subject).toBe(`Cena klesla: ${detail.name}`);
      expect(mail.text).toContain(`/${PRODUCT}/`);
      const outbox = (await (await staffApi.get("/api/new/staff/outbox/?page_size=100")).json()) as {
        results: { kind: string; subject: string }[];
      };
      expect(outbox.results.filter((m) => m.subject === mail.subject)).toHaveLength(1);

      // Staff → Odeslané e-maily shows it.
      const staffContext = await browser.newContext();
      const staffPage = await staffContext.newPage();
      await login(staffPage, DEMO.staff.email, DEMO.staff.password);
      await staffPage.goto("/staff/outbox/");
      await hydrated(staffPage);
      await expect(staffPage.getByText(mail.subject)).toBeVisible();
      await staffContext.close();

      // The account shows it sent, and the customer removes it.
      await page.reload();
      await hydrated(page);
      await expect(row).toContainText(/Odesláno \d+\. \d+\. \d{4}/);
      await row.getByRole("button", { name: `Odebrat hlídání: ${detail.name}` }).click();
      await expect(list.getByText("Zatím nic nehlídáte.", { exact: false })).toBeVisible();
    } finally {
      await setPrice(detail.price);
      await staffApi.dispose();
    }
  });

  test("a guest in the Romanian shop waits for stock online, confirming from the e-mail", async ({
    page,
  }) => {
    // Out of stock online, in stock in some stores (the demo catalogue).
    const product = "apple-iphone-16-pro-max-256-gb-titan-natural";
    await page.goto(`${RO_URL}/${product}/`);
    await hydrated(page);
    await page.getByRole("button", { name: "Urmărește prețul / disponibilitatea" }).click();
    const form = page.getByRole("form", { name: "Urmărește prețul / disponibilitatea" });
    // Sold out online: back in stock is chosen first.
    await expect(form.getByRole("radio", { name: "produsul revine în stoc" })).toBeChecked();
    // Online first, then only the stores that do not have it.
    const where = form.getByLabel("Unde");
    await expect(where.locator("option").first()).toHaveText("În magazinul online");
    await form.getByRole("button", { name: "Urmărește", exact: true }).click();
    await expect(form.getByText("Introduceți adresa de e-mail la care vă anunțăm.")).toBeVisible();
    await form.getByLabel("E-mail").fill("oaspete@example.ro");
    await form.getByRole("button", { name: "Urmărește", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "V-am trimis un e-mail cu un link." }),
    ).toBeVisible();

    const admin = await apiAs(DEMO.admin.email, DEMO.admin.password, RO_URL);
    const mail = await lastMail(admin, "watch-confirm", { to: "oaspete@example.ro" });
    expect(mail.to).toBe("oaspete@example.ro");
    const link = new URL(/(http:\/\/\S+\/alerte\/confirmare\/\S+)/.exec(mail.text)![1]!);
    await page.goto(`${RO_URL}${link.pathname}${link.search}`);
    await expect(page.getByRole("status")).toHaveText(
      "Urmărirea este confirmată. Vă scriem când se întâmplă.",
    );
    const cancel = new URL(/(http:\/\/\S+\/alerte\/anulare\/\S+)/.exec(mail.text)![1]!);
    await page.goto(`${RO_URL}${cancel.pathname}${cancel.search}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Anulează această urmărire" }).click();
    await expect(page.getByRole("status")).toHaveText("Am anulat urmărirea.");
    await admin.dispose();
  });
});
