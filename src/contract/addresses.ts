import { isValidCui, normaliseCui } from "../domain/validators/cui.js";
import { isValidCzDic, isValidIco, normaliseIco } from "../domain/validators/ico.js";
import { isValidPhone } from "../domain/validators/phone.js";
import { isValidPostcode } from "../domain/validators/postcode.js";
import { z } from "./z.js";

export const ADDRESS_KINDS = ["billing", "delivery"] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** The countries an address may be in (the shop delivers in the EU; these are offered). */
export const ADDRESS_COUNTRIES = ["CZ", "RO", "SK", "PL", "DE", "AT", "HU"] as const;
/** A customer keeps at most this many addresses (a form cannot fill the table). */
export const MAX_ADDRESSES = 20;

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).optional().default("");

const addressFields = {
  first_name: required(100),
  last_name: required(100),
  street: required(200),
  city: required(100),
  postcode: required(12),
  country: z.enum(ADDRESS_COUNTRIES),
  phone: optional(30),
  /** Billing only (ignored on a delivery address). */
  company: optional(200),
  /** IČO in Czechia, CUI in Romania. */
  company_id: optional(20),
  /** DIČ (CZ…) in Czechia, the VAT code (RO…) in Romania. */
  vat_id: optional(20),
  /** Make it the default of its kind (the current default stays one until another is chosen). */
  is_default: z.boolean().optional().default(false),
};

type Checked = {
  country: string;
  postcode: string;
  phone: string;
  company: string;
  company_id: string;
  vat_id: string;
};

/** The rules that depend on the country: postcode, phone, IČO/DIČ (CZ) or CUI (RO). */
function checkByCountry(v: Checked, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!isValidPostcode(v.country, v.postcode)) issue("postcode", "validation.postcode");
  if (v.phone && !isValidPhone(v.phone, v.country)) issue("phone", "validation.phone");
  if (v.company_id) {
    if (v.country === "CZ" && !isValidIco(v.company_id)) issue("company_id", "account:addresses.errors.ico");
    if (v.country === "RO" && !isValidCui(v.company_id)) issue("company_id", "account:addresses.errors.cui");
  }
  if (v.vat_id) {
    if (v.country === "CZ" && !isValidCzDic(v.vat_id)) issue("vat_id", "account:addresses.errors.dic");
    if (v.country === "RO" && !(/^RO/i.test(v.vat_id.trim()) && isValidCui(v.vat_id)))
      issue("vat_id", "account:addresses.errors.vatRo");
  }
  if ((v.company_id || v.vat_id) && !v.company) issue("company", "validation.required");
}

/** A new address (POST): its kind and the fields. */
export const addressBody = z
  .object({ kind: z.enum(ADDRESS_KINDS), ...addressFields })
  .superRefine((v, ctx) => checkByCountry(v, ctx));
export type AddressBody = z.infer<typeof addressBody>;

/** An edited address (PUT): the kind stays what it was. */
export const addressUpdateBody = z.object(addressFields).superRefine((v, ctx) => checkByCountry(v, ctx));
export type AddressUpdateBody = z.infer<typeof addressUpdateBody>;

/** The written form of company numbers: IČO without spaces, CUI without spaces and the RO prefix. */
export function normaliseCompanyId(country: string, value: string): string {
  if (!value) return "";
  return country === "RO" ? normaliseCui(value) : normaliseIco(value);
}

export const address = z.object({
  id: z.number(),
  kind: z.enum(ADDRESS_KINDS),
  is_default: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  company: z.string(),
  company_id: z.string(),
  vat_id: z.string(),
});
export type Address = z.infer<typeof address>;

export const addressList = z.object({ results: z.array(address) });
