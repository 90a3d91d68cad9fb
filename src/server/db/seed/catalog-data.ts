/**
 * Demo catalogue: real model names with believable Czech prices (CZK, whole crowns).
 * Each model expands into colour × memory variants; prices grow with memory.
 */
export interface ModelSeed {
  type: "phone" | "tablet" | "watch" | "computer" | "accessory";
  maker: string;
  name: string;
  /** The Romanian shop's name, where the Czech one is Czech words (an accessory's "Nabíječka…"). */
  ro?: string;
  price: number;
  colors: [string, string][];
  memories?: number[];
  attrs?: Record<string, string | number>;
  category: string;
}

const black: [string, string] = ["Černá", "#1f2937"];
const white: [string, string] = ["Bílá", "#f9fafb"];
const blue: [string, string] = ["Modrá", "#2563eb"];
const green: [string, string] = ["Zelená", "#16a34a"];
const pink: [string, string] = ["Růžová", "#f472b6"];
const silver: [string, string] = ["Stříbrná", "#d1d5db"];
const gold: [string, string] = ["Zlatá", "#d4a373"];
const grey: [string, string] = ["Šedá", "#6b7280"];
const purple: [string, string] = ["Fialová", "#7c3aed"];
const titanium: [string, string] = ["Přírodní titan", "#a8a29e"];

const phone = (
  maker: string,
  name: string,
  price: number,
  colors: [string, string][],
  memories: number[],
  display: number,
  category: string,
  extra: Record<string, string | number> = {},
): ModelSeed => ({
  type: "phone",
  maker,
  name,
  price,
  colors,
  memories,
  category,
  attrs: { display_size: display, ...extra },
});

