import { apiAs, lastMail } from "./support/api.js";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";
import { CZ_URL, RO_URL } from "./support/urls.js";

test.describe("foundation", () => {
  test("the home page without JavaScript lists products with Czech prices", async ({ request }) => {
    const res = await request.get(`${CZ_URL}/`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/data-testid="price">\d{1,3}(\u00a0\d{3})*\u00a0Kč</);
    expect(html).toContain("iPhone");
    expect(html).toContain('<html lang="cs">');
  });

  test("the Romanian shop shows lei and Romanian texts", async ({ request }) => {
    const html = await (await request.get(`${RO_URL}/`)).text();
    expect(html).toMatch(/data-testid="price">\d{1,3}(\.\d{3})*\u00a0lei</);
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain("Autentificare");
  });

  test("every demo role can log in", async ({ page }) => {
    for (const who of Object.values(DEMO)) {
      await page.context().clearCookies();
      await login(page, who.email, who.password);
      await expect(page.getByRole("status").filter({ hasText: "Vítejte" })).toBeVisible();
    }
  });

  test("a customer gets the Czech denial on /staff/, staff get the staff area", async ({ page, request }) => {
    await login(page, DEMO.customer.email, DEMO.customer.password);
    const res = await page.goto("/staff/");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Přístup odepřen" })).toBeVisible();
    // The spec's message, once.
    await expect(page.getByText("Nemáte oprávnění k přístupu na tuto stránku.")).toHaveCount(1);

    await page.context().clearCookies();
    await login(page, DEMO.staff.email, DEMO.staff.password);
    await page.goto("/staff/");
    await expect(page.getByRole("navigation", { name: "Menu administrace" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Přehled" })).toBeVisible();

    const api = await request.get(`${CZ_URL}/api/new/staff/outbox/`);
    expect(api.status()).toBe(401);
  });

  test("a visitor is sent to log in and back to the staff area", async ({ page }) => {
    await page.goto("/staff/outbox/");
    await expect(page).toHaveURL(/\/prihlasit\/\?next=%2Fstaff%2Foutbox%2F/);
    await hydrated(page);
    await page.getByRole("main").getByLabel("E-mail").fill(DEMO.admin.email);
    await page.getByLabel("Heslo").fill(DEMO.admin.password);
    await page.getByRole("button", { name: "Přihlásit se" }).click();
    await expect(page).toHaveURL(/\/staff\/outbox\/$/);
    await expect(page.getByRole("heading", { name: "Odeslané e-maily" })).toBeVisible();
  });

  test("a wrong password shows the error on the form", async ({ page }) => {
    await page.goto("/prihlasit/");
    await hydrated(page);
    await page.getByRole("main").getByLabel("E-mail").fill(DEMO.customer.email);
    await page.getByLabel("Heslo").fill("Spatne123!");
    await page.getByRole("button", { name: "Přihlásit se" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nesprávný e-mail nebo heslo." })).toBeVisible();
  });

  test("registration checks the password policy and then logs in", async ({ page }) => {
    await page.goto("/registrace/");
    await hydrated(page);
    await page.getByLabel("Jméno").fill("Eva");
    await page.getByLabel("Příjmení").fill("Malá");
    await page.getByRole("main").getByLabel("E-mail").fill(`eva.${Date.now()}@example.cz`);
    await page.getByLabel(/^Heslo\s*\*?$/).fill("12345678");
    await page.getByLabel("Heslo znovu").fill("12345678");
    await page.getByRole("button", { name: "Vytvořit účet" }).click();
    await expect(page.getByText("Heslo musí obsahovat velké písmeno.")).toBeVisible();
    await page.getByLabel(/^Heslo\s*\*?$/).fill("Bezpecne1!");
    await page.getByLabel("Heslo znovu").fill("Bezpecne1!");
    await page.getByRole("button", { name: "Vytvořit účet" }).click();
    await expect(page).toHaveURL(/\/ucet\/$/);
    await expect(page.getByRole("heading", { name: "Můj účet" })).toBeVisible();
  });

  test("a forgotten password is set again from the e-mailed link, then changed in the account's personal data", async ({
    page,
    request,
  }) => {
    const email = `petr.${Date.now()}@example.cz`;
    const csrf = /csrftoken=([^;]+)/.exec(
      (await request.get(`${CZ_URL}/api/new/core/routes/`)).headers()["set-cookie"] ?? "",
    )![1];
    const registered = await request.post(`${CZ_URL}/api/new/accounts/register/`, {
      data: {
        email,
        password: "Puvodni1!",
        password_confirm: "Puvodni1!",
        first_name: "Petr",
        last_name: "Dvořák",
      },
      headers: { "x-csrftoken": csrf },
    });
    expect(registered.status()).toBe(201);

    await page.goto("/prihlasit/zapomenute-heslo/");
    await hydrated(page);
    await page.getByRole("main").getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Poslat odkaz" }).click();
    await expect(page.getByText("Pokud u nás účet s tímto e-mailem existuje")).toBeVisible();

    const staff = await apiAs(DEMO.staff.email, DEMO.staff.password);
    const mail = await lastMail(staff, "password-reset", { to: email });
    expect(mail.to).toBe(email);
    expect(mail.text).toContain("odkaz platí 2 hodiny");
    const link = /\/prihlasit\/nove-heslo\/\?token=[\w-]+/.exec(mail.text)![0];
    await staff.dispose();

    await page.goto(link);
    await hydrated(page);
    await page.getByLabel(/^Nové heslo/).fill("Nove1234!");
    await page.getByLabel("Heslo znovu").fill("Jine1234!");
    await page.getByRole("button", { name: "Nastavit heslo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /neshodují|nesouhlasí/ })).toBeVisible();
    await page.getByLabel("Heslo znovu").fill("Nove1234!");
    await page.getByRole("button", { name: "Nastavit heslo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Heslo bylo změněno." })).toBeVisible();

    await login(page, email, "Nove1234!");
    await page.goto("/ucet/udaje/");
    await hydrated(page);
    await page.getByLabel(/^Současné heslo/).fill("Nove1234!");
    await page.getByLabel(/^Nové heslo/).fill("Treti1234!");
    await page.getByLabel("Heslo znovu").fill("Treti1234!");
    await page.getByRole("button", { name: "Uložit" }).last().click();
    await expect(page.getByText("Heslo bylo změněno. Ostatní zařízení jsme odhlásili.")).toBeVisible();

    await page.context().clearCookies();
    await login(page, email, "Treti1234!");
    await expect(page.getByRole("status").filter({ hasText: "Vítejte" })).toBeVisible();
  });

  test("on a phone the hamburger menu opens with the categories", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${CZ_URL}/`);
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("navigation", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Prodejny" })).toBeVisible();
    await context.close();
  });

  test("on a phone every home slide fills the slider down to its rounded bottom, and the dots move between slides", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${CZ_URL}/`);
    const gaps = await page
      .locator("[aria-roledescription=slide]")
      .evaluateAll((slides) =>
        slides.map(
          (s) =>
            s.getBoundingClientRect().height - (s.querySelector("a")?.getBoundingClientRect().height ?? 0),
        ),
      );
    expect(gaps.length).toBeGreaterThan(1);
    expect(gaps).toEqual(gaps.map(() => 0));

    // The dots say which slide shows and bring another into view.
    await hydrated(page);
    const dots = page.getByRole("button", { name: /^Snímek \d z \d$/ });
    await expect(dots).toHaveCount(gaps.length);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await dots.last().click();
    await expect(page.locator("[aria-roledescription=slide]").last()).toBeInViewport({ ratio: 0.9 });
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
    await expect(dots.first()).not.toHaveAttribute("aria-current", "true");
    await context.close();
  });

  test("hashed assets are cached for a year, pages are private, plain http gets no HSTS", async ({
    request,
  }) => {
    const page = await request.get(`${CZ_URL}/`);
    expect(page.headers()["cache-control"]).toBe("private, no-cache");
    expect(page.headers()["strict-transport-security"]).toBeUndefined();
    const asset = /\/assets\/[\w.-]+\.js(?=")/.exec(await page.text())![0];
    const res = await request.get(`${CZ_URL}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Compressed at build time, and the same for everyone: no cookie, so a CDN may keep it.
    expect(res.headers()["content-encoding"]).toBe("br");
    expect(res.headers()["set-cookie"]).toBeUndefined();
    expect(res.headers()["content-security-policy"]).toBeUndefined();
    // An asset of an older build is a plain 404.
    expect((await request.get(`${CZ_URL}/assets/index-0ld8uild.js`)).status()).toBe(404);
  });

  test("a page preloads its own code-split chunk and its language's translations", async ({ request }) => {
    const home = await (await request.get(`${CZ_URL}/`)).text();
    expect(home).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js">/);
    expect(home).toMatch(
      /<link rel="preload" href="\/assets\/locale-cs-[\w-]+\.json" as="fetch" crossorigin>/,
    );
    // The staff screens' texts come with the staff area only (src/i18n/locale-split.ts).
    expect(home).not.toMatch(/locale-staff-/);
    const ro = await (await request.get(`${RO_URL}/`)).text();
    expect(ro).toMatch(/locale-ro-[\w-]+\.json/);
    expect(ro).not.toMatch(/locale-cs-/);
  });

  test("menu, card and footer links navigate inside the app, and back works", async ({ page }) => {
    await page.goto(`${CZ_URL}/`);
    await hydrated(page);
    // A full page load would lose this marker; in-app navigation keeps it.
    await page.evaluate(() => ((window as any).__sameDocument = true));
    const category = page.getByRole("navigation", { name: "Kategorie" }).getByRole("link").first();
    const categoryPath = await category.getAttribute("href");
    await category.click();
    await expect(page).toHaveURL(`${CZ_URL}${categoryPath}`);
    // Click the link read, by its address: the list may still re-render after the navigation.
    const productPath = await page
      .getByTestId("product-card")
      .first()
      .getByRole("link")
      .first()
      .getAttribute("href");
    await page.getByTestId("product-card").locator(`a[href="${productPath}"]`).first().click();
    await expect(page).toHaveURL(`${CZ_URL}${productPath}`);
    await expect(page.getByRole("button", { name: /Do košíku/ }).first()).toBeVisible();
    const footerLink = page.getByRole("contentinfo").getByRole("link").first();
    const footerPath = await footerLink.getAttribute("href");
    // The product page's blocks that load after it (offers, accessories) push the footer down: a
    // pointer click aimed just before that lands beside the link (seen once in CI). The link's own
    // click event is what the app handles, wherever the footer is by then.
    await footerLink.dispatchEvent("click");
    await expect(page).toHaveURL(`${CZ_URL}${footerPath}`);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(`${CZ_URL}${productPath}`);
  });

  test("the page names its route table's cacheable address and preloads it", async ({ request }) => {
    const html = await (await request.get(`${CZ_URL}/`)).text();
    const url =
      /<link rel="preload" href="(\/api\/new\/core\/routes\/\?v=[\w-]+)" as="fetch" crossorigin>/.exec(
        html,
      )?.[1];
    expect(url).toBeTruthy();
    expect(html).toContain(`"routesUrl":"${url}"`);
    const table = await request.get(`${CZ_URL}${url}`);
    expect(table.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await table.json())["catalog:product"]).toBe("/api/new/catalog/product/{seo_name}/");
  });
});
