import { DEMO, expect, hydrated, login, test } from "./support/test.js";

test.describe("catalogue: staff screens", () => {
  test("staff add an attribute group and an attribute; a taken code is refused with its reason", async ({
    page,
  }) => {
    const stamp = Date.now();
    await login(page, DEMO.staff.email, DEMO.staff.password);
    await page.goto("/staff/catalog/attributes/");
    await hydrated(page);

    await page.getByRole("button", { name: "Nová skupina" }).click();
    const groupForm = page.getByRole("form", { name: "Nová skupina" });
    await groupForm.getByLabel("Název").fill(`Odolnost ${stamp}`);
    await groupForm.getByLabel(/^Kód skupiny/).fill(`odolnost_${stamp}`);
    await groupForm.getByRole("button", { name: "Uložit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Úspěšně uloženo." })).toBeVisible();
    await expect(groupForm).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: `odolnost_${stamp}` })).toContainText(
      `Odolnost ${stamp}`,
    );

    await page.getByRole("button", { name: "Nový parametr" }).click();
    const form = page.getByRole("form", { name: "Nový parametr" });
    await form.getByLabel("Název").fill("Krytí IP");
    await form.getByLabel(/^Kód/).fill(`ip_${stamp}`);
    await form.getByLabel("Skupina").selectOption({ label: `Odolnost ${stamp}` });
    await form.getByLabel("Filtrovatelná").check();
    await form.getByRole("button", { name: "Uložit" }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: `ip_${stamp}` });
    await expect(row).toContainText("Krytí IP");
    await expect(row).toContainText(`Odolnost ${stamp}`);

    // The same code again: a conflict, said in Czech; the form stays open with what was typed.
    await page.getByRole("button", { name: "Nový parametr" }).click();
    await form.getByLabel("Název").fill("Krytí IP znovu");
    await form.getByLabel(/^Kód/).fill(`ip_${stamp}`);
    await form.getByRole("button", { name: "Uložit" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Atribut s tímto klíčem už existuje." }),
    ).toBeVisible();
    await expect(form.getByLabel("Název")).toHaveValue("Krytí IP znovu");
  });

  test("a category's SEO text, saved by staff, is shown under its list", async ({ page }) => {
    const text = `Vybírejte z telefonů všech značek (test ${Date.now()}).`;
    await login(page, DEMO.staff.email, DEMO.staff.password);
    await page.goto("/staff/catalog/seo/");
    await hydrated(page);
    await page.getByRole("button", { name: /^Mobilní telefony/ }).click();
    await page.getByLabel("Text pod výpisem").fill(text);
    await page.getByRole("button", { name: "Uložit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Úspěšně uloženo." })).toBeVisible();

    await page.goto("/mobilni-telefony/");
    await expect(page.getByText(text)).toBeVisible();
  });
});
