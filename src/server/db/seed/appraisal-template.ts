import type { Market } from "../../../domain/market.js";
import type { StoredCondition, StoredResult } from "../schema/buyback.js";
import type { LocalizedText } from "../schema/devices.js";
import type { DeviceTypeSlug } from "./device-models-data.js";

/**
 * The first appraisal version of every seeded model: grades A+…D priced from the model's A+
 * price, plus the questionnaire of its device type. Grade meanings follow domain.md A.3.
 */
const tx = (cs: string, ro: string, en: string): LocalizedText => ({ cs, ro, en });

/** Share of the A+ price paid per grade; wear costs more the further from like-new. */
const GRADE_SHARE = [
  ["A+", 1],
  ["A", 0.86],
  ["B", 0.72],
  ["C", 0.55],
  ["D", 0.32],
] as const;
/** Result id of "we cannot buy this" (no grade): activation lock, no power-on. */
export const REJECTED_RESULT = 6;

/** CZK → the market's minor units, rounded as shops print buy-back prices (10 Kč, 5 lei). */
export function marketMinor(czk: number, market: Market): number {
  if (market.currency === "CZK") return Math.round(czk / 10) * 10 * 100;
  return Math.round(czk / 5 / 5) * 5 * 100;
}

export function templateResults(topPriceCzk: number, market: Market): StoredResult[] {
  const base = `/${market.slugs.buyback}/`;
  const results: StoredResult[] = GRADE_SHARE.map(([quality, share], i) => ({
    id: i + 1,
    quality,
    price: marketMinor(topPriceCzk * share, market),
    url: `${base}#grade-${quality === "A+" ? "a-plus" : quality.toLowerCase()}`,
  }));
  results.push({ id: REJECTED_RESULT, quality: null, price: 0, url: `${base}#not-accepted` });
  return results;
}

export const minimalBuyoutPrice = (market: Market) => marketMinor(100, market);

const choice = (value: string, labels: LocalizedText, result: number | null, correction = 0) => ({
  value,
  labels,
  appraisal_result: result,
  price_correction: correction,
});

const LOCK: Record<DeviceTypeSlug, LocalizedText> = {
  phone: tx(
    "Je telefon odhlášený z iCloudu / účtu Google?",
    "Telefonul este deconectat de la iCloud / contul Google?",
    "Is the phone signed out of iCloud / Google?",
  ),
  tablet: tx(
    "Je tablet odhlášený z iCloudu / účtu Google?",
    "Tableta este deconectată de la iCloud / contul Google?",
    "Is the tablet signed out of iCloud / Google?",
  ),
  watch: tx(
    "Jsou hodinky odpárované a odhlášené z účtu?",
    "Ceasul este decuplat și deconectat de la cont?",
    "Is the watch unpaired and signed out?",
  ),
  computer: tx(
    "Je vypnutá funkce Najít a počítač odhlášený z účtů?",
    "Funcția Găsire este dezactivată și contul deconectat?",
    "Is Find My turned off and every account signed out?",
  ),
};

