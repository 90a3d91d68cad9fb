import type { Page } from "@playwright/test";
import { hydrated } from "./test.js";

/**
 * Puts a product in the shopper's cart through the shop's own add-to-cart call (the product pages
 * belong to the catalogue journeys). Tries the demo variants in order until one is in stock at the
 * central warehouse and in a store, so the journey does not depend on one seeded number.
 */
export async function addInStockPhone(page: Page): Promise<number> {
  await page.goto("/");
  await hydrated(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  for (let id = 2; id < 60; id++) {
    const res = await page.request.post("/api/new/cart/add/", {
      data: { product: id },
      headers: { "x-csrftoken": csrf },
    });
    if (!res.ok()) continue;
    const places = await (await page.request.get("/api/new/checkout/delivery-places/")).json();
    if (places.places.some((p: { in_stock: boolean }) => p.in_stock)) return id;
    const pk = await (await page.request.get("/api/new/cart/packages/")).json();
    await page.request.post("/api/new/cart/remove/", {
      data: { product_seo_name: pk.packages[0].product.seo_name },
      headers: { "x-csrftoken": csrf },
    });
  }
  throw new Error("no demo phone in stock");
}

/** Fills the checkout's details step with a Czech shopper. */
export async function fillDetails(page: Page, email = "jana.novakova@example.cz"): Promise<void> {
  // Within the details step only: the page's footer has a newsletter e-mail field too.
  const form = page.getByRole("region", { name: /Vaše údaje/ });
  await form.getByLabel(/^Jméno/).fill("Jana");
  await form.getByLabel(/^Příjmení/).fill("Nováková");
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Telefon/).fill("+420 601 123 456");
  await form.getByLabel(/^Ulice a číslo/).fill("Národní 10");
  await form.getByLabel(/^Město/).fill("Praha");
  await form.getByLabel(/^PSČ/).fill("110 00");
  await page.getByLabel(/Souhlasím s obchodními podmínkami/).check();
}

/** Store pickup at the first store that has everything (ready in 30 minutes). */
export async function chooseStorePickup(page: Page): Promise<void> {
  await page.getByRole("radio", { name: /Osobní odběr na prodejně/ }).check();
  await page
    .getByRole("radio", { name: /Připraveno k vyzvednutí do 30 minut/ })
    .first()
    .check();
  await page
    .getByText(/Osobní odběr na prodejně/)
    .last()
    .waitFor();
}

/** Logs in through the accounts call; the browser context shares the session cookie. */
export async function loginByApi(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/");
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.post("/api/new/accounts/login/", {
    data: { email, password },
    headers: { "x-csrftoken": csrf },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
}
