/** Demo merchandising for the seeded catalogue, in Czech and Romanian (the database holds one market). */
type Text = { cs: string; ro: string };

export const ATTRIBUTE_GROUPS: { code: string; name: Text }[] = [
  { code: "display", name: { cs: "Displej", ro: "Ecran" } },
  { code: "memory", name: { cs: "Paměť", ro: "Memorie" } },
  { code: "performance", name: { cs: "Výkon", ro: "Performanță" } },
  { code: "system", name: { cs: "Systém", ro: "Sistem" } },
];

export const ATTRIBUTES: {
  key: string;
  group: string;
  name: Text;
  unit: string | null;
  valueType: "number" | "text";
  filterable: boolean;
}[] = [
  {
    key: "display_size",
    group: "display",
    name: { cs: "Úhlopříčka displeje", ro: "Diagonala ecranului" },
    unit: "″",
    valueType: "number",
    filterable: true,
  },
  {
    key: "storage",
    group: "memory",
    name: { cs: "Úložiště", ro: "Stocare" },
    unit: "GB",
    valueType: "number",
    filterable: true,
  },
  {
    key: "ram",
    group: "memory",
    name: { cs: "Operační paměť", ro: "Memorie RAM" },
    unit: "GB",
    valueType: "number",
    filterable: true,
  },
  {
    key: "chip",
    group: "performance",
    name: { cs: "Procesor", ro: "Procesor" },
    unit: null,
    valueType: "text",
    filterable: false,
  },
  {
    key: "os",
    group: "system",
    name: { cs: "Operační systém", ro: "Sistem de operare" },
    unit: null,
    valueType: "text",
    filterable: true,
  },
];

/** Operating system by maker and product type, for the demo's "os" attribute. */
export function demoOs(maker: string, type: string): string | null {
  if (type === "accessory") return null;
  if (maker === "Apple")
    return { phone: "iOS", tablet: "iPadOS", watch: "watchOS", computer: "macOS" }[type] ?? null;
  if (type === "watch") return maker === "Garmin" ? "Garmin OS" : "Wear OS";
  if (type === "computer") return "Windows 11";
  return "Android";
}

/** Models grouped into meta-masters (switchable on the product page). */
export const META_MASTERS: { name: string; models: string[] }[] = [
  {
    name: "iPhone 16",
    models: ["apple-iphone-16-pro-max", "apple-iphone-16-pro", "apple-iphone-16", "apple-iphone-16e"],
  },
  {
    name: "Galaxy S25",
    models: ["samsung-galaxy-s25-ultra", "samsung-galaxy-s25-plus", "samsung-galaxy-s25"],
  },
  { name: "Apple Watch Series 10", models: ["apple-watch-series-10-46mm", "apple-watch-series-10-42mm"] },
  { name: "MacBook Air (M4)", models: ["apple-macbook-air-13-m4", "apple-macbook-air-15-m4"] },
];

export const BADGES: Record<string, string[]> = {
  "apple-iphone-16-pro": ["new", "tip"],
  "apple-iphone-16e": ["new"],
  "samsung-galaxy-s25-ultra": ["new", "exclusive"],
  "samsung-galaxy-a56-5g": ["tip"],
  "google-pixel-9a": ["new"],
  "apple-macbook-air-13-m4": ["tip"],
  "apple-airpods-pro-2": ["bestseller"],
  "garmin-fenix-8-47mm": ["exclusive"],
};

export const RECOMMENDED = [
  "apple-iphone-16-pro",
  "samsung-galaxy-s25-ultra",
  "apple-iphone-16",
  "google-pixel-9",
  "apple-macbook-air-13-m4",
  "apple-watch-series-10-46mm",
  "samsung-galaxy-a56-5g",
  "apple-ipad-air-11-m3",
  "apple-airpods-pro-2",
  "xiaomi-redmi-note-14-pro-5g",
];

/** Used and refurbished offers of older iPhones: grade → price share of new. */
export const USED_GRADES: { model: string; grades: [string, number][] }[] = [
  {
    model: "apple-iphone-15",
    grades: [
      ["A+", 0.85],
      ["A", 0.78],
      ["B", 0.7],
    ],
  },
  {
    model: "apple-iphone-14",
    grades: [
      ["A", 0.72],
      ["B", 0.64],
      ["C", 0.55],
    ],
  },
  {
    model: "apple-iphone-13",
    grades: [
      ["A", 0.66],
      ["B", 0.58],
      ["D", 0.42],
    ],
  },
];

