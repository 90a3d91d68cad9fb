import { RO_COUNTY_CODES } from "../../../domain/ro-counties.js";
import { xpathOn } from "./saxon.js";

/**
 * The CIUS-RO national rules we check before sending (and the ANAF stand-in checks on receipt), on
 * top of EN 16931. Each is an XPath that must be true of the document. Rule ids and messages follow
 * ANAF's published CIUS-RO list as implementers report it (shared/reference/einvoice-README.md);
 * sources and the rules left out are listed in docs/decisions/015-ro-e-factura.md.
 */
export interface CiusRoRule {
  id: string;
  /** ANAF's wording (Romanian), as the rejection carries it. */
  message: string;
  /** XPath 3.1 over the UBL document (prefixes cbc, cac); true = the rule holds. */
  test: string;
}

export interface RuleError {
  rule: string;
  message: string;
}

const counties = RO_COUNTY_CODES.map((c) => `'RO-${c}'`).join(",");
const parties = (p: string) =>
  `/*/cac:${p}/cac:Party/cac:PostalAddress[normalize-space(cac:Country/cbc:IdentificationCode) = 'RO']`;
const sectors = "('SECTOR1','SECTOR2','SECTOR3','SECTOR4','SECTOR5','SECTOR6')";

export const CIUS_RO_RULES: readonly CiusRoRule[] = [
  {
    id: "BR-RO-001",
    message:
      "Identificatorul specificației (BT-24) trebuie să fie urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1.",
    test: "normalize-space(/*/cbc:CustomizationID) = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1'",
  },
  {
    id: "BR-RO-010",
    message: "Numărul facturii (BT-1) trebuie să conțină cel puțin un caracter numeric.",
    test: "matches(/*/cbc:ID, '[0-9]')",
  },
  {
    id: "BR-RO-020",
    message:
      "Codul tipului facturii (BT-3) trebuie să fie 380, 384, 389, 751 (factură) sau 381 (notă de creditare).",
    test: "/*/cbc:InvoiceTypeCode = ('380','384','389','751') or /*/cbc:CreditNoteTypeCode = '381'",
  },
  {
    id: "BR-RO-030",
    message:
      "Dacă moneda facturii (BT-5) nu este RON, moneda de contabilizare a TVA (BT-6) trebuie să fie RON.",
    test: "/*/cbc:DocumentCurrencyCode = 'RON' or /*/cbc:TaxCurrencyCode = 'RON'",
  },
  {
    id: "BR-RO-100",
    message:
      "Dacă țara vânzătorului sau cumpărătorului este RO, subdiviziunea țării (BT-39, BT-54) trebuie să fie un cod ISO 3166-2:RO (de ex. RO-B, RO-CJ).",
    test: `every $a in (${parties("AccountingSupplierParty")}, ${parties("AccountingCustomerParty")}) satisfies normalize-space($a/cbc:CountrySubentity) = (${counties})`,
  },
  {
    id: "BR-RO-110",
    message:
      "Dacă subdiviziunea țării este RO-B (București), localitatea (BT-37, BT-52) trebuie să fie sectorul: SECTOR1 … SECTOR6.",
    test: `every $a in /*/(cac:AccountingSupplierParty|cac:AccountingCustomerParty)/cac:Party/cac:PostalAddress[normalize-space(cbc:CountrySubentity) = 'RO-B'] satisfies normalize-space($a/cbc:CityName) = ${sectors}`,
  },
  {
    id: "BR-RO-120",
    message:
      "Adresa vânzătorului și a cumpărătorului trebuie să conțină strada (BT-35, BT-50) și localitatea (BT-37, BT-52).",
    test: "every $a in /*/(cac:AccountingSupplierParty|cac:AccountingCustomerParty)/cac:Party/cac:PostalAddress satisfies (normalize-space($a/cbc:StreetName) != '' and normalize-space($a/cbc:CityName) != '')",
  },
  {
    id: "BR-RO-130",
    message:
      "Cumpărătorul trebuie identificat prin codul de înregistrare (BT-47) sau codul TVA (BT-48); persoana fizică fără CNP cu 0000000000000.",
    test: "normalize-space(/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID) != '' or normalize-space(/*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID) != ''",
  },
  {
    id: "BR-RO-L100",
    message: "Denumirea articolului (BT-153) poate avea cel mult 100 de caractere.",
    test: "every $n in //cac:Item/cbc:Name satisfies string-length($n) <= 100",
  },
  {
    id: "BR-RO-L200",
    message: "Referința comenzii (BT-13) poate avea cel mult 200 de caractere.",
    test: "every $r in /*/cac:OrderReference/cbc:ID satisfies string-length($r) <= 200",
  },
  {
    id: "BR-RO-L300",
    message: "O notă a facturii (BT-22) poate avea cel mult 300 de caractere.",
    test: "every $n in /*/cbc:Note satisfies string-length($n) <= 300",
  },
  {
    id: "BR-RO-L020",
    message: "Factura poate avea cel mult 20 de note (BG-1).",
    test: "count(/*/cbc:Note) <= 20",
  },
];

/** The CIUS-RO rules the document breaks (empty when it passes); a text that is no XML breaks all. */
export async function ciusRoErrors(xml: string): Promise<RuleError[]> {
  let xpath: (expr: string) => unknown;
  try {
    xpath = await xpathOn(xml);
  } catch {
    return [{ rule: "XML", message: "Fișierul nu este un document XML bine format." }];
  }
  return CIUS_RO_RULES.filter((r) => xpath(`boolean(${r.test})`) !== true).map((r) => ({
    rule: r.id,
    message: r.message,
  }));
}
