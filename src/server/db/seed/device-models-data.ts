import type { ColorKey } from "./device-colors-data.js";

/**
 * Seeded device tree: real models with their real colours. `topPrice` is what the shop pays in
 * CZK for a like-new (A+) piece in late 2026, roughly 45-60 % of the new price, the range Czech
 * buy-back shops quote; the buy-back seeder derives the other grades from it.
 */
export type DeviceTypeSlug = "phone" | "tablet" | "watch" | "computer";

export interface DeviceModelSeed {
  type: DeviceTypeSlug;
  maker: string;
  name: string;
  year: number;
  topPrice: number;
  colors: ColorKey[];
}

export const DEVICE_TYPES: { slug: DeviceTypeSlug; cs: string; ro: string; en: string }[] = [
  { slug: "phone", cs: "Mobilní telefony", ro: "Telefoane", en: "Phones" },
  { slug: "tablet", cs: "Tablety", ro: "Tablete", en: "Tablets" },
  { slug: "watch", cs: "Chytré hodinky", ro: "Ceasuri inteligente", en: "Smartwatches" },
  { slug: "computer", cs: "Počítače", ro: "Calculatoare", en: "Computers" },
];

/** Listed in this order in the selector: the brands people sell most often first. */
export const DEVICE_MAKERS = ["Apple", "Samsung", "Xiaomi", "Google", "Huawei", "Motorola", "OnePlus"];

const m = (
  type: DeviceTypeSlug,
  maker: string,
  name: string,
  year: number,
  topPrice: number,
  colors: ColorKey[],
): DeviceModelSeed => ({
  type,
  maker,
  name,
  year,
  topPrice,
  colors,
});

const PRO_TITANIUM_16: ColorKey[] = [
  "Desert Titanium",
  "Natural Titanium",
  "White Titanium",
  "Black Titanium",
];
const PRO_TITANIUM_15: ColorKey[] = ["Natural Titanium", "Blue Titanium", "White Titanium", "Black Titanium"];
const MAC_AIR: ColorKey[] = ["Midnight", "Starlight", "Space Gray", "Silver"];