function conditions(type: DeviceTypeSlug, topPriceCzk: number, market: Market): StoredCondition[] {
  const charger = marketMinor(type === "computer" ? 600 : type === "watch" ? 150 : 200, market);
  const battery = marketMinor(Math.max(200, topPriceCzk * 0.2), market);
  const screen =
    type === "computer"
      ? tx("Displej", "Ecran", "Display")
      : tx("Displej a sklo", "Ecran și sticlă", "Display and glass");
  const body =
    type === "computer"
      ? tx("Tělo a klávesnice", "Carcasă și tastatură", "Body and keyboard")
      : tx("Tělo a rám", "Carcasă și ramă", "Body and frame");
  return [
    {
      id: 1,
      code: "display",
      type: "common",
      disabled: false,
      names: screen,
      help: tx(
        "Prohlédněte displej při vypnutém i zapnutém zařízení.",
        "Verificați ecranul cu dispozitivul pornit și oprit.",
        "Check the screen with the device on and off.",
      ),
      choices: [
        choice(
          "display-perfect",
          tx("Bez jediného škrábance", "Fără nicio zgârietură", "Not a single scratch"),
          1,
        ),
        choice(
          "display-micro",
          tx(
            "Jemné vlasové škrábance, vidět jen v odlesku",
            "Micro-zgârieturi vizibile doar în reflexie",
            "Hairline scratches, visible only in reflections",
          ),
          2,
        ),
        choice("display-scratched", tx("Viditelné škrábance", "Zgârieturi vizibile", "Visible scratches"), 3),
        choice(
          "display-deep",
          tx(
            "Hluboké škrábance, které ucítíte nehtem",
            "Zgârieturi adânci, palpabile cu unghia",
            "Deep scratches you can feel with a nail",
          ),
          4,
        ),
        choice(
          "display-cracked",
          tx(
            "Prasklé sklo, vadné pixely nebo skvrny",
            "Sticlă spartă, pixeli defecți sau pete",
            "Cracked glass, dead pixels or stains",
          ),
          5,
        ),
      ],
    },
    {
      id: 2,
      code: "body",
      type: "common",
      disabled: false,
      names: body,
      help: tx(
        "Záda, rám, hrany a rohy.",
        "Spatele, rama, marginile și colțurile.",
        "Back, frame, edges and corners.",
      ),
      choices: [
        choice("body-like-new", tx("Jako nové", "Ca nou", "Like new"), 1),
        choice(
          "body-micro",
          tx("Drobné známky používání", "Urme minore de utilizare", "Minor signs of use"),
          2,
        ),
        choice(
          "body-worn",
          tx("Oděrky na hranách a rozích", "Zgârieturi pe margini și colțuri", "Scuffs on edges and corners"),
          3,
        ),
        choice(
          "body-dented",
          tx(
            "Výrazné škrábance nebo promáčkliny",
            "Zgârieturi adânci sau lovituri",
            "Deep scratches or dents",
          ),
          4,
        ),
        choice(
          "body-cracked",
          tx("Prasklá záda nebo ohnutý rám", "Spate spart sau ramă îndoită", "Cracked back or bent frame"),
          5,
        ),
      ],
    },
    {
      id: 3,
      code: "functionality",
      type: "common",
      disabled: false,
      names: tx("Funkčnost", "Funcționalitate", "Function"),
      help: tx(
        "Tlačítka, fotoaparáty, reproduktory, mikrofon, biometrie, nabíjení a připojení.",
        "Butoane, camere, difuzoare, microfon, biometrie, încărcare și conectivitate.",
        "Buttons, cameras, speakers, microphone, biometrics, charging and connectivity.",
      ),
      choices: [
        choice("functionality-all", tx("Vše funguje", "Totul funcționează", "Everything works"), 1),
        choice(
          "functionality-fault",
          tx("Jedna funkce nefunguje", "O funcție nu merge", "One function does not work"),
          5,
        ),
        choice(
          "functionality-dead",
          tx("Zařízení se nezapne", "Dispozitivul nu pornește", "It does not switch on"),
          REJECTED_RESULT,
        ),
      ],
    },
    {
      id: 4,
      code: "lock",
      type: "special",
      disabled: false,
      names: LOCK[type],
      help: tx(
        "Zamčené zařízení nemůžeme vykoupit: jeho majitel by ho mohl kdykoli zablokovat.",
        "Nu putem cumpăra un dispozitiv blocat: proprietarul l-ar putea bloca oricând.",
        "We cannot buy a locked device: its owner could block it at any time.",
      ),
      choices: [
        choice("lock-off", tx("Ano, je odhlášené", "Da, este deconectat", "Yes, signed out"), null),
        choice(
          "lock-on",
          tx("Ne, je stále přihlášené", "Nu, este încă conectat", "No, still signed in"),
          REJECTED_RESULT,
        ),
      ],
    },
    {
      id: 5,
      code: "charger",
      type: "charger",
      disabled: false,
      names: tx(
        "Přikládáte originální nabíječku?",
        "Includeți încărcătorul original?",
        "Is the original charger included?",
      ),
      help: tx(
        "Bez nabíječky odečteme její cenu.",
        "Fără încărcător scădem prețul acestuia.",
        "Without it we deduct its price.",
      ),
      choices: [
        choice("charger-yes", tx("Ano", "Da", "Yes"), null),
        choice("charger-no", tx("Ne", "Nu", "No"), null, -charger),
      ],
    },
    {
      id: 6,
      code: "battery",
      type: "battery",
      disabled: false,
      names: tx(
        "Je v zařízení původní, nenafouklá baterie?",
        "Dispozitivul are bateria originală, neumflată?",
        "Is the original, unswollen battery inside?",
      ),
      help: tx(
        "Chybějící nebo nafouklou baterii musíme vyměnit.",
        "O baterie lipsă sau umflată trebuie înlocuită.",
        "A missing or swollen battery has to be replaced.",
      ),
      choices: [
        choice("battery-yes", tx("Ano", "Da", "Yes"), null),
        choice("battery-no", tx("Ne", "Nu", "No"), null, -battery),
      ],
    },
    {
      id: 7,
      code: "quality",
      type: "quality",
      disabled: false,
      names: tx(
        "Jak celkově hodnotíte stav zařízení?",
        "Cum apreciați starea generală?",
        "How would you rate its overall condition?",
      ),
      help: tx(
        "Vaše vlastní hodnocení; při kontrole ho ověříme.",
        "Evaluarea dvs.; o verificăm la inspecție.",
        "Your own rating; we check it on inspection.",
      ),
      choices: [
        choice("quality-a-plus", tx("A+ jako nové", "A+ ca nou", "A+ like new"), 1),
        choice("quality-a", tx("A výborný", "A excelent", "A excellent"), 2),
        choice("quality-b", tx("B dobrý", "B bun", "B good"), 3),
        choice("quality-c", tx("C používaný", "C uzat", "C used"), 4),
        choice(
          "quality-d",
          tx("D poškozený, ale funkční", "D deteriorat, dar funcțional", "D damaged but working"),
          5,
        ),
      ],
    },
  ];
}

/** Answers every seller has unless they say otherwise. */
export const TEMPLATE_DEFAULTS: Record<string, string> = { "5": "charger-yes", "6": "battery-yes" };

export function templateAppraisal(type: DeviceTypeSlug, topPriceCzk: number, market: Market) {
  return {
    minimalBuyoutPrice: minimalBuyoutPrice(market),
    results: templateResults(topPriceCzk, market),
    conditions: conditions(type, topPriceCzk, market),
    defaultChoices: { ...TEMPLATE_DEFAULTS },
  };
}
