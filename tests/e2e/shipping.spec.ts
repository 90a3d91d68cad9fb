import { DEMO, expect, hydrated, login, test } from "./support/test.js";

// The handover list, its PDF, shipped and delivered are the end of the warehouse journey
// (warehouse.spec.ts), which brings a paid order there by scanning and packing in the browser.
test.describe("shipping", () => {
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
