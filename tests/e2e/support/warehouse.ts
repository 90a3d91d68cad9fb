import type { Page } from "@playwright/test";
import { fillDetails } from "./cart.js";
import { expect, hydrated } from "./test.js";

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
    const pkg = (await (await page.request.get("/api/new/cart/packages/")).json()).packages[0];
    if (pkg.product.warehouse_stock > 0 && pkg.items.length === 0) return;
    await page.request.post("/api/new/cart/remove/", {
      data: { product_seo_name: pkg.product.seo_name },
      headers: { "x-csrftoken": csrf },
    });
  }
  throw new Error("no demo product in the warehouse");
}

/** A shopper orders for delivery by PPL and pays by card in the browser: the order's number. */
export async function paidPplOrder(page: Page): Promise<string> {
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
