/**
 * Romanian counties (județe) as ISO 3166-2:RO codes, found from a six-digit postcode, and
 * Bucharest's sectors, as RO e-Factura (CIUS-RO BR-RO-110/111/120/121) wants them in a Romanian
 * address: `cbc:CountrySubentity` is the county's ISO code (`RO-CJ`), and in Bucharest (`RO-B`)
 * `cbc:CityName` is the sector (`SECTOR1` … `SECTOR6`).
 *
 * Postcodes (Poșta Română, six digits since 2003): the first two digits name the county, and in
 * Bucharest (01–06) the sector (domain.md B.4). Source of the prefixes: Poșta Română's code list
 * (data.gov.ro "coduri-postale-romania"), one prefix per county seat and its county.
 */

export interface RoCounty {
  /** ISO 3166-2:RO without the country: "CJ", "B". */
  code: string;
  name: string;
}

const COUNTIES: Record<string, string> = {
  AB: "Alba",
  AR: "Arad",
  AG: "Argeș",
  BC: "Bacău",
  BH: "Bihor",
  BN: "Bistrița-Năsăud",
  BT: "Botoșani",
  BV: "Brașov",
  BR: "Brăila",
  B: "București",
  BZ: "Buzău",
  CS: "Caraș-Severin",
  CL: "Călărași",
  CJ: "Cluj",
  CT: "Constanța",
  CV: "Covasna",
  DB: "Dâmbovița",
  DJ: "Dolj",
  GL: "Galați",
  GR: "Giurgiu",
  GJ: "Gorj",
  HR: "Harghita",
  HD: "Hunedoara",
  IL: "Ialomița",
  IS: "Iași",
  IF: "Ilfov",
  MM: "Maramureș",
  MH: "Mehedinți",
  MS: "Mureș",
  NT: "Neamț",
  OT: "Olt",
  PH: "Prahova",
  SM: "Satu Mare",
  SJ: "Sălaj",
  SB: "Sibiu",
  SV: "Suceava",
  TR: "Teleorman",
  TM: "Timiș",
  TL: "Tulcea",
  VS: "Vaslui",
  VL: "Vâlcea",
  VN: "Vrancea",
};

/** First two postcode digits → county code. 01–06 are Bucharest's sectors 1–6. */
const BY_PREFIX: Record<string, string> = {
  "01": "B",
  "02": "B",
  "03": "B",
  "04": "B",
  "05": "B",
  "06": "B",
  "07": "IF",
  "08": "GR",
  "10": "PH",
  "11": "AG",
  "12": "BZ",
  "13": "DB",
  "14": "TR",
  "20": "DJ",
  "21": "GJ",
  "22": "MH",
  "23": "OT",
  "24": "VL",
  "30": "TM",
  "31": "AR",
  "32": "CS",
  "33": "HD",
  "40": "CJ",
  "41": "BH",
  "42": "BN",
  "43": "MM",
  "44": "SM",
  "45": "SJ",
  "50": "BV",
  "51": "AB",
  "52": "CV",
  "53": "HR",
  "54": "MS",
  "55": "SB",
  "60": "BC",
  "61": "NT",
  "62": "VN",
  "70": "IS",
  "71": "BT",
  "72": "SV",
  "73": "VS",
  "80": "GL",
  "81": "BR",
  "82": "TL",
  "90": "CT",
  "91": "CL",
  "92": "IL",
};

export const RO_COUNTY_CODES: readonly string[] = Object.keys(COUNTIES);

export const isRoCountyCode = (iso: string) => /^RO-[A-Z]{1,2}$/.test(iso) && iso.slice(3) in COUNTIES;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\b(judetul|jud\.?|municipiul|mun\.?)\s*/g, "")
    .replace(/[^a-z]/g, "");

const byName = new Map(Object.entries(COUNTIES).map(([code, name]) => [fold(name), code]));
byName.set("bucuresti", "B");
byName.set("bucharest", "B");

export interface RoPlace {
  /** ISO 3166-2:RO, "RO-CJ". */
  county: string;
  countyName: string;
  /** Bucharest's sector (1–6) when known. */
  sector: number | null;
}

/**
 * The county (and in Bucharest the sector) of a Romanian address: from the postcode, else from a
 * county or sector written in `hint` (a "Județ / sector" field, or the city: "Sector 3",
 * "București", "Cluj"). Null when neither tells.
 */
export function roPlace(postcode: string, hint = ""): RoPlace | null {
  const digits = postcode.replace(/\s/g, "");
  const sectorIn = (s: string) => {
    const m = /\bsector(?:ul)?\s*([1-6])\b/i.exec(s);
    return m ? Number(m[1]) : null;
  };
  if (/^\d{6}$/.test(digits)) {
    const code = BY_PREFIX[digits.slice(0, 2)];
    if (code) {
      const sector = code === "B" ? Number(digits[1]) : null;
      return { county: `RO-${code}`, countyName: COUNTIES[code], sector };
    }
  }
  const sector = sectorIn(hint);
  if (sector) return { county: "RO-B", countyName: COUNTIES.B, sector };
  const code = byName.get(fold(hint));
  return code ? { county: `RO-${code}`, countyName: COUNTIES[code], sector: null } : null;
}

/** CIUS-RO's city for a Bucharest address: "SECTOR1" … "SECTOR6". */
export const bucharestSector = (sector: number) => `SECTOR${sector}`;
