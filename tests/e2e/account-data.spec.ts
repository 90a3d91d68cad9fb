import { readFile } from "node:fs/promises";
import { addInStockPhone, chooseStorePickup } from "./support/cart.js";
import { expect, hydrated, test } from "./support/test.js";

test.describe("account data (issue 16)", () => {
  test("a customer saves an address, finds it filled in the checkout, downloads their data, deletes the account and cannot log in", async ({
    page,
  }) => {
    const email = `data.${Date.now()}@example.cz`;
    const password = "Bezpecne1!";
    await page.goto("/registrace/");
    await hydrated(page);
    await page.getByLabel("Jméno").fill("Eva");
    await page.getByLabel("Příjmení").fill("Malá");
    await page.getByRole("main").getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Heslo\s*\*?$/).fill(password);
    await page.getByLabel("Heslo znovu").fill(password);
    await page.getByRole("button", { name: "Vytvořit účet" }).click();
    await expect(page).toHaveURL(/\/ucet\/$/);

    // Adresy: a billing address, with the Czech error for a wrong postcode first.
    await page.getByRole("navigation", { name: "Sekce účtu" }).getByRole("link", { name: "Adresy" }).click();
    await expect(page).toHaveURL(/\/ucet\/adresy\/$/);
    await expect(page.getByText("Zatím nemáte uloženou žádnou fakturační adresu.")).toBeVisible();
    await page.getByRole("button", { name: "Přidat fakturační adresu" }).click();
    const form = page.getByRole("form", { name: "Nová fakturační adresa" });
    await form.getByLabel(/^Jméno/).fill("Eva");
    await form.getByLabel(/^Příjmení/).fill("Malá");
    await form.getByLabel(/^Ulice a číslo domu/).fill("Vinohradská 12");
    await form.getByLabel(/^Obec/).fill("Praha");
    await form.getByLabel(/^PSČ/).fill("999");
    await form.getByRole("button", { name: "Uložit adresu" }).click();
    await expect(form.getByText("Neplatné PSČ.")).toBeVisible();
    await form.getByLabel(/^PSČ/).fill("12000");
    await form.getByRole("button", { name: "Uložit adresu" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Adresa je uložená." })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: "Vinohradská 12" });
    await expect(card).toContainText("Výchozí");
    await expect(card).toContainText("120 00 Praha");

    // The checkout fills the details with it and offers the saved addresses.
    await addInStockPhone(page);
    await page.goto("/kosik/");
    await hydrated(page);
    await page.getByRole("link", { name: "Pokračovat k doručení" }).click();
    await hydrated(page);
    await chooseStorePickup(page);
    await page.getByRole("radio", { name: /Hotově na prodejně/ }).check();
    const details = page.getByRole("region", { name: /Vaše údaje/ });
    await expect(details.getByLabel("Uložená fakturační adresa")).toContainText("Vinohradská 12");
    await expect(details.getByLabel(/^Ulice a číslo/)).toHaveValue("Vinohradská 12");
    await expect(details.getByLabel(/^Město/)).toHaveValue("Praha");
    await expect(details.getByLabel(/^PSČ/)).toHaveValue("120 00");
    await expect(details.getByLabel(/^Jméno/)).toHaveValue("Eva");
    await details.getByLabel(/^Telefon/).fill("+420 601 123 456");
    await page.getByLabel(/Souhlasím s obchodními podmínkami/).check();
    await page.getByRole("button", { name: "Objednat s povinností platby" }).click();
    await expect(page.getByRole("heading", { name: "Děkujeme za objednávku!" })).toBeVisible();

    // Soukromí: the export is a JSON file with the address and the order.
    await page.goto("/ucet/soukromi/");
    await hydrated(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Stáhnout moje data (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^moje-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.addresses[0].street).toBe("Vinohradská 12");
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].items.length).toBeGreaterThan(0);

    // The deletion asks for the password: a wrong one is refused in Czech.
    await page.getByLabel(/^Pro potvrzení zadejte své heslo/).fill("Spatne123!");
    await page.getByLabel("Rozumím, že smazání nelze vrátit.").check();
    await page.getByRole("button", { name: "Smazat účet" }).click();
    await expect(page.getByText("Heslo není správné.")).toBeVisible();
    await page.getByLabel(/^Pro potvrzení zadejte své heslo/).fill(password);
    await page.getByRole("button", { name: "Smazat účet" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Účet je smazaný." })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Logged out, and the password no longer opens the account.
    await page.goto("/ucet/");
    await expect(page).toHaveURL(/\/prihlasit\//);
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByLabel("E-mail").fill(email);
    await main.getByLabel(/^Heslo/).fill(password);
    await page.getByRole("button", { name: "Přihlásit se" }).click();
    await expect(page.getByText("Nesprávný e-mail nebo heslo.")).toBeVisible();
  });
});
