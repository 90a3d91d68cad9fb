import { readFile } from "node:fs/promises";
import { DEMO, expect, hydrated, login, test } from "./support/test.js";
import { paidPplOrder } from "./support/warehouse.js";

test.describe("warehouse", () => {
  test("a paid order is picked by scanned codes, lands in a crate, is packed, goes on the carrier's handover list (PDF), is shipped and delivered", async ({
    page,
    browser,
  }) => {
    // A shopper orders for delivery by PPL and pays by card: the order is confirmed.
    const number = await paidPplOrder(page);

    // Staff: crates first, so the picked order has somewhere to go.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, DEMO.staff.email, DEMO.staff.password);
    await staff.goto("/staff/warehouse/crates/");
    await hydrated(staff);
    await staff.getByLabel(/Nové přepravky/).fill("z-01..z-03");
    await staff.getByRole("button", { name: "Přidat", exact: true }).click();
    await expect(staff.getByRole("cell", { name: "Z-03" })).toBeVisible();

    // The goods' codes (on a real warehouse floor, printed on the boxes): the order's lines.
    const found = await (await staff.request.get(`/api/new/warehouse/packing/lookup/?code=${number}`)).json();
    const detail = await (await staff.request.get(`/api/new/warehouse/packing/${found.order_id}/`)).json();
    const codes = (detail.items as { code: string }[]).map((i) => i.code);
    expect(codes.length).toBeGreaterThan(0);

    // Each code typed into the scan field with Enter, as a keyboard-wedge scanner does. An older
    // open order waiting for the same product takes a scan first (oldest first), so a code is
    // scanned until the answer names this order.
    await staff.goto("/staff/warehouse/picking/");
    await hydrated(staff);
    const scan = staff.getByLabel("Naskenujte nebo napište kód produktu");
    await expect(scan).toBeFocused();
    let last: { message: string; order_number: string; crate: string | null } | null = null;
    for (const code of codes) {
      for (let tries = 0; tries < 30; tries++) {
        await scan.fill(code);
        const [answer] = await Promise.all([
          staff.waitForResponse((r) => r.url().includes("/api/new/warehouse/picking/scan/")),
          scan.press("Enter"),
        ]);
        expect(answer.status()).toBe(200);
        last = await answer.json();
        await expect(staff.getByRole("status")).toContainText(last!.message);
        await expect(scan).toHaveValue("");
        await expect(scan).toBeFocused();
        if (last!.order_number === number) break;
      }
    }
    expect(last?.order_number).toBe(number);
    await expect(staff.getByRole("status")).toContainText(
      new RegExp(`Objednávka ${number} → přepravka [A-Z]+-?\\d+`),
    );
    const crate = last!.crate!;
    expect(crate).toBeTruthy();

    // Packing: the crate's code scanned at the packing table opens the order.
    await staff.goto("/staff/warehouse/crates/");
    await hydrated(staff);
    await expect(staff.getByRole("row").filter({ hasText: crate })).toContainText(number);
    const open = staff.getByLabel("Naskenujte přepravku nebo číslo objednávky");
    await open.fill(crate);
    await open.press("Enter");
    await expect(staff.getByRole("heading", { name: `Balení objednávky ${number}` })).toBeVisible();
    await expect(staff.getByTestId("packing-status")).toHaveText("Vyřizuje se");

    // A wrong size is refused under its field; then one package in cm and kg.
    await staff.getByLabel("Šířka (cm)").fill("20,55");
    await staff.getByLabel("Výška (cm)").fill("10");
    await staff.getByLabel("Hloubka (cm)").fill("5");
    await staff.getByLabel("Hmotnost (kg)").fill("0,45");
    await staff.getByRole("button", { name: "Potvrdit zabalení" }).click();
    await expect(
      staff.getByRole("alert").filter({ hasText: /nejvýše jedním desetinným místem/ }),
    ).toBeVisible();
    await staff.getByLabel("Šířka (cm)").fill("20,5");
    await staff.getByRole("button", { name: "Potvrdit zabalení" }).click();
    await expect(staff.getByTestId("packing-status")).toHaveText("Zabalená");
    await expect(staff.getByText("20,5 × 10 × 5 cm, 0,45 kg")).toBeVisible();

    // The crate is free again, and the order's own page says Zabalená.
    await staff.goto("/staff/warehouse/crates/");
    await hydrated(staff);
    await expect(staff.getByRole("row").filter({ hasText: crate })).toContainText("volná");
    await staff.goto("/staff/orders/");
    await hydrated(staff);
    await staff.getByRole("main").getByRole("searchbox").fill(number);
    await staff.getByRole("main").getByRole("button", { name: "Hledat" }).click();
    await expect(staff.getByRole("row").filter({ hasText: number })).toContainText("Zabalená");

    // Handover: the carrier's list, its PDF, the driver's signature.
    await staff.goto("/staff/shipping/handovers/");
    await hydrated(staff);
    await expect(staff.getByRole("heading", { name: "Předání dopravcům", level: 1 })).toBeVisible();

    // Only this order's package on the list (the demo shop may have other PPL packages waiting).
    const ppl = staff.getByRole("region", { name: /^PPL/ });
    await ppl.getByRole("checkbox", { name: "Vybrat všechny balíky dopravce PPL" }).uncheck();
    await ppl.getByRole("checkbox", { name: `Vybrat balík objednávky ${number}` }).check();
    await ppl.getByRole("button", { name: "Vytvořit předávací protokol (1)" }).click();
    const title = staff.getByRole("heading", { name: /^Předávací protokol PPL-\d{8}-\d{2}$/ });
    await expect(title).toBeVisible();
    const listNumber = /PPL-\d{8}-\d{2}/.exec((await title.textContent())!)![0];
    const row = staff.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText("Jana Nováková");
    const parcel = (await row.getByRole("link", { name: /^4\d{10}$/ }).textContent())!;

    // The printable list: a PDF named by its number.
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByRole("link", { name: "Stáhnout PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${listNumber}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The driver signed.
    staff.once("dialog", (d) => void d.accept());
    await staff.getByRole("button", { name: "Předáno dopravci (řidič podepsal)" }).click();
    await expect(staff.getByText(/Předáno \d/).first()).toBeVisible();
    await expect(staff.getByRole("button", { name: "Předáno dopravci (řidič podepsal)" })).toHaveCount(0);

    // The delivery grid: shipped, with its parcel number and list.
    await staff.goto("/staff/shipping/deliveries/");
    await hydrated(staff);
    await staff.getByRole("main").getByRole("searchbox").fill(number);
    await staff.getByRole("main").getByRole("button", { name: "Hledat" }).click();
    const line = staff.getByRole("row").filter({ hasText: number });
    await expect(line).toContainText("Odeslaná");
    await expect(line).toContainText(parcel);
    await expect(line).toContainText(listNumber);

    // Delivered, from the order's delivery page.
    await line.getByRole("link", { name: number }).click();
    await expect(staff.getByRole("heading", { name: `Doručení objednávky ${number}` })).toBeVisible();
    await expect(staff.getByRole("link", { name: `Sledovat zásilku ${parcel}` })).toHaveAttribute(
      "href",
      `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${parcel}`,
    );
    staff.once("dialog", (d) => void d.accept());
    await staff.getByRole("button", { name: "Potvrdit doručení" }).click();
    await expect(staff.getByText("Doručená", { exact: true })).toBeVisible();
    await expect(staff.getByRole("button", { name: "Potvrdit doručení" })).toHaveCount(0);
    await staffContext.close();
  });
});
