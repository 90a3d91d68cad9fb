import { apiAs } from "./support/api.js";
import { fillDetails } from "./support/cart.js";
import { DEMO, expect, hydrated, test } from "./support/test.js";

interface Pkg {
  id: number;
  name_cs: string;
  price: number;
  is_active: boolean;
  parts: { seo_name: string; stock: number; is_active: boolean }[];
}

/** The whole units of a shown price ("19 990 Kč" → 19990). */
const units = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test.describe("action packages", () => {
  test("a shopper adds a package from a part's product page, sees it as one package at its price and orders it", async ({
    page,
  }) => {
    // A demo package whose every part is in stock (staff read, as the journey's setup).
    const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const list = (await (await staff.get("/api/new/action-packages/admin/packages/")).json()) as {
      results: Pkg[];
    };
    const pkg = list.results.find((p) => p.is_active && p.parts.every((x) => x.is_active && x.stock > 2));
    expect(pkg, "a demo package with its parts in stock").toBeTruthy();
    await staff.dispose();

    await page.goto(`/${pkg!.parts[0]!.seo_name}/`);
    await hydrated(page);
    const offer = page.getByRole("region", { name: /Kupte v balíčku/ }).first();
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(/ušetříte/);
    await offer.getByRole("button", { name: "Přidat balíček do košíku" }).click();
    await expect(page.getByText("Balíček byl přidán do košíku.")).toBeVisible();

    await page.goto("/kosik/");
    await hydrated(page);
    const group = page.getByTestId("cart-action-package");
    await expect(group).toHaveCount(1);
    await expect(group).toContainText(pkg!.name_cs);
    expect(units(await group.getByTestId("cart-action-package-price").textContent())).toBe(pkg!.price / 100);
    await expect(group.getByRole("list", { name: "Obsah balíčku" }).getByRole("listitem")).toHaveCount(
      pkg!.parts.length,
    );
    expect(units(await page.getByTestId("cart-total").textContent())).toBe(pkg!.price / 100);

    await page.getByRole("link", { name: "Pokračovat k doručení" }).click();
    await hydrated(page);
    await page
      .getByRole("radio", { name: /doručení na adresu/ })
      .first()
      .check();
    await page.getByRole("radio", { name: /Bankovní převod/ }).check();
    await fillDetails(page);
    const summary = page.getByRole("region", { name: /Shrnutí/ });
    await expect(summary.getByText(pkg!.name_cs)).toBeVisible();
    const total = units(await page.getByTestId("checkout-total").textContent());
    const sums = (await (await page.request.get("/api/new/checkout/summary/")).json()) as {
      total: number;
      delivery_price: number;
      payment_fee: number;
    };
    expect(sums.total).toBe(pkg!.price + sums.delivery_price + sums.payment_fee);
    expect(total).toBe(sums.total / 100);
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
    await expect(page.getByRole("heading", { name: "Děkujeme za objednávku!" })).toBeVisible();
    const received = page.getByText(/Objednávku č\. \d+ jsme přijali\./);
    const number = /č\. (\d+)/.exec((await received.textContent())!)![1]!;

    // The order's total is the package price plus the delivery, as the summary showed. Found by its
    // number: another journey may have placed an order since.
    const admin = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const orders = (await (await admin.get(`/api/new/orders/admin/orders/?search=${number}`)).json()) as {
      results: { number: string; total: number }[];
    };
    expect(orders.results).toHaveLength(1);
    expect(orders.results[0]).toMatchObject({ number, total: sums.total });
    await admin.dispose();
  });
});
