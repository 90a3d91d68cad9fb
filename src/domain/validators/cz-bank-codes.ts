/**
 * Czech bank codes (kódy bank) accepted in the sell-online form (spec §5 "invalid bank code").
 *
 * Snapshot of the Czech National Bank list "Účty a kódy bank"
 * (https://www.cnb.cz/cs/platebni-styk/ucty-kody-bank/, CSV kody_bank_CR.csv) as vendored by
 * python-stdnum `stdnum/cz/banks.dat` in January 2026 (domain.md B.3). Codes disappear after
 * mergers, so refresh this table from the CSV rather than editing it by hand.
 *
 * 6100 (the former Equa bank) is deliberately absent: the CNB list no longer carries it after
 * the merger into Raiffeisenbank, and a payout to a retired code would bounce.
 */

export interface CzBank {
  code: string;
  name: string;
  /** SWIFT/BIC when the CNB list gives one. */
  bic?: string;
}

/** The CNB list as it is, including banks being wound up (kept so a refresh is a plain copy). */
const CNB_LIST: readonly CzBank[] = [
  { code: "0100", name: "Komerční banka, a.s.", bic: "KOMBCZPP" },
  { code: "0300", name: "Československá obchodní banka, a. s.", bic: "CEKOCZPP" },
  { code: "0600", name: "MONETA Money Bank, a.s.", bic: "AGBACZPP" },
  { code: "0710", name: "Česká národní banka", bic: "CNBACZPP" },
  { code: "0800", name: "Česká spořitelna, a.s.", bic: "GIBACZPX" },
  { code: "2010", name: "Fio banka, a.s.", bic: "FIOBCZPP" },
  { code: "2060", name: "Citfin, spořitelní družstvo", bic: "CITFCZPP" },
  { code: "2070", name: "TRINITY BANK a.s.", bic: "MPUBCZPP" },
  { code: "2100", name: "ČSOB Hypoteční banka, a.s." },
  { code: "2200", name: "Peněžní dům, spořitelní družstvo" },
  { code: "2220", name: "Artesa, spořitelní družstvo", bic: "ARTTCZPP" },
  { code: "2250", name: "Banka CREDITAS a.s.", bic: "CTASCZ22" },
  { code: "2260", name: "NEY spořitelní družstvo" },
  { code: "2275", name: "Podnikatelská družstevní záložna" },
  { code: "2600", name: "Citibank Europe plc, organizační složka", bic: "CITICZPX" },
  { code: "2700", name: "UniCredit Bank Czech Republic and Slovakia, a.s.", bic: "BACXCZPP" },
  { code: "3030", name: "Air Bank a.s.", bic: "AIRACZPP" },
  { code: "3050", name: "BNP Paribas Personal Finance SA, odštěpný závod", bic: "BPPFCZP1" },
  { code: "3060", name: "PKO BP S.A., Czech Branch", bic: "BPKOCZPP" },
  { code: "3500", name: "ING Bank N.V.", bic: "INGBCZPP" },
  { code: "4000", name: "Max banka a.s.", bic: "EXPNCZPP" },
  { code: "4300", name: "Národní rozvojová banka, a.s.", bic: "NROZCZPP" },
  { code: "5500", name: "Raiffeisenbank a.s.", bic: "RZBCCZPP" },
  { code: "5800", name: "J&T BANKA, a.s.", bic: "JTBPCZPP" },
  { code: "6000", name: "PPF banka a.s.", bic: "PMBPCZPP" },
  { code: "6200", name: "COMMERZBANK Aktiengesellschaft, pobočka Praha", bic: "COBACZPX" },
  { code: "6210", name: "mBank S.A., organizační složka", bic: "BREXCZPP" },
  { code: "6300", name: "BNP Paribas S.A., pobočka Česká republika", bic: "GEBACZPP" },
  { code: "6363", name: "Partners Banka, a.s." },
  { code: "6700", name: "Všeobecná úverová banka a.s., pobočka Praha", bic: "SUBACZPP" },
  { code: "6800", name: "Sberbank CZ, a.s. v likvidaci", bic: "VBOECZ2X" },
  {
    code: "7910",
    name: "Deutsche Bank Aktiengesellschaft Filiale Prag, organizační složka",
    bic: "DEUTCZPX",
  },
  { code: "7950", name: "Raiffeisen stavební spořitelna a.s." },
  { code: "7960", name: "ČSOB Stavební spořitelna, a.s." },
  { code: "7970", name: "MONETA Stavební Spořitelna, a.s." },
  { code: "7990", name: "Modrá pyramida stavební spořitelna, a.s." },
  { code: "8030", name: "Volksbank Raiffeisenbank Nordoberpfalz eG pobočka Cheb", bic: "GENOCZ21" },
  { code: "8040", name: "Oberbank AG pobočka Česká republika", bic: "OBKLCZ2X" },
  { code: "8060", name: "Stavební spořitelna České spořitelny, a.s." },
  { code: "8090", name: "Česká exportní banka, a.s.", bic: "CZEECZPP" },
  { code: "8150", name: "HSBC Continental Europe, Czech Republic", bic: "MIDLCZPP" },
  { code: "8190", name: "Sparkasse Oberlausitz-Niederschlesien" },
  { code: "8198", name: "FAS finance company s.r.o.", bic: "FFCSCZP1" },
  { code: "8220", name: "Payment execution s.r.o.", bic: "PAERCZP1" },
  { code: "8250", name: "Bank of China (CEE) Ltd. Prague Branch", bic: "BKCHCZPP" },
  { code: "8255", name: "Bank of Communications Co., Ltd., Prague Branch odštěpný závod", bic: "COMMCZPP" },
  {
    code: "8265",
    name: "Industrial and Commercial Bank of China Limited, Prague Branch, odštěpný závod",
    bic: "ICBKCZPP",
  },
  { code: "8280", name: "B-Efekt a.s.", bic: "BEFKCZP1" },
  { code: "8500", name: "Multitude Bank p.l.c." },
];

/**
 * A bank in liquidation or bankruptcy ("v likvidaci", "v konkursu", "v insolvenci") takes no new
 * payments: a payout to it would bounce, so the sell-online form neither offers nor accepts it
 * (issue 19: the list offered Sberbank CZ, a.s. v likvidaci).
 */
export const isWoundUp = (b: Pick<CzBank, "name">) => /\bv\s+(likvidaci|konkursu|insolvenci)\b/i.test(b.name);

export const CZ_BANKS: readonly CzBank[] = CNB_LIST.filter((b) => !isWoundUp(b));

const BY_CODE = new Map(CZ_BANKS.map((b) => [b.code, b]));

/** The bank for a 4-digit code, or undefined when the CNB list does not know it. */
export function findCzBank(code: string): CzBank | undefined {
  return BY_CODE.get(code.trim());
}