export const LEASED_MODELS = [
  "apple-macbook-pro-14-m4-pro",
  "apple-iphone-16-pro",
  "apple-iphone-16-pro-max",
];

export const OFFERS: {
  kind: string;
  model?: string;
  type?: string;
  name: Text;
  description: Text;
  days?: number;
}[] = [
  {
    kind: "time_limited",
    model: "apple-iphone-16",
    name: {
      cs: "Víkendová akce: příslušenství za polovic",
      ro: "Ofertă de weekend: accesorii la jumătate de preț",
    },
    description: {
      cs: "Ke každému iPhonu 16 pouzdro a sklo za poloviční cenu.",
      ro: "La fiecare iPhone 16, husă și folie la jumătate de preț.",
    },
    days: 3,
  },
  {
    kind: "promo",
    type: "watch",
    name: { cs: "Řemínek navíc zdarma", ro: "O curea suplimentară gratuită" },
    description: {
      cs: "Ke všem chytrým hodinkám druhý řemínek zdarma.",
      ro: "La toate ceasurile inteligente, a doua curea gratuită.",
    },
  },
  {
    kind: "bundle",
    type: "computer",
    name: { cs: "Microsoft 365 na rok za 990 Kč", ro: "Microsoft 365 pentru un an la 199 lei" },
    description: { cs: "Při nákupu počítače.", ro: "La cumpărarea unui calculator." },
  },
];

/** `link` is a path, or `product:<model seo name>` for its first variant (variant names differ per market). */
export const BANNERS: {
  placement: "slider" | "banner";
  title: Text;
  subtitle: Text;
  link: string;
  color: string;
}[] = [
  {
    placement: "slider",
    title: { cs: "iPhone 16 Pro", ro: "iPhone 16 Pro" },
    subtitle: {
      cs: "Titanový. Se zvýhodněným výkupem starého telefonu.",
      ro: "Din titan. Cu bonus la predarea telefonului vechi.",
    },
    link: "product:apple-iphone-16-pro",
    color: "#0f766e",
  },
  {
    placement: "slider",
    title: { cs: "Galaxy S25 Ultra", ro: "Galaxy S25 Ultra" },
    subtitle: {
      cs: "Novinka s Galaxy AI skladem na prodejnách.",
      ro: "Noutate cu Galaxy AI, în stoc în magazine.",
    },
    link: "/mobilni-telefony/samsung-galaxy/",
    color: "#1e3a8a",
  },
  {
    placement: "slider",
    title: { cs: "Repasované iPhony", ro: "iPhone-uri recondiționate" },
    subtitle: { cs: "Ověřené kusy se zárukou od 8 990 Kč.", ro: "Verificate, cu garanție, de la 1.799 lei." },
    link: "/mobilni-telefony/apple-iphone/?quality=A,A%2B,B",
    color: "#7c2d12",
  },
  {
    placement: "banner",
    title: { cs: "Výkup", ro: "Răscumpărare" },
    // The percentage comes from the buy-back bonus rules (filled in by the home page).
    subtitle: {
      cs: "Získejte za starý telefon až o {{buybackBonus}} % víc.",
      ro: "Primiți până la {{buybackBonus}} % în plus pe telefonul vechi.",
    },
    link: "/vykup/",
    color: "#065f46",
  },
  {
    placement: "banner",
    title: { cs: "Chytré hodinky", ro: "Ceasuri inteligente" },
    subtitle: { cs: "Řemínek navíc zdarma.", ro: "O curea în plus gratuit." },
    link: "/chytre-hodinky/",
    color: "#6d28d9",
  },
  {
    placement: "banner",
    title: { cs: "Servis", ro: "Service" },
    subtitle: { cs: "Výměna displeje do 2 hodin.", ro: "Înlocuire ecran în 2 ore." },
    link: "/servis/",
    color: "#b45309",
  },
];

