import { addInStockPhone } from "./support/cart.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";
import { RO_URL } from "./support/urls.js";

test.use({ baseURL: RO_URL });

/**
 * Issue 19 (decision 015): a Romanian order's invoice goes to ANAF. The journey's servers run jobs
 * inline, with no clock, so the minute's sweep never runs here; staff send the fresh invoice with
 * "Trimite acum" (the same transmission the sweep starts) and the local stand-in accepts it.
 */
test.describe("RO e-Factura", () => {
  test("staff issue a Romanian order's invoice, send it to ANAF now and see it accepted with its index", async ({
    page,
    browser,
  }) => {
    // A shopper in Bucharest orders for store pickup and pays there.
    await addInStockPhone(page);
    await page.goto("/comanda/");
    await hydrated(page);
    await page.getByRole("radio", { name: /Ridicare personală din magazin/ }).check();
    await page
      .getByRole("radio", { name: /Gata de ridicare în 30 de minute/ })
      .first()
      .check();
    await page.getByRole("radio", { name: /Numerar în magazin/ }).check();
    const form = page.getByRole("region", { name: /Datele dumneavoastră/ });
    await form.getByLabel(/^Prenume/).fill("Ioana");
    await form.getByLabel(/^Nume/).fill("Popescu");
    await form.getByLabel(/^E-mail/).fill("ioana.popescu@example.ro");
    await form.getByLabel(/^Telefon/).fill("+40 721 234 567");
    await form.getByLabel(/^Strada/).fill("Bulevardul Unirii 15");
    await form.getByLabel(/^Oraș/).fill("București");
    await form.getByLabel(/^Cod poștal/).fill("030167");
    await page.getByLabel(/Sunt de acord cu termenii/).check();
    await page.getByRole("button", { name: /Trimite comanda/ }).click();
    const received = page.getByText(/Am primit comanda nr\. \d+\./);
    await expect(received).toBeVisible();
    const number = /nr\. (\d+)/.exec((await received.textContent())!)![1];
    const invoice = `F${number}`;

    // Staff issue the invoice on the order's page.
    const staffContext = await browser.newContext({ baseURL: RO_URL });
    const staff = await staffContext.newPage();
    await login(staff, DEMO.staff.email, DEMO.staff.password, "/autentificare/");
    await staff.goto("/staff/orders/");
    await hydrated(staff);
    await staff.getByRole("main").getByRole("searchbox").fill(number);
    await staff.getByRole("main").getByRole("button", { name: "Caută" }).click();
    await staff.getByRole("link", { name: number }).click();
    await staff.getByRole("button", { name: "Emite factura" }).click();
    await expect(staff.getByText(`Emisă · ${invoice}`)).toBeVisible();
    await expect(staff.getByRole("link", { name: "e-Factura (XML)" })).toHaveAttribute(
      "href",
      /\/einvoice\/admin\/orders\/\d+\/invoice\/$/,
    );

    // The e-Factura screen has it waiting; sent now, ANAF (the stand-in) accepts it.
    await staff.goto("/staff/efactura/");
    await hydrated(staff);
    const row = staff.getByRole("row").filter({ hasText: invoice });
    await expect(row).toContainText("În așteptare");
    await row.getByRole("button", { name: "Trimite acum" }).click();
    await expect(row).toContainText("Acceptată de ANAF");
    await expect(row.getByRole("button", { name: "Trimite acum" })).toHaveCount(0);
    await expect(row.getByRole("link", { name: "Răspuns ANAF (ZIP)" })).toBeVisible();

    // Its detail: the upload index, and the XML as sent (CIUS-RO, the buyer's county and sector).
    await row.getByRole("link", { name: `Detalii ${invoice}` }).click();
    await expect(staff.getByRole("heading", { name: `${invoice} · Acceptată de ANAF` })).toBeVisible();
    await expect(staff.getByText(/^\d+$/).first()).toBeVisible();
    const xml = await staff.request.get(
      (await staff.getByRole("link", { name: "XML" }).getAttribute("href"))!,
    );
    expect(xml.status()).toBe(200);
    const text = await xml.text();
    expect(text).toContain("urn:efactura.mfinante.ro:CIUS-RO:1.0.1");
    expect(text).toContain("<cbc:CityName>SECTOR3</cbc:CityName>");
    expect(text).toContain("<cbc:CountrySubentity>RO-B</cbc:CountrySubentity>");
    await staffContext.close();
  });
});