export const MODELS: ModelSeed[] = [
  phone(
    "Apple",
    "iPhone 16 Pro Max",
    36990,
    [titanium, black, white, gold],
    [256, 512, 1024],
    6.9,
    "apple-iphone",
    { chip: "A18 Pro", ram: 8 },
  ),
  phone(
    "Apple",
    "iPhone 16 Pro",
    29990,
    [titanium, black, white, gold],
    [128, 256, 512],
    6.3,
    "apple-iphone",
    { chip: "A18 Pro", ram: 8 },
  ),
  phone(
    "Apple",
    "iPhone 16",
    22990,
    [black, white, pink, green, blue],
    [128, 256, 512],
    6.1,
    "apple-iphone",
    { chip: "A18", ram: 8 },
  ),
  phone("Apple", "iPhone 16e", 16990, [black, white], [128, 256], 6.1, "apple-iphone", {
    chip: "A18",
    ram: 8,
  }),
  phone("Apple", "iPhone 15", 19990, [black, blue, green, pink], [128, 256], 6.1, "apple-iphone", {
    chip: "A16",
    ram: 6,
  }),
  phone("Apple", "iPhone 14", 16490, [black, blue, purple], [128, 256], 6.1, "apple-iphone", {
    chip: "A15",
    ram: 6,
  }),
  phone("Apple", "iPhone 13", 13990, [black, pink, blue], [128], 6.1, "apple-iphone", {
    chip: "A15",
    ram: 4,
  }),
  phone(
    "Samsung",
    "Galaxy S25 Ultra",
    33990,
    [titanium, black, silver],
    [256, 512, 1024],
    6.9,
    "samsung-galaxy",
    { chip: "Snapdragon 8 Elite", ram: 12 },
  ),
  phone("Samsung", "Galaxy S25+", 26990, [black, blue, silver], [256, 512], 6.7, "samsung-galaxy", {
    chip: "Snapdragon 8 Elite",
    ram: 12,
  }),
  phone("Samsung", "Galaxy S25", 22990, [black, blue, green, silver], [128, 256], 6.2, "samsung-galaxy", {
    chip: "Snapdragon 8 Elite",
    ram: 12,
  }),
  phone("Samsung", "Galaxy S24 FE", 15990, [black, blue, green], [128, 256], 6.7, "samsung-galaxy", {
    chip: "Exynos 2400e",
    ram: 8,
  }),
  phone("Samsung", "Galaxy Z Fold6", 47990, [black, silver, pink], [256, 512], 7.6, "samsung-galaxy", {
    chip: "Snapdragon 8 Gen 3",
    ram: 12,
  }),
  phone("Samsung", "Galaxy Z Flip6", 27990, [blue, green, silver], [256, 512], 6.7, "samsung-galaxy", {
    chip: "Snapdragon 8 Gen 3",
    ram: 12,
  }),
  phone("Samsung", "Galaxy A56 5G", 10490, [black, grey, pink], [128, 256], 6.7, "samsung-galaxy", {
    chip: "Exynos 1580",
    ram: 8,
  }),
  phone("Samsung", "Galaxy A36 5G", 8490, [black, white, purple], [128, 256], 6.7, "samsung-galaxy", {
    chip: "Snapdragon 6 Gen 3",
    ram: 6,
  }),
  phone("Samsung", "Galaxy A16", 4990, [black, grey, green], [128], 6.7, "samsung-galaxy", {
    chip: "Exynos 1330",
    ram: 4,
  }),
  phone("Google", "Pixel 9 Pro", 27990, [black, silver, pink], [128, 256, 512], 6.3, "google-pixel", {
    chip: "Tensor G4",
    ram: 16,
  }),
  phone("Google", "Pixel 9", 20990, [black, pink, green], [128, 256], 6.3, "google-pixel", {
    chip: "Tensor G4",
    ram: 12,
  }),
  phone("Google", "Pixel 9a", 12990, [black, white, purple], [128, 256], 6.3, "google-pixel", {
    chip: "Tensor G4",
    ram: 8,
  }),
  phone("Xiaomi", "Xiaomi 15 Ultra", 32990, [black, silver], [512], 6.73, "xiaomi", {
    chip: "Snapdragon 8 Elite",
    ram: 16,
  }),
  phone("Xiaomi", "Xiaomi 15", 22990, [black, white, green], [256, 512], 6.36, "xiaomi", {
    chip: "Snapdragon 8 Elite",
    ram: 12,
  }),
  phone("Xiaomi", "Redmi Note 14 Pro 5G", 8990, [black, purple, blue], [256, 512], 6.67, "xiaomi", {
    chip: "Dimensity 7300 Ultra",
    ram: 8,
  }),
  phone("Xiaomi", "Redmi 14C", 3490, [black, blue, green], [128, 256], 6.88, "xiaomi", {
    chip: "Helio G81 Ultra",
    ram: 4,
  }),
  phone("Motorola", "Edge 50 Pro", 12990, [black, purple], [512], 6.7, "motorola", {
    chip: "Snapdragon 7 Gen 3",
    ram: 12,
  }),
  phone("Motorola", "Moto G85 5G", 6490, [blue, grey], [256], 6.67, "motorola", {
    chip: "Snapdragon 6s Gen 3",
    ram: 8,
  }),
  phone("Nothing", "Phone (3a)", 9990, [black, white], [128, 256], 6.77, "nothing", {
    chip: "Snapdragon 7s Gen 3",
    ram: 8,
  }),
  {
    type: "tablet",
    maker: "Apple",
    name: "iPad Pro 13 (M4)",
    price: 40990,
    colors: [silver, black],
    memories: [256, 512, 1024],
    category: "apple-ipad",
    attrs: { display_size: 13, chip: "M4" },
  },
  {
    type: "tablet",
    maker: "Apple",
    name: "iPad Air 11 (M3)",
    price: 17990,
    colors: [blue, purple, silver, grey],
    memories: [128, 256, 512],
    category: "apple-ipad",
    attrs: { display_size: 11, chip: "M3" },
  },
  {
    type: "tablet",
    maker: "Apple",
    name: "iPad (A16)",
    price: 10490,
    colors: [blue, pink, silver],
    memories: [128, 256],
    category: "apple-ipad",
    attrs: { display_size: 11, chip: "A16" },
  },
  {
    type: "tablet",
    maker: "Apple",
    name: "iPad mini (A17 Pro)",
    price: 14990,
    colors: [blue, purple, grey],
    memories: [128, 256],
    category: "apple-ipad",
    attrs: { display_size: 8.3, chip: "A17 Pro" },
  },
  {
    type: "tablet",
    maker: "Samsung",
    name: "Galaxy Tab S10 Ultra",
    price: 31990,
    colors: [grey, silver],
    memories: [256, 512],
    category: "android-tablets",
    attrs: { display_size: 14.6 },
  },
  {
    type: "tablet",
    maker: "Samsung",
    name: "Galaxy Tab S10 FE",
    price: 12990,
    colors: [grey, blue, silver],
    memories: [128, 256],
    category: "android-tablets",
    attrs: { display_size: 10.9 },
  },
  {
    type: "tablet",
    maker: "Samsung",
    name: "Galaxy Tab A9+",
    price: 5990,
    colors: [grey, silver],
    memories: [64, 128],
    category: "android-tablets",
    attrs: { display_size: 11 },
  },
  {
    type: "tablet",
    maker: "Xiaomi",
    name: "Redmi Pad Pro",
    price: 7490,
    colors: [grey, green],
    memories: [128, 256],
    category: "android-tablets",
    attrs: { display_size: 12.1 },
  },
  {
    type: "tablet",
    maker: "Lenovo",
    name: "Tab P12",
    price: 8990,
    colors: [grey],
    memories: [128],
    category: "android-tablets",
    attrs: { display_size: 12.7 },
  },
  {
    type: "watch",
    maker: "Apple",
    name: "Watch Series 10 46mm",
    price: 12490,
    colors: [black, silver, gold],
    category: "apple-watch",
    attrs: { display_size: 1.96 },
  },
  {
    type: "watch",
    maker: "Apple",
    name: "Watch Series 10 42mm",
    price: 11490,
    colors: [black, silver, pink],
    category: "apple-watch",
    attrs: { display_size: 1.77 },
  },
  {
    type: "watch",
    maker: "Apple",
    name: "Watch Ultra 2",
    price: 23990,
    colors: [titanium, black],
    category: "apple-watch",
    attrs: { display_size: 1.93 },
  },
  {
    type: "watch",
    maker: "Apple",
    name: "Watch SE 44mm",
    price: 7490,
    colors: [black, silver],
    category: "apple-watch",
    attrs: { display_size: 1.78 },
  },
  {
    type: "watch",
    maker: "Samsung",
    name: "Galaxy Watch7 44mm",
    price: 7990,
    colors: [green, silver],
    category: "samsung-watch",
    attrs: { display_size: 1.47 },
  },
  {
    type: "watch",
    maker: "Samsung",
    name: "Galaxy Watch Ultra",
    price: 16990,
    colors: [titanium, white],
    category: "samsung-watch",
    attrs: { display_size: 1.47 },
  },
  {
    type: "watch",
    maker: "Samsung",
    name: "Galaxy Watch FE",
    price: 4990,
    colors: [black, pink, silver],
    category: "samsung-watch",
    attrs: { display_size: 1.2 },
  },
  {
    type: "watch",
    maker: "Garmin",
    name: "Fenix 8 47mm",
    price: 24990,
    colors: [black, grey],
    category: "garmin",
    attrs: { display_size: 1.4 },
  },
  {
    type: "watch",
    maker: "Garmin",
    name: "Forerunner 265",
    price: 10990,
    colors: [black, white],
    category: "garmin",
    attrs: { display_size: 1.3 },
  },
  {
    type: "watch",
    maker: "Garmin",
    name: "Venu 3",
    price: 11490,
    colors: [black, white],
    category: "garmin",
    attrs: { display_size: 1.4 },
  },
  {
    type: "watch",
    maker: "Google",
    name: "Pixel Watch 3 45mm",
    price: 10990,
    colors: [black, silver],
    category: "android-watch",
    attrs: { display_size: 1.4 },
  },
  {
    type: "watch",
    maker: "Xiaomi",
    name: "Watch S4",
    price: 3990,
    colors: [black, silver],
    category: "android-watch",
    attrs: { display_size: 1.43 },
  },
  {
    type: "computer",
    maker: "Apple",
    name: "MacBook Air 13 (M4)",
    price: 29990,
    colors: [silver, blue, grey],
    memories: [256, 512],
    category: "macbook",
    attrs: { display_size: 13.6, chip: "M4", ram: 16 },
  },
  {
    type: "computer",
    maker: "Apple",
    name: "MacBook Air 15 (M4)",
    price: 35990,
    colors: [silver, blue, grey],
    memories: [256, 512],
    category: "macbook",
    attrs: { display_size: 15.3, chip: "M4", ram: 16 },
  },
  {
    type: "computer",
    maker: "Apple",
    name: "MacBook Pro 14 (M4 Pro)",
    price: 54990,
    colors: [black, silver],
    memories: [512, 1024],
    category: "macbook",
    attrs: { display_size: 14.2, chip: "M4 Pro", ram: 24 },
  },
  {
    type: "computer",
    maker: "Apple",
    name: "Mac mini (M4)",
    price: 16990,
    colors: [silver],
    memories: [256, 512],
    category: "macbook",
    attrs: { chip: "M4", ram: 16 },
  },
  {
    type: "computer",
    maker: "Lenovo",
    name: "ThinkPad X1 Carbon Gen 13",
    price: 52990,
    colors: [black],
    memories: [512, 1024],
    category: "notebooks",
    attrs: { display_size: 14, chip: "Intel Core Ultra 7", ram: 32 },
  },
  {
    type: "computer",
    maker: "Lenovo",
    name: "IdeaPad Slim 5 14",
    price: 17990,
    colors: [grey, blue],
    memories: [512],
    category: "notebooks",
    attrs: { display_size: 14, chip: "AMD Ryzen 7", ram: 16 },
  },
  {
    type: "computer",
    maker: "HP",
    name: "EliteBook 840 G11",
    price: 34990,
    colors: [silver],
    memories: [512],
    category: "notebooks",
    attrs: { display_size: 14, chip: "Intel Core Ultra 5", ram: 16 },
  },
  {
    type: "computer",
    maker: "Asus",
    name: "Zenbook 14 OLED",
    price: 24990,
    colors: [blue, grey],
    memories: [512, 1024],
    category: "notebooks",
    attrs: { display_size: 14, chip: "Intel Core Ultra 7", ram: 16 },
  },
  {
    type: "computer",
    maker: "Asus",
    name: "Vivobook 15",
    price: 12990,
    colors: [silver, black],
    memories: [512],
    category: "notebooks",
    attrs: { display_size: 15.6, chip: "Intel Core i5", ram: 16 },
  },
  {
    type: "accessory",
    maker: "Apple",
    name: "AirPods Pro 2",
    price: 6490,
    colors: [white],
    category: "headphones",
  },
  {
    type: "accessory",
    maker: "Apple",
    name: "AirPods 4",
    price: 3790,
    colors: [white],
    category: "headphones",
  },
  {
    type: "accessory",
    maker: "Samsung",
    name: "Galaxy Buds3 Pro",
    price: 5490,
    colors: [white, silver],
    category: "headphones",
  },
  {
    type: "accessory",
    maker: "Apple",
    name: "Nabíječka USB-C 20W",
    ro: "Încărcător USB-C 20W",
    price: 590,
    colors: [white],
    category: "chargers",
  },
  {
    type: "accessory",
    maker: "Samsung",
    name: "Nabíječka 45W",
    ro: "Încărcător 45W",
    price: 990,
    colors: [black, white],
    category: "chargers",
  },
  {
    type: "accessory",
    maker: "Apple",
    name: "MagSafe nabíječka",
    ro: "Încărcător MagSafe",
    price: 1290,
    colors: [white],
    category: "chargers",
    // The iPhones with MagSafe (not the 16e): recommended on their pages only, not on an iPad or a watch.
    attrs: {
      compatible_models: "iPhone 16 Pro Max; iPhone 16 Pro; iPhone 16; iPhone 15; iPhone 14; iPhone 13",
    },
  },
  {
    type: "accessory",
    maker: "PanzerGlass",
    name: "Ochranné sklo iPhone 16",
    ro: "Sticlă de protecție iPhone 16",
    price: 699,
    colors: [["Čirá", "#e5e7eb"]],
    category: "screen-protection",
  },
  {
    type: "accessory",
    maker: "PanzerGlass",
    name: "Ochranné sklo Galaxy S25",
    ro: "Sticlă de protecție Galaxy S25",
    price: 699,
    colors: [["Čirá", "#e5e7eb"]],
    category: "screen-protection",
  },
  {
    type: "accessory",
    maker: "Apple",
    name: "Silikonový kryt s MagSafe iPhone 16",
    ro: "Husă din silicon cu MagSafe iPhone 16",
    price: 1390,
    colors: [black, blue, pink, green],
    category: "cases",
  },
  {
    type: "accessory",
    maker: "Samsung",
    name: "Silicone Case Galaxy S25",
    price: 790,
    colors: [black, blue, white],
    category: "cases",
  },
  {
    type: "accessory",
    maker: "Anker",
    name: "PowerCore 10000",
    price: 890,
    colors: [black, white],
    category: "chargers",
  },
  {
    type: "accessory",
    maker: "JBL",
    name: "Tune 670NC",
    price: 2290,
    colors: [black, white, blue],
    category: "headphones",
  },
];