export const SEO_TEXTS: Record<string, { title: Text; description: Text; text: Text }> = {
  "mobilni-telefony": {
    title: {
      cs: "Mobilní telefony – iPhone, Samsung Galaxy, Pixel",
      ro: "Telefoane mobile – iPhone, Samsung Galaxy, Pixel",
    },
    description: {
      cs: "Mobilní telefony skladem: iPhone, Samsung Galaxy, Google Pixel, Xiaomi. Výkup starého telefonu, splátky a odběr na prodejně do 30 minut.",
      ro: "Telefoane în stoc: iPhone, Samsung Galaxy, Google Pixel, Xiaomi. Buyback, rate și ridicare din magazin în 30 de minute.",
    },
    text: {
      cs: "Vybírejte z nových i repasovaných telefonů. Každý kus prošel kontrolou, má záruku a můžete ho vyzkoušet na kterékoli naší prodejně.",
      ro: "Alegeți telefoane noi sau recondiționate. Fiecare bucată este verificată, are garanție și o puteți încerca în orice magazin.",
    },
  },
  "chytre-hodinky": {
    title: {
      cs: "Chytré hodinky – Apple Watch, Galaxy Watch, Garmin",
      ro: "Ceasuri inteligente – Apple Watch, Galaxy Watch, Garmin",
    },
    description: {
      cs: "Chytré hodinky Apple Watch, Samsung Galaxy Watch a Garmin skladem, s řemínkem navíc zdarma.",
      ro: "Ceasuri inteligente Apple Watch, Samsung Galaxy Watch și Garmin în stoc, cu o curea în plus gratuit.",
    },
    text: {
      cs: "Hodinky pro sport, zdraví i práci. Poradíme s výběrem na prodejně.",
      ro: "Ceasuri pentru sport, sănătate și birou. Vă ajutăm să alegeți în magazin.",
    },
  },
};

export const REVIEWS: {
  model: string;
  rating: number;
  name: string;
  pros: Text;
  cons: Text;
  text: Text;
  approved: boolean;
}[] = [
  {
    model: "apple-iphone-16-pro",
    rating: 5,
    name: "Petr K.",
    pros: { cs: "Skvělý foťák, výdrž", ro: "Cameră excelentă, autonomie" },
    cons: { cs: "Cena", ro: "Prețul" },
    text: { cs: "Nejlepší telefon, jaký jsem měl.", ro: "Cel mai bun telefon pe care l-am avut." },
    approved: true,
  },
  {
    model: "apple-iphone-16-pro",
    rating: 4,
    name: "Lucie",
    pros: { cs: "Displej", ro: "Ecranul" },
    cons: { cs: "Nabíječka není v balení", ro: "Încărcătorul nu este inclus" },
    text: { cs: "Spokojenost, jen se víc hřeje při hraní.", ro: "Mulțumită, doar se încălzește la jocuri." },
    approved: true,
  },
  {
    model: "apple-iphone-16-pro",
    rating: 5,
    name: "Martin",
    pros: { cs: "Rychlost", ro: "Viteza" },
    cons: { cs: "", ro: "" },
    text: { cs: "Čekám na schválení.", ro: "Aștept aprobarea." },
    approved: false,
  },
  {
    model: "samsung-galaxy-s25-ultra",
    rating: 5,
    name: "Jan Novák",
    pros: { cs: "S Pen, zoom", ro: "S Pen, zoom" },
    cons: { cs: "Velikost", ro: "Dimensiunea" },
    text: {
      cs: "Pracovní nástroj a skvělý fotoaparát v jednom.",
      ro: "Unealtă de lucru și cameră excelentă.",
    },
    approved: true,
  },
  {
    model: "samsung-galaxy-a56-5g",
    rating: 4,
    name: "Eva",
    pros: { cs: "Poměr cena/výkon", ro: "Raport preț/performanță" },
    cons: { cs: "Pomalejší nabíjení", ro: "Încărcare mai lentă" },
    text: { cs: "Na běžné používání víc než dost.", ro: "Pentru uz zilnic, mai mult decât suficient." },
    approved: true,
  },
  {
    model: "apple-watch-series-10-46mm",
    rating: 5,
    name: "Tereza",
    pros: { cs: "Zdravotní funkce", ro: "Funcții de sănătate" },
    cons: { cs: "Výdrž baterie", ro: "Autonomia" },
    text: { cs: "Tenké a lehké, nosím je pořád.", ro: "Subțire și ușor, îl port tot timpul." },
    approved: true,
  },
];

/** Romanian addresses of the root categories (the demo tree is seeded with Czech slugs). */
export const RO_ROOT_SLUGS: Record<string, string> = {
  "mobilni-telefony": "telefoane",
  tablety: "tablete",
  "chytre-hodinky": "ceasuri-inteligente",
  pocitace: "calculatoare",
  prislusenstvi: "accesorii",
};
