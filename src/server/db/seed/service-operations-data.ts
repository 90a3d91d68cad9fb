import type { DeviceTypeSlug } from "./device-models-data.js";

/**
 * The service price list the seeder writes: per device type, the operations a Czech phone service
 * offers, in the order customers look for them (the first 7 are what the page shows first).
 * Prices in CZK grow with the device's value (a new-price estimate) within a floor and a ceiling,
 * as parts for dearer devices cost more; flat fees are labour only.
 */
export interface OperationTemplate {
  code: string;
  cs: string;
  ro: string;
  en: string;
  descCs: string;
  descRo: string;
  minutes: number;
  whileYouWait: boolean;
  /** Share of the device value, with floor and ceiling; or a flat fee. */
  price: { share: number; min: number; max: number } | { flat: number };
  /** A colour-bound part (back glass, housing): one operation per colour. */
  perColor?: boolean;
  /** Only the main service centre has the tools (laser, ultrasonic bath, soldering station). */
  mainOnly?: boolean;
}

const op = (
  code: string,
  names: [string, string, string],
  descs: [string, string],
  minutes: number,
  whileYouWait: boolean,
  price: OperationTemplate["price"],
  extra: Pick<OperationTemplate, "perColor" | "mainOnly"> = {},
): OperationTemplate => ({
  code,
  cs: names[0],
  ro: names[1],
  en: names[2],
  descCs: descs[0],
  descRo: descs[1],
  minutes,
  whileYouWait,
  price,
  ...extra,
});

const DIAGNOSTICS = op(
  "diagnostics",
  ["Diagnostika závady", "Diagnosticare defect", "Fault diagnostics"],
  [
    "Zjistíme příčinu závady; při objednání opravy ji neúčtujeme.",
    "Aflăm cauza defectului; nu o taxăm dacă comandați reparația.",
  ],
  30,
  true,
  { flat: 390 },
);
const DATA = op(
  "data-transfer",
  ["Přenos dat do nového zařízení", "Transfer de date pe noul dispozitiv", "Data transfer"],
  [
    "Kontakty, fotky, zprávy a aplikace bezpečně přeneseme.",
    "Transferăm în siguranță contacte, poze, mesaje și aplicații.",
  ],
  45,
  true,
  { flat: 690 },
);
const SOFTWARE = op(
  "software",
  ["Aktualizace a obnova softwaru", "Actualizare și restaurare software", "Software update and restore"],
  [
    "Odstraníme zamrzání a chyby systému, zachováme data.",
    "Eliminăm blocările și erorile de sistem, păstrând datele.",
  ],
  60,
  true,
  { flat: 590 },
);
const WATER = op(
  "water-damage",
  ["Ošetření po zatečení", "Tratament după contact cu lichide", "Liquid damage treatment"],
  [
    "Rozebrání, ultrazvuková lázeň a kontrola všech obvodů.",
    "Demontare, baie cu ultrasunete și verificarea circuitelor.",
  ],
  2880,
  false,
  { flat: 1490 },
  { mainOnly: true },
);

