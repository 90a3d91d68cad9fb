import type { Page } from "@playwright/test";
import { fillDetails } from "./support/cart.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/**
 * Puts a product the central warehouse holds into the shopper's cart (a carrier ships from there),
 * through the shop's own add-to-cart call; the first demo variant with warehouse stock.
 */
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
    const cart = await (await page.request.get("/api/new/cart/packages/")).json();
    const pkg = cart.packages[0];
    if (pkg.product.warehouse_stock > 0 && pkg.items.length === 0) return;
    await page.request.post("/api/new/cart/remove/", {
      data: { product_seo_name: pkg.product.seo_name },
      headers: { "x-csrftoken": csrf },
    });
  }
  throw new Error("no demo product in the warehouse");
}

test.describe("warehouse", () => {
  test("a paid order is picked by scanned codes, lands in a crate, is packed and shows Zabalená", async ({
    page,
    browser,
  }) => {
    // A shopper orders for delivery by PPL and pays by card: the order is confirmed.
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
    const number = /č\. (\d+)/.exec((await received.textContent())!)![1];

    // Staff: crates first, so the picked order has somewhere to go.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, DEMO.staff.email, DEMO.staff.password);
    await staff.goto("/staff/warehouse/crates/");
    await hydrated(staff);
    await staff.getByLabel(/Nové přepravky/).fill("z-01..z-03");
    await staff.getByRole("button", { name: "Přidat", exact: true }).click();
    await expect(staff.getByRole("cell", { name: "Z-03" })).toBeVisible();

    // The goods' codes (on a real warehouse floor, printed on the boxes): the order's lines.
    const found = await (await staff.request.get(`/api/new/warehouse/packing/lookup/?code=${number}`)).json();
    const detail = await (await staff.request.get(`/api/new/warehouse/packing/${found.order_id}/`)).json();
    const codes = (detail.items as { code: string }[]).map((i) => i.code);
    expect(codes.length).toBeGreaterThan(0);

    // Each code typed into the scan field with Enter, as a keyboard-wedge scanner does. An older
    // open order waiting for the same product takes a scan first (oldest first), so a code is
    // scanned until the answer names this order.
    await staff.goto("/staff/warehouse/picking/");
    await hydrated(staff);
    const scan = staff.getByLabel("Naskenujte nebo napište kód produktu");
    await expect(scan).toBeFocused();
    let last: { message: string; order_number: string; crate: string | null } | null = null;
    for (const code of codes) {
      for (let tries = 0; tries < 30; tries++) {
        await scan.fill(code);
        const [answer] = await Promise.all([
          staff.waitForResponse((r) => r.url().includes("/api/new/warehouse/picking/scan/")),
          scan.press("Enter"),
        ]);
        expect(answer.status()).toBe(200);
        last = await answer.json();
        await expect(staff.getByRole("status")).toContainText(last!.message);
        await expect(scan).toHaveValue("");
        await expect(scan).toBeFocused();
        if (last!.order_number === number) break;
      }
    }
    expect(last?.order_number).toBe(number);
    await expect(staff.getByRole("status")).toContainText(
      new RegExp(`Objednávka ${number} → přepravka [A-Z]+-?\\d+`),
    );
    const crate = last!.crate!;
    expect(crate).toBeTruthy();

    // Packing: the crate's code scanned at the packing table opens the order.
    await staff.goto("/staff/warehouse/crates/");
    await hydrated(staff);
    await expect(staff.getByRole("row").filter({ hasText: crate })).toContainText(number);
    const open = staff.getByLabel("Naskenujte přepravku nebo číslo objednávky");
    await open.fill(crate);
    await open.press("Enter");
    await expect(staff.getByRole("heading", { name: `Balení objednávky ${number}` })).toBeVisible();
    await expect(staff.getByTestId("packing-status")).toHaveText("Vyřizuje se");

    // A wrong size is refused under its field; then one package in cm and kg.
    await staff.getByLabel("Šířka (cm)").fill("20,55");
    await staff.getByLabel("Výška (cm)").fill("10");
    await staff.getByLabel("Hloubka (cm)").fill("5");
    await staff.getByLabel("Hmotnost (kg)").fill("0,45");
    await staff.getByRole("button", { name: "Potvrdit zabalení" }).click();
    await expect(
      staff.getByRole("alert").filter({ hasText: /nejvýše jedním desetinným místem/ }),
    ).toBeVisible();
    await staff.getByLabel("Šířka (cm)").fill("20,5");
    await staff.getByRole("button", { name: "Potvrdit zabalení" }).click();
    await expect(staff.getByTestId("packing-status")).toHaveText("Zabalená");
    await expect(staff.getByText("20,5 × 10 × 5 cm, 0,45 kg")).toBeVisible();

    // The crate is free again, and the order's own page says Zabalená.
    await staff.goto("/staff/warehouse/crates/");
    await hydrated(staff);
    await expect(staff.getByRole("row").filter({ hasText: crate })).toContainText("volná");
    await staff.goto("/staff/orders/");
    await hydrated(staff);
    await staff.getByRole("main").getByRole("searchbox").fill(number);
    await staff.getByRole("main").getByRole("button", { name: "Hledat" }).click();
    await expect(staff.getByRole("row").filter({ hasText: number })).toContainText("Zabalená");
    await staffContext.close();
  });
});
