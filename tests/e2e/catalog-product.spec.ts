import { expect, hydrated, test } from "./support/test.js";

test.describe("catalogue: product page", () => {
  test("switches colour and memory, shows stock per store and adds to the cart", async ({ page }) => {
    await page.goto("/apple-iphone-16-pro-256-gb-cerna/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apple iPhone 16 Pro 256 GB Černá");
    await page.getByRole("group", { name: /Barva/ }).getByRole("link", { name: "Bílá" }).click();
    await expect(page).toHaveURL(/apple-iphone-16-pro-256-gb-bila\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apple iPhone 16 Pro 256 GB Bílá");
    await page
      .getByRole("group", { name: "Paměť" })
      .getByRole("link", { name: /512 GB/ })
      .click();
    await expect(page).toHaveURL(/apple-iphone-16-pro-512-gb-bila\/$/);
    await expect(page.getByTestId("price").first()).toContainText("Kč");
    await page
      .getByRole("group", { name: "Model" })
      .getByRole("link", { name: "Apple iPhone 16 Pro Max" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("iPhone 16 Pro Max");
    await page.getByRole("tab", { name: "Parametry" }).click();
    await expect(page.getByRole("tabpanel").getByText("Úhlopříčka displeje")).toBeVisible();
    await page.getByRole("button", { name: "Do košíku" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("the HTML without JavaScript holds the name, the price and JSON-LD; a renamed slug answers 301", async ({
    request,
  }) => {
    const res = await request.get("/apple-iphone-16-pro-256-gb-cerna/");
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Apple iPhone 16 Pro 256 GB Černá");
    expect(html).toMatch(/data-testid="price">34\u00a0490\u00a0Kč</);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const product = ld.find((b) => b["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Apple iPhone 16 Pro 256 GB Černá",
      offers: { priceCurrency: "CZK", price: "34490.00" },
    });
    expect(product.aggregateRating.reviewCount).toBeGreaterThan(0);
    expect(ld.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    expect(html).toContain('property="og:type" content="product"');
    expect((await request.get("/apple-iphone-16-pro-256-gb-cerna")).url()).toMatch(/cerna\/$/);
  });

  test("pushes view_item and the stock-state event to the dataLayer", async ({ page }) => {
    await page.goto("/apple-iphone-16-pro-256-gb-cerna/");
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event)))
      .toEqual(expect.arrayContaining(["page_view", "view_item", "stock_state_in_product_detail"]));
    const item = await page.evaluate(
      () => (window.dataLayer ?? []).find((e) => e.event === "view_item") as any,
    );
    expect(item.ecommerce.items[0]).toMatchObject({
      item_brand: "Apple",
      item_short_name: "Apple iPhone 16 Pro",
      quantity: 1,
      quality: "new",
    });
    const pageView = await page.evaluate(
      () => (window.dataLayer ?? []).find((e) => e.event === "page_view") as any,
    );
    expect(pageView.page_type).toBe("product_detail");
  });
});