/** The type-category tree (Czech, Romanian names); leaves are what `category` above refers to. */
export const CATEGORY_TREE: {
  seo: string;
  cs: string;
  ro: string;
  type?: ModelSeed["type"];
  boost?: string;
  children?: { seo: string; cs: string; ro: string }[];
}[] = [
  {
    seo: "mobilni-telefony",
    cs: "Mobilní telefony",
    ro: "Telefoane",
    type: "phone",
    boost: "1.5",
    children: [
      { seo: "apple-iphone", cs: "Apple iPhone", ro: "Apple iPhone" },
      { seo: "samsung-galaxy", cs: "Samsung Galaxy", ro: "Samsung Galaxy" },
      { seo: "google-pixel", cs: "Google Pixel", ro: "Google Pixel" },
      { seo: "xiaomi", cs: "Xiaomi", ro: "Xiaomi" },
      { seo: "motorola", cs: "Motorola", ro: "Motorola" },
      { seo: "nothing", cs: "Nothing", ro: "Nothing" },
    ],
  },
  {
    seo: "tablety",
    cs: "Tablety",
    ro: "Tablete",
    type: "tablet",
    children: [
      { seo: "apple-ipad", cs: "Apple iPad", ro: "Apple iPad" },
      { seo: "android-tablets", cs: "Tablety s Androidem", ro: "Tablete Android" },
    ],
  },
  {
    seo: "chytre-hodinky",
    cs: "Chytré hodinky",
    ro: "Ceasuri inteligente",
    type: "watch",
    children: [
      { seo: "apple-watch", cs: "Apple Watch", ro: "Apple Watch" },
      { seo: "samsung-watch", cs: "Samsung Galaxy Watch", ro: "Samsung Galaxy Watch" },
      { seo: "garmin", cs: "Garmin", ro: "Garmin" },
      { seo: "android-watch", cs: "Hodinky s Wear OS", ro: "Ceasuri Wear OS" },
    ],
  },
  {
    seo: "pocitace",
    cs: "Počítače",
    ro: "Calculatoare",
    type: "computer",
    children: [
      { seo: "macbook", cs: "Mac a MacBook", ro: "Mac și MacBook" },
      { seo: "notebooks", cs: "Notebooky", ro: "Laptopuri" },
    ],
  },
  {
    seo: "prislusenstvi",
    cs: "Příslušenství",
    ro: "Accesorii",
    type: "accessory",
    boost: "0.8",
    children: [
      { seo: "headphones", cs: "Sluchátka", ro: "Căști" },
      { seo: "chargers", cs: "Nabíječky a powerbanky", ro: "Încărcătoare" },
      { seo: "cases", cs: "Pouzdra a kryty", ro: "Huse" },
      { seo: "screen-protection", cs: "Ochranná skla", ro: "Folii de protecție" },
    ],
  },
];

/**
 * Product types as the legacy data stores them. The watch type carries the label
 * 'prislusenství', which market.ts shows as 'Chytré hodinky' (spec §1).
 */
export const PRODUCT_TYPES = [
  { code: "phone", label: "Mobilní telefony", position: 1 },
  { code: "tablet", label: "Tablety", position: 2 },
  { code: "watch", label: "prislusenství", position: 3 },
  { code: "computer", label: "Počítače", position: 4 },
  { code: "accessory", label: "Příslušenství", position: 5 },
] as const;

/** Colour names in the Romanian shop (the table above is written in Czech). */
export const COLOR_NAMES_RO: Record<string, string> = {
  Černá: "Negru",
  Bílá: "Alb",
  Modrá: "Albastru",
  Zelená: "Verde",
  Růžová: "Roz",
  Stříbrná: "Argintiu",
  Zlatá: "Auriu",
  Šedá: "Gri",
  Fialová: "Mov",
  "Přírodní titan": "Titan natural",
  Čirá: "Transparent",
};
