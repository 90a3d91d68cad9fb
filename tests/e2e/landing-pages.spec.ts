import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/** A moment as a `datetime-local` input takes it (the browser's wall time; it runs on this machine). */
const localInput = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/**
 * Issue 20: staff build a landing page from components (hero, product strip, countdown), edit
 * their params (a bad one is refused in Czech), look at the preview, schedule the page a few
 * seconds ahead, and the public address answers 404 until then and shows the page after it, with
 * the lease offer staff added under the countdown.
 */
test.describe("landing pages", () => {
  test("built from components, previewed, and published on schedule", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const slug = `jarni-akce-${stamp}`;
    await login(page, DEMO.staff.email, DEMO.staff.password);
    await page.goto("/staff/content/landing/");
    await hydrated(page);

    const create = page.getByRole("form", { name: "Nová landing page" });
    await create.getByLabel(/^Nadpis/).fill("Jarní akce");
    await create.getByLabel("Adresa (slug)").fill(slug);
    await create.getByRole("button", { name: "Přidat" }).click();
    await page.waitForURL(/\/staff\/content\/landing\/\d+\/$/);
    await expect(page.getByRole("heading", { name: "Jarní akce", level: 1 })).toBeVisible();

    const addComponent = async (type: string) => {
      await page.getByLabel("Typ komponenty").selectOption({ label: type });
      await page.getByRole("button", { name: "Přidat komponentu" }).click();
      await expect(page.getByRole("form", { name: `${type} – Parametry` })).toBeVisible();
      return page.getByRole("form", { name: `${type} – Parametry` });
    };

    // Hero: a missing title is refused with the Czech message, then saved.
    const hero = await addComponent("Úvodní blok (hero)");
    await hero.getByLabel(/^Nadpis/).fill("");
    await hero.getByRole("button", { name: "Uložit" }).click();
    await expect(hero.getByRole("alert").filter({ hasText: "Tato hodnota je požadována." })).toBeVisible();
    await hero.getByLabel(/^Nadpis/).fill("Jarní slevy na telefony");
    await hero.getByLabel("Podnadpis").fill("Jen tento týden");
    await hero.getByRole("button", { name: "Uložit" }).click();
    await expect(
      page.getByRole("form", { name: "Úvodní blok (hero) – Parametry" }).getByLabel(/^Nadpis/),
    ).toHaveValue("Jarní slevy na telefony");

    // Product strip from the phones category.
    const strip = await addComponent("Pás produktů");
    await strip.getByLabel(/^Nadpis/).fill("Telefony v akci");
    await strip.getByLabel("Zdroj produktů").selectOption("category");
    await strip.getByLabel("Adresa kategorie").fill("mobilni-telefony");
    await strip.getByLabel("Počet produktů").fill("4");
    await strip.getByRole("button", { name: "Uložit" }).click();
    await expect(
      page.getByRole("form", { name: "Pás produktů – Parametry" }).getByLabel("Adresa kategorie"),
    ).toHaveValue("mobilni-telefony");

    // Countdown of the time-limited offer, ending in two days.
    const countdown = await addComponent("Odpočet časově omezené nabídky");
    await countdown.getByLabel(/^Nadpis/).fill("Pronájem jen do neděle");
    await countdown.getByLabel("Konec nabídky").fill(localInput(new Date(Date.now() + 2 * 86_400_000)));
    await countdown.getByRole("button", { name: "Uložit" }).click();
    await expect(
      page.getByRole("form", { name: "Odpočet časově omezené nabídky – Parametry" }).getByLabel(/^Nadpis/),
    ).toHaveValue("Pronájem jen do neděle");

    // One time-limited lease offer under the countdown: without a product it is refused in Czech.
    const leases = page.getByRole("region", { name: "Nabídky pronájmu" });
    await leases.getByRole("button", { name: "Přidat nabídku" }).click();
    const leaseForm = leases.getByRole("form", { name: "Nabídky pronájmu" });
    await leaseForm.getByLabel(/^Měsíční splátka/).fill("777");
    await leaseForm.getByLabel("Počet měsíců").fill("18");
    await leaseForm.getByRole("button", { name: "Uložit nabídku" }).click();
    await expect(leaseForm.getByRole("alert").filter({ hasText: "Vyberte produkt nabídky." })).toBeVisible();
    await leaseForm.getByLabel("Hledat produkt (kód nebo název)").fill("iPhone");
    await leaseForm.getByRole("button", { name: "Vybrat" }).first().click();
    await leaseForm.getByRole("button", { name: "Uložit nabídku" }).click();
    await expect(leases.getByRole("listitem").filter({ hasText: "18 měsíců" })).toContainText("Běží");

    // A draft: the public address is not there yet, the preview is.
    const publicPath = `/akce/${slug}/`;
    expect((await page.request.get(publicPath)).status()).toBe(404);
    await page.getByRole("link", { name: "Náhled" }).click();
    await page.waitForURL(/\/preview\/$/);
    await expect(page.getByRole("heading", { name: "Jarní slevy na telefony" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Telefony v akci" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pronájem jen do neděle" })).toBeVisible();
    await expect(page.getByTestId("countdown")).toContainText("Končí za");
    await page.getByRole("link", { name: "Zpět do editoru" }).click();

    // Scheduled a few seconds ahead.
    const at = new Date(Date.now() + 8_000);
    const settings = page.getByRole("form", { name: "Nastavení stránky" });
    await settings.getByLabel("Zveřejnit od").fill(localInput(at));
    await settings.getByRole("button", { name: "Uložit" }).click();
    await expect(page.getByText(/Naplánováno na/)).toBeVisible();
    expect((await page.request.get(publicPath)).status()).toBe(404);

    // After the moment: the same address shows the page, without a restart.
    await page.waitForTimeout(Math.max(0, at.getTime() - Date.now()) + 500);
    const shown = await page.goto(publicPath);
    expect(shown?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Jarní slevy na telefony", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Telefony v akci" })).toBeVisible();
    await expect(page.getByTestId("countdown")).toContainText("Končí za");
    await expect(page.getByTestId("countdown")).toContainText("pronájem na 18 měsíců za 777");
    await expect(page).toHaveTitle(/Jarní akce/);
  });

  test("the demo page, the FAQ and an article for shoppers", async ({ page }) => {
    await page.goto("/akce/black-friday/");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Black Friday je tady", level: 1 })).toBeVisible();
    // The countdown's time-limited lease offers, read by its component_pk.
    await expect(page.getByTestId("countdown").getByRole("listitem").first()).toContainText("měsíců");

    await page.goto("/casto-kladene-dotazy/");
    await hydrated(page);
    await page.getByLabel("Hledat v dotazech").fill("reklamovat");
    await expect(page.getByText("Jak reklamovat zboží?")).toBeVisible();
    await expect(page.getByText("Kdy mi zboží dorazí?")).toBeHidden();

    await page.goto("/clanky/");
    await hydrated(page);
    await page.getByRole("link", { name: "Jak vybrat nový telefon" }).click();
    await expect(page.getByRole("heading", { name: "Jak vybrat nový telefon", level: 1 })).toBeVisible();
    // The server's page carries the article's structured data.
    await page.goto("/clanky/jak-vybrat-telefon/");
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((s) => JSON.parse(s)["@type"])).toContain("Article");
  });
});