export const OPERATIONS: Record<DeviceTypeSlug, OperationTemplate[]> = {
  phone: [
    op(
      "display",
      ["Výměna displeje", "Înlocuire ecran", "Display replacement"],
      [
        "Originální nebo kvalitní kompatibilní displej včetně lepení.",
        "Ecran original sau compatibil de calitate, inclusiv lipire.",
      ],
      60,
      true,
      { share: 0.22, min: 1490, max: 12990 },
    ),
    op(
      "battery",
      ["Výměna baterie", "Înlocuire baterie", "Battery replacement"],
      [
        "Nová baterie s plnou kapacitou, kontrola nabíjení.",
        "Baterie nouă la capacitate maximă, verificarea încărcării.",
      ],
      45,
      true,
      { share: 0.06, min: 890, max: 2990 },
    ),
    op(
      "back-glass",
      ["Výměna zadního skla", "Înlocuire sticlă spate", "Back glass replacement"],
      [
        "Zadní sklo v barvě vašeho telefonu, laserové odstranění prasklého.",
        "Sticlă spate în culoarea telefonului, îndepărtare cu laser.",
      ],
      120,
      false,
      { share: 0.12, min: 1290, max: 5990 },
      { perColor: true, mainOnly: true },
    ),
    op(
      "charging-port",
      ["Oprava nabíjecího konektoru", "Reparare mufă de încărcare", "Charging port repair"],
      [
        "Vyčištění nebo výměna konektoru, když telefon nenabíjí.",
        "Curățarea sau înlocuirea mufei când telefonul nu se încarcă.",
      ],
      60,
      true,
      { share: 0.05, min: 790, max: 2490 },
    ),
    op(
      "rear-camera",
      ["Výměna zadního fotoaparátu", "Înlocuire cameră spate", "Rear camera replacement"],
      [
        "Při rozmazaných fotkách, černém obraze nebo nefunkčním ostření.",
        "Pentru poze neclare, imagine neagră sau focalizare defectă.",
      ],
      60,
      true,
      { share: 0.1, min: 1190, max: 6990 },
    ),
    op(
      "front-camera",
      ["Výměna přední kamery", "Înlocuire cameră frontală", "Front camera replacement"],
      ["Přední kamera pro selfie a videohovory.", "Camera frontală pentru selfie și apeluri video."],
      60,
      true,
      { share: 0.06, min: 890, max: 3490 },
    ),
    DIAGNOSTICS,
    DATA,
    SOFTWARE,
    op(
      "camera-glass",
      ["Výměna krycího sklíčka fotoaparátu", "Înlocuire geam cameră", "Camera lens glass replacement"],
      [
        "Prasklé sklíčko nad objektivem, bez zásahu do kamery.",
        "Geam fisurat deasupra obiectivului, fără a atinge camera.",
      ],
      30,
      true,
      { flat: 590 },
    ),
    op(
      "speaker",
      ["Výměna reproduktoru", "Înlocuire difuzor", "Speaker replacement"],
      [
        "Tichý, chrčící nebo nefunkční reproduktor či sluchátko.",
        "Difuzor sau cască slabă, hârâită ori nefuncțională.",
      ],
      45,
      true,
      { share: 0.04, min: 690, max: 1990 },
    ),
    op(
      "microphone",
      ["Výměna mikrofonu", "Înlocuire microfon", "Microphone replacement"],
      ["Když vás při hovoru neslyší.", "Când nu sunteți auzit în timpul apelului."],
      45,
      true,
      { share: 0.04, min: 690, max: 1990 },
    ),
    op(
      "buttons",
      ["Oprava tlačítek", "Reparare butoane", "Button repair"],
      ["Zapínací tlačítko, ovládání hlasitosti a přepínač.", "Butonul de pornire, volumul și comutatorul."],
      60,
      false,
      { share: 0.04, min: 790, max: 1990 },
    ),
    WATER,
    op(
      "screen-protector",
      ["Nalepení ochranného skla", "Aplicare folie de sticlă", "Screen protector fitting"],
      [
        "Tvrzené sklo nalepené bez bublin, sklo v ceně.",
        "Sticlă securizată aplicată fără bule, sticla inclusă.",
      ],
      15,
      true,
      { flat: 390 },
    ),
  ],
  tablet: [
    op(
      "display",
      ["Výměna displeje", "Înlocuire ecran", "Display replacement"],
      ["Displej s dotykovou vrstvou včetně lepení.", "Ecran cu strat tactil, inclusiv lipire."],
      120,
      false,
      { share: 0.25, min: 1990, max: 14990 },
    ),
    op(
      "battery",
      ["Výměna baterie", "Înlocuire baterie", "Battery replacement"],
      ["Nová baterie, kalibrace a test nabíjení.", "Baterie nouă, calibrare și test de încărcare."],
      90,
      false,
      { share: 0.07, min: 1190, max: 3490 },
    ),
    op(
      "charging-port",
      ["Oprava nabíjecího konektoru", "Reparare mufă de încărcare", "Charging port repair"],
      ["Vyčištění nebo výměna konektoru.", "Curățarea sau înlocuirea mufei."],
      60,
      true,
      { share: 0.05, min: 990, max: 2490 },
    ),
    op(
      "back-cover",
      ["Výměna zadního krytu", "Înlocuire carcasă spate", "Back cover replacement"],
      ["Kryt v barvě vašeho tabletu.", "Carcasă în culoarea tabletei."],
      120,
      false,
      { share: 0.1, min: 1490, max: 4990 },
      { perColor: true, mainOnly: true },
    ),
    op(
      "rear-camera",
      ["Výměna zadního fotoaparátu", "Înlocuire cameră spate", "Rear camera replacement"],
      ["Rozmazané fotky nebo černý obraz.", "Poze neclare sau imagine neagră."],
      60,
      true,
      { share: 0.06, min: 990, max: 3490 },
    ),
    op(
      "front-camera",
      ["Výměna přední kamery", "Înlocuire cameră frontală", "Front camera replacement"],
      ["Kamera pro videohovory.", "Camera pentru apeluri video."],
      60,
      true,
      { share: 0.05, min: 890, max: 2990 },
    ),
    DIAGNOSTICS,
    DATA,
    SOFTWARE,
    op(
      "speaker",
      ["Výměna reproduktoru", "Înlocuire difuzor", "Speaker replacement"],
      ["Tichý nebo chrčící zvuk.", "Sunet slab sau hârâit."],
      60,
      true,
      { share: 0.04, min: 790, max: 1990 },
    ),
    op(
      "buttons",
      ["Oprava tlačítek", "Reparare butoane", "Button repair"],
      ["Zapínání a hlasitost.", "Pornire și volum."],
      60,
      false,
      { share: 0.04, min: 790, max: 1990 },
    ),
    WATER,
  ],
  watch: [
    op(
      "display",
      ["Výměna displeje", "Înlocuire ecran", "Display replacement"],
      ["Displej s krycím sklem, těsnění v ceně.", "Ecran cu sticlă de protecție, garnitură inclusă."],
      90,
      false,
      { share: 0.3, min: 1490, max: 7990 },
    ),
    op(
      "battery",
      ["Výměna baterie", "Înlocuire baterie", "Battery replacement"],
      ["Nová baterie a nové těsnění.", "Baterie nouă și garnitură nouă."],
      60,
      true,
      { share: 0.12, min: 990, max: 2490 },
    ),
    op(
      "back-cover",
      [
        "Výměna zadního krytu se senzory",
        "Înlocuire capac spate cu senzori",
        "Sensor back cover replacement",
      ],
      ["Kryt se senzory tepu v barvě pouzdra.", "Capac cu senzori de puls în culoarea carcasei."],
      90,
      false,
      { share: 0.14, min: 1190, max: 3990 },
      { perColor: true, mainOnly: true },
    ),
    op(
      "crown",
      ["Oprava korunky a tlačítek", "Reparare coroană și butoane", "Crown and button repair"],
      ["Zaseknutá nebo nereagující korunka a tlačítka.", "Coroană sau butoane blocate ori fără răspuns."],
      60,
      false,
      { share: 0.08, min: 890, max: 2490 },
    ),
    DIAGNOSTICS,
    op(
      "pairing",
      ["Spárování a přenos dat", "Împerechere și transfer de date", "Pairing and data transfer"],
      [
        "Spárování s novým telefonem bez ztráty dat.",
        "Împerechere cu un telefon nou fără pierderea datelor.",
      ],
      30,
      true,
      { flat: 490 },
    ),
    SOFTWARE,
    op(
      "seal",
      [
        "Výměna těsnění a test vodotěsnosti",
        "Înlocuire garnitură și test de etanșeitate",
        "Seal replacement and water-resistance test",
      ],
      ["Po otevření hodinek obnovíme vodotěsnost.", "Refacem etanșeitatea după deschiderea ceasului."],
      45,
      true,
      { flat: 690 },
    ),
    op(
      "speaker",
      ["Výměna reproduktoru", "Înlocuire difuzor", "Speaker replacement"],
      ["Tiché hovory a upozornění.", "Apeluri și notificări slabe."],
      60,
      false,
      { share: 0.06, min: 690, max: 1490 },
    ),
    op(
      "microphone",
      ["Výměna mikrofonu", "Înlocuire microfon", "Microphone replacement"],
      ["Když vás při hovoru neslyší.", "Când nu sunteți auzit în apel."],
      60,
      false,
      { share: 0.06, min: 690, max: 1490 },
    ),
    WATER,
  ],
  computer: [
    op(
      "display",
      ["Výměna displeje", "Înlocuire ecran", "Display replacement"],
      [
        "Celý displejový panel včetně kalibrace barev.",
        "Panou de afișaj complet, inclusiv calibrarea culorilor.",
      ],
      180,
      false,
      { share: 0.2, min: 2990, max: 19990 },
      { mainOnly: true },
    ),
    op(
      "battery",
      ["Výměna baterie", "Înlocuire baterie", "Battery replacement"],
      ["Nová baterie a test výdrže.", "Baterie nouă și test de autonomie."],
      90,
      false,
      { share: 0.06, min: 1990, max: 5990 },
    ),
    op(
      "keyboard",
      ["Výměna klávesnice", "Înlocuire tastatură", "Keyboard replacement"],
      [
        "Nefunkční nebo polité klávesy, české/rumunské rozložení.",
        "Taste defecte sau udate, aranjament ceh/român.",
      ],
      180,
      false,
      { share: 0.08, min: 1990, max: 6990 },
      { mainOnly: true },
    ),
    op(
      "trackpad",
      ["Výměna touchpadu", "Înlocuire touchpad", "Trackpad replacement"],
      ["Nereagující nebo zaseknutý touchpad.", "Touchpad fără răspuns sau blocat."],
      120,
      false,
      { share: 0.05, min: 1490, max: 4990 },
    ),
    op(
      "charging-port",
      ["Oprava napájecího konektoru", "Reparare conector alimentare", "Power port repair"],
      ["USB-C nebo MagSafe konektor, který nenabíjí.", "Conector USB-C sau MagSafe care nu încarcă."],
      120,
      false,
      { share: 0.04, min: 1490, max: 3990 },
    ),
    op(
      "ssd-upgrade",
      ["Rozšíření úložiště SSD", "Mărire stocare SSD", "SSD upgrade"],
      ["Větší SSD a přenesení systému i dat.", "SSD mai mare, cu mutarea sistemului și a datelor."],
      120,
      false,
      { share: 0.06, min: 1990, max: 6990 },
    ),
    DIAGNOSTICS,
    op(
      "data-transfer",
      ["Záloha a přenos dat", "Backup și transfer de date", "Backup and data transfer"],
      ["Záloha na disk a přenos do nového počítače.", "Backup pe disc și transfer pe noul calculator."],
      120,
      true,
      { flat: 990 },
    ),
    op(
      "software",
      ["Reinstalace operačního systému", "Reinstalare sistem de operare", "Operating system reinstall"],
      ["Čistá instalace a ovladače, data zachováme.", "Instalare curată și drivere, păstrăm datele."],
      120,
      false,
      { flat: 990 },
    ),
    op(
      "cleaning",
      [
        "Vyčištění a výměna teplovodivé pasty",
        "Curățare și înlocuire pastă termică",
        "Cleaning and thermal paste",
      ],
      ["Když se počítač přehřívá nebo hlučí.", "Când calculatorul se supraîncălzește sau e zgomotos."],
      90,
      false,
      { flat: 1290 },
    ),
    op(
      "webcam",
      ["Výměna webkamery", "Înlocuire cameră web", "Webcam replacement"],
      ["Nefunkční kamera pro videohovory.", "Camera pentru apeluri video nu funcționează."],
      120,
      false,
      { share: 0.03, min: 1190, max: 2990 },
    ),
    op(
      "speaker",
      ["Výměna reproduktorů", "Înlocuire difuzoare", "Speaker replacement"],
      ["Chrčící nebo tiché reproduktory.", "Difuzoare hârâite sau slabe."],
      120,
      false,
      { share: 0.03, min: 1190, max: 2990 },
    ),
    op(
      "bottom-case",
      ["Výměna spodního krytu", "Înlocuire carcasă inferioară", "Bottom case replacement"],
      ["Poškozený kryt v barvě vašeho počítače.", "Carcasă deteriorată în culoarea calculatorului."],
      90,
      false,
      { share: 0.05, min: 1490, max: 4990 },
      { perColor: true },
    ),
    { ...WATER, price: { flat: 2490 } },
  ],
};

/** `12345` → `12 290`-style shop price ending in 90, in whole crowns. */
export function shopPrice(czk: number): number {
  return Math.max(190, Math.round(czk / 100) * 100 - 10);
}

export function templatePrice(t: OperationTemplate, deviceValue: number): number {
  if ("flat" in t.price) return t.price.flat;
  const { share, min, max } = t.price;
  return shopPrice(Math.min(max, Math.max(min, deviceValue * share)));
}

/** Lei at about 1 : 5, ending in 9 as Romanian shops price (the catalogue seed converts the same way). */
export function leiPrice(czk: number): number {
  return Math.max(1, Math.round(czk / 50)) * 10 - 1;
}