export const DEVICE_MODELS: DeviceModelSeed[] = [
  m("phone", "Apple", "iPhone 16 Pro Max", 2024, 24500, PRO_TITANIUM_16),
  m("phone", "Apple", "iPhone 16 Pro", 2024, 20500, PRO_TITANIUM_16),
  m("phone", "Apple", "iPhone 16", 2024, 14500, ["Black", "White", "Pink", "Teal", "Ultramarine"]),
  m("phone", "Apple", "iPhone 15 Pro Max", 2023, 19000, PRO_TITANIUM_15),
  m("phone", "Apple", "iPhone 15 Pro", 2023, 16000, PRO_TITANIUM_15),
  m("phone", "Apple", "iPhone 15", 2023, 11000, ["Black", "Blue", "Green", "Yellow", "Pink"]),
  m("phone", "Apple", "iPhone 14", 2022, 8200, ["Midnight", "Starlight", "Blue", "Purple", "Red", "Yellow"]),
  m("phone", "Apple", "iPhone 13", 2021, 6200, ["Midnight", "Starlight", "Blue", "Pink", "Green", "Red"]),
  m("phone", "Apple", "iPhone 12", 2020, 4300, ["Black", "White", "Blue", "Green", "Purple", "Red"]),
  m("phone", "Apple", "iPhone SE (2022)", 2022, 3200, ["Midnight", "Starlight", "Red"]),
  m("phone", "Samsung", "Galaxy S24 Ultra", 2024, 17000, [
    "Titanium Black",
    "Titanium Gray",
    "Titanium Violet",
    "Titanium Yellow",
  ]),
  m("phone", "Samsung", "Galaxy S24", 2024, 9500, [
    "Onyx Black",
    "Marble Grey",
    "Cobalt Violet",
    "Amber Yellow",
  ]),
  m("phone", "Samsung", "Galaxy S23", 2023, 7000, ["Phantom Black", "Cream", "Green", "Lavender"]),
  m("phone", "Samsung", "Galaxy Z Fold6", 2024, 21000, ["Silver Shadow", "Pink", "Navy"]),
  m("phone", "Samsung", "Galaxy Z Flip6", 2024, 11000, ["Blue", "Silver Shadow", "Mint", "Yellow"]),
  m("phone", "Samsung", "Galaxy A55 5G", 2024, 4200, ["Awesome Navy", "Awesome Iceblue", "Awesome Lilac"]),
  m("phone", "Samsung", "Galaxy A35 5G", 2024, 3000, ["Awesome Navy", "Awesome Iceblue", "Awesome Lemon"]),
  m("phone", "Xiaomi", "Xiaomi 14", 2024, 9000, ["Black", "White", "Jade Green"]),
  m("phone", "Xiaomi", "Xiaomi 13T", 2023, 5500, ["Black", "Alpine Blue", "Meadow Green"]),
  m("phone", "Xiaomi", "Redmi Note 13 Pro", 2024, 3000, [
    "Midnight Black",
    "Forest Green",
    "Lavender Purple",
  ]),
  m("phone", "Google", "Pixel 9 Pro", 2024, 13500, ["Obsidian", "Porcelain", "Hazel", "Rose Quartz"]),
  m("phone", "Google", "Pixel 9", 2024, 10000, ["Obsidian", "Porcelain", "Wintergreen", "Peony"]),
  m("phone", "Google", "Pixel 8", 2023, 6500, ["Obsidian", "Hazel", "Rose"]),
  m("phone", "Google", "Pixel 8a", 2024, 5200, ["Obsidian", "Porcelain", "Bay", "Aloe"]),
  m("phone", "Huawei", "P60 Pro", 2023, 8500, ["Black", "Rococo Pearl"]),
  m("phone", "Huawei", "Mate 50 Pro", 2022, 6500, ["Black", "Silver"]),
  m("phone", "Huawei", "nova 11", 2023, 2800, ["Black", "Green"]),
  m("phone", "Motorola", "edge 50 Pro", 2024, 4600, ["Black Beauty", "Luxe Lavender", "Moonlight Pearl"]),
  m("phone", "Motorola", "razr 40 ultra", 2023, 6000, ["Infinite Black", "Glacier Blue", "Viva Magenta"]),
  m("phone", "Motorola", "moto g84 5G", 2023, 2100, ["Midnight Blue", "Marshmallow Blue", "Viva Magenta"]),
  m("phone", "OnePlus", "OnePlus 12", 2024, 9500, ["Silky Black", "Flowy Emerald"]),
  m("phone", "OnePlus", "OnePlus Nord 4", 2024, 4500, [
    "Obsidian Midnight",
    "Mercurial Silver",
    "Oasis Green",
  ]),
  m("tablet", "Apple", 'iPad Pro 11" (M4)', 2024, 19000, ["Space Black", "Silver"]),
  m("tablet", "Apple", 'iPad Air 11" (M2)', 2024, 11000, ["Space Gray", "Starlight", "Purple", "Blue"]),
  m("tablet", "Apple", "iPad (10. generace)", 2022, 5500, ["Blue", "Pink", "Yellow", "Silver"]),
  m("tablet", "Samsung", "Galaxy Tab S9", 2023, 9000, ["Graphite", "Beige"]),
  m("tablet", "Samsung", "Galaxy Tab S9 FE", 2023, 4500, ["Gray", "Silver", "Mint", "Lavender"]),
  m("tablet", "Xiaomi", "Xiaomi Pad 6", 2023, 4000, ["Gravity Gray", "Mist Blue", "Champagne"]),
  m("tablet", "Huawei", "MatePad 11.5", 2023, 3200, ["Space Gray", "Silver"]),
  m("watch", "Apple", "Apple Watch Series 10", 2024, 5500, ["Jet Black", "Rose Gold", "Silver"]),
  m("watch", "Apple", "Apple Watch Ultra 2", 2023, 11000, ["Natural", "Black"]),
  m("watch", "Apple", "Apple Watch SE (2. generace)", 2022, 2800, ["Midnight", "Starlight", "Silver"]),
  m("watch", "Samsung", "Galaxy Watch7", 2024, 3300, ["Green", "Cream", "Silver"]),
  m("watch", "Samsung", "Galaxy Watch Ultra", 2024, 7000, [
    "Titanium Gray",
    "Titanium White",
    "Titanium Silver",
  ]),
  m("watch", "Google", "Pixel Watch 3", 2024, 4500, ["Matte Black", "Polished Silver", "Champagne Gold"]),
  m("watch", "Huawei", "Watch GT 4", 2023, 2200, ["Black", "Brown", "Green"]),
  m("watch", "Xiaomi", "Xiaomi Watch 2 Pro", 2023, 1800, ["Black", "Silver"]),
  m("computer", "Apple", 'MacBook Air 13" (M3)', 2024, 17000, MAC_AIR),
  m("computer", "Apple", 'MacBook Air 13" (M2)', 2022, 13000, MAC_AIR),
  m("computer", "Apple", 'MacBook Pro 14" (M3)', 2023, 28000, ["Space Gray", "Silver"]),
  m("computer", "Apple", "Mac mini (M2)", 2023, 8000, ["Silver"]),
  m("computer", "Samsung", "Galaxy Book4 Pro", 2024, 15000, ["Moonstone Gray", "Platinum Silver"]),
  m("computer", "Huawei", "MateBook X Pro", 2024, 17000, ["Ink Blue", "White"]),
];
