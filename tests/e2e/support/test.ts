import { test as base, expect, type Page } from "@playwright/test";

/**
 * `test` with a page that fails the test on any console error or uncaught exception (Epic Stack
 * style), and small helpers every journey needs.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      // A refused request (expected 4xx in a journey) is logged by Chromium as a console error
      // without a source; our code's errors have one.
      if (
        msg.type() === "error" &&
        !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
      )
        errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page (the client entry marks the root). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function login(
  page: Page,
  email: string,
  password: string,
  loginPath = "/prihlasit/",
): Promise<void> {
  await page.goto(loginPath);
  await hydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("E-mail").fill(email);
  await main.getByLabel(/^(Heslo|Parolă)/).fill(password);
  await page.getByRole("button", { name: /Přihlásit se|Autentifică-te/ }).click();
  await page.waitForURL(
    (url) => !url.pathname.includes("prihlasit") && !url.pathname.includes("autentificare"),
  );
}

export const DEMO = {
  admin: { email: "admin@mobilcentrum.cz", password: "Admin123!" },
  supervisor: { email: "supervisor@mobilcentrum.cz", password: "Super123!" },
  staff: { email: "staff@mobilcentrum.cz", password: "Staff123!" },
  shop: { email: "prodejna@mobilcentrum.cz", password: "Prodejna123!" },
  customer: { email: "zakaznik@example.cz", password: "Zakaznik123!" },
};
