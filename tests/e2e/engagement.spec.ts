import { apiAs, lastMail } from "./support/api.js";
import { DEMO, expect, hydrated, test } from "./support/test.js";

test.describe("engagement", () => {
  test("a visitor subscribes in the footer and confirms from the e-mail", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // The form's code loads when the footer comes near the viewport.
    await page.locator("footer").scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Novinky e-mailem" });
    await form.getByLabel("E-mail").fill("odber@example.cz");
    await form.getByRole("button", { name: "Odebírat" }).click();
    await expect(page.getByText("Tato hodnota je požadována.")).toBeVisible();
    await form.getByLabel("Souhlasím se zasíláním obchodních sdělení.").check();
    await form.getByRole("button", { name: "Odebírat" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Poslali jsme vám e-mail" })).toBeVisible();

    const admin = await apiAs(DEMO.admin.email, DEMO.admin.password);
    const mail = await lastMail(admin, "newsletter-confirm", { to: "odber@example.cz" });
    expect(mail.to).toBe("odber@example.cz");
    const link = /(http:\/\/\S+token=\S+)/.exec(mail.text)![1];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("status")).toHaveText("Odběr novinek je potvrzen. Děkujeme!");
  });

  test("the contact form shows field errors, then sends", async ({ page }) => {
    await page.goto("/kontakt/");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Napište nám" });
    await form.getByLabel("Jméno a příjmení").fill("Jan Novák");
    await form.getByLabel("E-mail").fill("jan@example.cz");
    await form.getByLabel("Zpráva").fill("krátká");
    await form.getByRole("button", { name: "Odeslat zprávu" }).click();
    await expect(form.getByText("Zadejte alespoň 10 znaků.")).toBeVisible();
    await form.getByLabel("Zpráva").fill("Dobrý den, máte iPhone 16 na prodejně v Brně?");
    await form.getByRole("button", { name: "Odeslat zprávu" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Děkujeme, zprávu jsme přijali." }),
    ).toBeVisible();
  });

  test("an applicant sends a CV for an open position", async ({ page }) => {
    await page.goto("/kariera/");
    await hydrated(page);
    await page.getByRole("button", { name: "Odpovědět na nabídku" }).first().click();
    const form = page.getByRole("form", { name: /Odpovědět na nabídku/ });
    await form.getByLabel("Jméno a příjmení").fill("Eva Malá");
    await form.getByLabel("E-mail").fill("eva@example.cz");
    await form.getByLabel("Telefon").fill("+420601123456");
    await form.getByRole("button", { name: "Odeslat přihlášku" }).click();
    await expect(form.getByText("Přiložte prosím životopis.")).toBeVisible();
    await form
      .getByLabel(/Životopis/)
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test") });
    await form.getByRole("button", { name: "Odeslat přihlášku" }).click();
    await expect(page.getByRole("status").filter({ hasText: "přihlášku jsme přijali" })).toBeVisible();
  });
});
