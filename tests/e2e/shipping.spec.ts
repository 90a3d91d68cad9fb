import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { apiAs } from "./support/api.js";
import { fillDetails } from "./support/cart.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/** The first demo product the central warehouse holds, in the shopper's cart (a carrier ships from there). */
async function addWarehouseProduct(page: Page): Promise<void> {
  await page.goto("/");
  await hydrated(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  for (let id = 2; id < 80; id++) {
    const res = await page.request.post("/api/new/cart/add/", {
      data: { product: id },
      headers: { "x-csrftoken": csrf },
    });
    if (!res.ok()) continue;
    const pkg = (await (await page.request.get("/api/new/cart/packages/")).json()).packages[0];
    if (pkg.product.warehouse_stock > 0 && pkg.items.length === 0) return;
    await page.request.post("/api/new/cart/remove/", {
      data: { product_seo_name: pkg.product.seo_name },
      headers: { "x-csrftoken": csrf },
    });
  }
  throw new Error("no demo product in the warehouse");
}

/** A card-paid PPL order, placed and paid in the browser: its number. */
async function paidPplOrder(page: Page): Promise<string> {
  await addWarehouseProduct(page);
  await page.goto("/objednavka/");
  await hydrated(page);
  await page.getByRole("radio", { name: /PPL – doručení na adresu/ }).check();
  await page.getByRole("radio", { name: /Platba kartou online/ }).check();
  await fillDetails(page);
  await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
  await page.waitForURL(/\/sandbox\/payment-gateway\/pay\//);
  await page.getByRole("button", { name: /Zaplatit/ }).click();
  await expect(page.getByText("Děkujeme, platba proběhla úspěšně.")).toBeVisible();
  await page.getByRole("link", { name: "Pokračovat" }).click();
  const received = page.getByText(/Objednávku č\. \d+ jsme přijali\./);
  await expect(received).toBeVisible();
  return /č\. (\d+)/.exec((await received.textContent())!)![1]!;
}

/** Picked and packed into one package through the staff and warehouse calls (the warehouse journey does it by scanning). */
async function packByApi(number: string): Promise<void> {
  const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
  const headers = { "x-csrftoken": staff.csrf };
  const list = await (await staff.get(`/api/new/orders/admin/orders/?search=${number}`)).json();
  const id = list.results[0].id as number;
  const processing = await staff.post(`/api/new/orders/admin/orders/${id}/status/`, {
    data: { status: "processing" },
    headers,
  });
  expect(processing.status(), await processing.text()).toBe(200);
  for (const item of (await processing.json()).items as { id: number; kind: string }[])
    if (item.kind === "product" || item.kind === "gift")
      expect(
        (
          await staff.post(`/api/new/orders/admin/orders/${id}/picking/`, {
            data: { item_id: item.id, status: "picked" },
            headers,
          })
        ).status(),
      ).toBe(200);
  const packed = await staff.post(`/api/new/warehouse/packing/${id}/`, {
    data: { packages: [{ width_cm: 30, height_cm: 20, depth_cm: 10, weight_kg: 1.2 }] },
    headers,
  });
  expect(packed.status(), await packed.text()).toBe(200);
  await staff.dispose();
}

test.describe("shipping", () => {
  test("a packed order goes on the carrier's handover list, its PDF prints, handed over it is shipped with its parcel number, then delivered", async ({
    page,
    browser,
  }) => {
    const number = await paidPplOrder(page);
    await packByApi(number);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, DEMO.staff.email, DEMO.staff.password);
    await staff.goto("/staff/shipping/handovers/");
    await hydrated(staff);
    await expect(staff.getByRole("heading", { name: "Předání dopravcům", level: 1 })).toBeVisible();

    // Only this order's package on the list (the demo shop may have other PPL packages waiting).
    const ppl = staff.getByRole("region", { name: /^PPL/ });
    await ppl.getByRole("checkbox", { name: "Vybrat všechny balíky dopravce PPL" }).uncheck();
    await ppl.getByRole("checkbox", { name: `Vybrat balík objednávky ${number}` }).check();
    await ppl.getByRole("button", { name: "Vytvořit předávací protokol (1)" }).click();
    const title = staff.getByRole("heading", { name: /^Předávací protokol PPL-\d{8}-\d{2}$/ });
    await expect(title).toBeVisible();
    const listNumber = /PPL-\d{8}-\d{2}/.exec((await title.textContent())!)![0];
    const row = staff.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText("Jana Nováková");
    const parcel = (await row.getByRole("link", { name: /^4\d{10}$/ }).textContent())!;

    // The printable list: a PDF named by its number.
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByRole("link", { name: "Stáhnout PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${listNumber}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The driver signed.
    staff.once("dialog", (d) => void d.accept());
    await staff.getByRole("button", { name: "Předáno dopravci (řidič podepsal)" }).click();
    await expect(staff.getByText(/Předáno \d/).first()).toBeVisible();
    await expect(staff.getByRole("button", { name: "Předáno dopravci (řidič podepsal)" })).toHaveCount(0);

    // The delivery grid: shipped, with its parcel number and list.
    await staff.goto("/staff/shipping/deliveries/");
    await hydrated(staff);
    await staff.getByRole("main").getByRole("searchbox").fill(number);
    await staff.getByRole("main").getByRole("button", { name: "Hledat" }).click();
    const line = staff.getByRole("row").filter({ hasText: number });
    await expect(line).toContainText("Odeslaná");
    await expect(line).toContainText(parcel);
    await expect(line).toContainText(listNumber);

    // Delivered, from the order's delivery page.
    await line.getByRole("link", { name: number }).click();
    await expect(staff.getByRole("heading", { name: `Doručení objednávky ${number}` })).toBeVisible();
    await expect(staff.getByRole("link", { name: `Sledovat zásilku ${parcel}` })).toHaveAttribute(
      "href",
      `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${parcel}`,
    );
    staff.once("dialog", (d) => void d.accept());
    await staff.getByRole("button", { name: "Potvrdit doručení" }).click();
    await expect(staff.getByText("Doručená", { exact: true })).toBeVisible();
    await expect(staff.getByRole("button", { name: "Potvrdit doručení" })).toHaveCount(0);
    await staffContext.close();
  });

  test("the pickup-point map shows every point's state on the country's outline and in a list", async ({
    page,
  }) => {
    await login(page, DEMO.staff.email, DEMO.staff.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/staff/shipping/dpd-map/");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Mapa výdejních míst", level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /Mapa výdejních míst Zásilkovna/ })).toBeVisible();
    const list = page.getByRole("region", { name: "Výdejní místa" });
    await expect(list.getByRole("listitem")).toHaveCount(50);
    await page.getByRole("combobox", { name: "Stav" }).selectOption({ label: "Přeplněné" });
    const congested = await list.getByRole("listitem").count();
    expect(congested).toBeGreaterThan(0);
    expect(congested).toBeLessThan(50);
    for (const item of await list.getByRole("listitem").all()) await expect(item).toContainText("Přeplněné");
  });
});
