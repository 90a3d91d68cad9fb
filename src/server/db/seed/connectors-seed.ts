import { sql } from "drizzle-orm";
import type { AppContext } from "../../platform/context.js";

const USB_C = "USB-C";
const IPHONE_USB_C = "USB-C; MagSafe";
const IPHONE_LIGHTNING = "Lightning; MagSafe";

/**
 * What each demo model plugs into (`connectors` of its variants): chargers and cables are
 * recommended by connector (migration accessory_connectors), so a Lightning iPhone gets no USB-C
 * charger and a Samsung gets the Apple USB-C one. Watches charge on their own pucks and list none.
 * Names as the catalogue seed writes them, in either market (an accessory's Romanian name too).
 */
const CONNECTORS: Record<string, string> = {
  "Apple iPhone 16 Pro Max": IPHONE_USB_C,
  "Apple iPhone 16 Pro": IPHONE_USB_C,
  "Apple iPhone 16": IPHONE_USB_C,
  "Apple iPhone 16e": USB_C,
  "Apple iPhone 15": IPHONE_USB_C,
  "Apple iPhone 14": IPHONE_LIGHTNING,
  "Apple iPhone 13": IPHONE_LIGHTNING,
  ...Object.fromEntries(
    [
      "Samsung Galaxy S25 Ultra",
      "Samsung Galaxy S25+",
      "Samsung Galaxy S25",
      "Samsung Galaxy S24 FE",
      "Samsung Galaxy Z Fold6",
      "Samsung Galaxy Z Flip6",
      "Samsung Galaxy A56 5G",
      "Samsung Galaxy A36 5G",
      "Samsung Galaxy A16",
      "Google Pixel 9 Pro",
      "Google Pixel 9",
      "Google Pixel 9a",
      "Xiaomi 15 Ultra",
      "Xiaomi 15",
      "Xiaomi Redmi Note 14 Pro 5G",
      "Xiaomi Redmi 14C",
      "Motorola Edge 50 Pro",
      "Motorola Moto G85 5G",
      "Nothing Phone (3a)",
      "Apple iPad Pro 13 (M4)",
      "Apple iPad Air 11 (M3)",
      "Apple iPad (A16)",
      "Apple iPad mini (A17 Pro)",
      "Samsung Galaxy Tab S10 Ultra",
      "Samsung Galaxy Tab S10 FE",
      "Samsung Galaxy Tab A9+",
      "Xiaomi Redmi Pad Pro",
      "Lenovo Tab P12",
      "Lenovo ThinkPad X1 Carbon Gen 13",
      "Lenovo IdeaPad Slim 5 14",
      "HP EliteBook 840 G11",
      "Asus Zenbook 14 OLED",
      "Asus Vivobook 15",
    ].map((name) => [name, USB_C]),
  ),
  // A MacBook's MagSafe 3 is not the iPhone's MagSafe: the iPhone charger does not fit it.
  "Apple MacBook Air 13 (M4)": "USB-C; MagSafe 3",
  "Apple MacBook Air 15 (M4)": "USB-C; MagSafe 3",
  "Apple MacBook Pro 14 (M4 Pro)": "USB-C; MagSafe 3",
  "Apple Nabíječka USB-C 20W": USB_C,
  "Apple Încărcător USB-C 20W": USB_C,
  "Samsung Nabíječka 45W": USB_C,
  "Samsung Încărcător 45W": USB_C,
  "Apple MagSafe nabíječka": "MagSafe",
  "Apple Încărcător MagSafe": "MagSafe",
};

/** Sets the demo models' connectors (idempotent: only variants whose value differs are written, in one statement). */
export async function seedConnectors(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`update products p set attributes = p.attributes || jsonb_build_object('connectors', c.connectors)
    from master_products m, jsonb_each_text(${JSON.stringify(CONNECTORS)}::jsonb) as c(name, connectors)
    where m.id = p.master_product_id and m.name = c.name
      and p.attributes ->> 'connectors' is distinct from c.connectors`);
}
