import sharp from "sharp";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";

/**
 * Issue 18: staff upload a photo in the images library, attach it to a model's colour as its main
 * picture, and the product page shows it through its AVIF variant.
 */
test.describe("images library", () => {
  test("a JPEG uploaded by staff becomes a product's main picture, shown as AVIF", async ({ page }) => {
    // A photo made here, different on every run (the library keeps one image per content).
    const stamp = Date.now();
    const jpeg = await sharp({
      create: { width: 1400, height: 1050, channels: 3, background: { r: stamp % 200, g: 110, b: 170 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1400" height="1050"><rect x="450" y="80" width="500" height="890" rx="70" fill="#222"/><rect x="480" y="130" width="440" height="790" rx="40" fill="#4af"/></svg>',
          ),
        },
      ])
      .jpeg({ quality: 88 })
      .toBuffer();

    await login(page, DEMO.staff.email, DEMO.staff.password);
    await page.goto("/staff/catalog/images/");
    await hydrated(page);
    const chooser = page.getByLabel("vyberte soubory");

    // A file that is no picture is refused with its reason, in Czech.
    await chooser.setInputFiles({
      name: "faktura.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n"),
    });
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Soubor faktura.pdf není obrázek JPEG, PNG, WebP ani AVIF." }),
    ).toBeVisible();

    const name = `e2e-foto-${stamp}.jpg`;
    await chooser.setInputFiles({ name, mimeType: "image/jpeg", buffer: jpeg });
    const uploads = page.getByRole("list", { name: "Nahrávané soubory" });
    await expect(uploads.getByRole("listitem").filter({ hasText: name })).toContainText("Nahráno");

    // The uploaded picture opens: attach it to the black iPhone 16 Pro as its main picture.
    const detail = page.getByRole("region", { name });
    await expect(detail).toBeVisible();
    await detail.getByLabel("Název modelu").fill("iPhone 16 Pro");
    await detail.getByRole("button", { name: "Hledat" }).click();
    await detail.getByRole("button", { name: "Apple iPhone 16 Pro", exact: true }).click();
    await detail.getByLabel("Barva").selectOption("Černá");
    await detail.getByLabel("Jako hlavní obrázek").check();
    await detail.getByRole("button", { name: /^Přiřadit k (Apple )?iPhone 16 Pro$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Obrázek je přiřazen." })).toBeVisible();
    await expect(detail.getByRole("listitem").filter({ hasText: "iPhone 16 Pro (Černá)" })).toContainText(
      "Hlavní",
    );

    // Its variants: the name is the content's hash; AVIF, cached for a year.
    const src = await detail.locator("img").first().getAttribute("src");
    const hash = /\/images\/([0-9a-f]{20})-\d+\.webp$/.exec(src ?? "")?.[1];
    expect(hash, `thumbnail ${src}`).toBeTruthy();
    const avif = await page.request.get(`/images/${hash}-640.avif`);
    expect(avif.status()).toBe(200);
    expect(avif.headers()["content-type"]).toBe("image/avif");
    expect(avif.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(await avif.body()).metadata();
    expect([meta.format, meta.compression, meta.width]).toEqual(["heif", "av1", 640]);

    // The product page shows it through its AVIF variants, first.
    await page.goto("/apple-iphone-16-pro-256-gb-cerna/");
    await hydrated(page);
    const sources = page.locator(`source[type="image/avif"][srcset*="/images/${hash}-"]`);
    await expect(sources.first()).toBeAttached();
    const first = page.locator('main source[type="image/avif"]').first();
    await expect(first).toHaveAttribute("srcset", new RegExp(`/images/${hash}-\\d+\\.avif`));
  });
});
