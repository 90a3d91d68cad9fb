import type { Market, MarketCode } from "./market.js";

/**
 * The shop's own company per market: the seller on invoices and credit notes (VAT Act 235/2004
 * § 29 / Codul fiscal art. 319 require its name, address and tax ids). Demo values matching the
 * operator shown in the shop's footer; see docs/decisions/007-invoice-documents.md.
 */
export interface Seller {
  name: string;
  street: string;
  buildingNumber: string;
  city: string;
  postcode: string;
  country: "CZ" | "RO";
  countryName: string;
  /** IČO (CZ) or CUI without the RO prefix (RO). */
  companyId: string;
  /** DIČ (CZ…) or the VAT code (RO…). */
  vatId: string;
  /** Commercial register entry as printed (spisová značka / Nr. Reg. Com.). */
  register: string;
  email: string;
  phone: string;
  web: string;
  bank: {
    /** The account as customers write it (national form in CZ, IBAN in RO). */
    display: string;
    number: string;
    bankCode: string;
    bankName: string;
    iban: string;
    bic: string;
  };
}

export const SELLERS: Record<MarketCode, Seller> = {
  cz: {
    name: "Mobil Centrum s.r.o.",
    street: "Václavské náměstí",
    buildingNumber: "21",
    city: "Praha 1",
    postcode: "110 00",
    country: "CZ",
    countryName: "Česká republika",
    companyId: "12345679",
    vatId: "CZ12345679",
    register: "C 123456 vedená u Městského soudu v Praze",
    email: "info@mobilcentrum.cz",
    phone: "+420 800 123 456",
    web: "www.mobilcentrum.cz",
    bank: {
      display: "2000145399/0800",
      number: "2000145399",
      bankCode: "0800",
      bankName: "Česká spořitelna, a.s.",
      iban: "CZ7908000000002000145399",
      bic: "GIBACZPX",
    },
  },
  ro: {
    name: "Mobil Centrum SRL",
    street: "Bulevardul General Paul Teodorescu",
    buildingNumber: "4",
    city: "București",
    postcode: "061344",
    country: "RO",
    countryName: "România",
    companyId: "12345674",
    vatId: "RO12345674",
    register: "J40/1234/2015",
    email: "info@mobilcentrum.ro",
    phone: "+40 800 123 456",
    web: "www.mobilcentrum.ro",
    bank: {
      display: "RO49 AAAA 1B31 0075 9384 0000",
      number: "RO49AAAA1B31007593840000",
      bankCode: "AAAA",
      bankName: "Banca Demo",
      iban: "RO49AAAA1B31007593840000",
      bic: "",
    },
  },
};

export const sellerOf = (market: Pick<Market, "code">): Seller => SELLERS[market.code];
