import { ADDRESS_COUNTRIES, NATIONALITIES } from "../domain/buyback-countries.js";
import { parseLocalDate } from "../domain/dates.js";
import type { MarketCode } from "../domain/market.js";
import { isValidAccountNumber, isValidBankCode } from "../domain/validators/bank-account.js";
import { isValidBirthNumber } from "../domain/validators/birth-number.js";
import { isValidCnp } from "../domain/validators/cnp.js";
import { isValidIban } from "../domain/validators/iban.js";
import { isValidIdCardNumber } from "../domain/validators/id-card.js";
import { isValidImei } from "../domain/validators/imei.js";
import { isValidPhone } from "../domain/validators/phone.js";
import { isValidPostcode } from "../domain/validators/postcode.js";
import { isValidSerialNumber } from "../domain/validators/serial-number.js";
import { isValidTitle } from "../domain/validators/title.js";
import { email } from "./accounts.js";
import { z } from "./z.js";

/**
 * The sell-online form (spec §3 Sell request: customer_data, pickup_address, buyout_device) with
 * the spec §5 rules. One schema for the browser form and the server; fields whose rule depends on
 * another field (postcode and phone on the country, birth and ID numbers on the nationality) are
 * checked in one refinement, so both sides report them on the same field.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

const oneOf = (list: readonly string[]) =>
  z.string().refine((v) => list.includes(v), { message: "validation.choice" });

/** Date `DD.MM.YYYY` (two-digit years to the nearest century) → ISO `YYYY-MM-DD`. */
export const localDate = z
  .string()
  .trim()
  .min(1)
  .max(20)
  // A refinement, not an issue raised in the transform: that would stop the cross-field checks.
  .refine((v) => parseLocalDate(v) !== null, { message: "validation.date" })
  .transform((v) => parseLocalDate(v) ?? "");

function checkPersonalNumber(value: string, nationality: string): string | null {
  if (nationality === "CZ" || nationality === "SK")
    return isValidBirthNumber(value) ? null : "validation.birthNumber";
  // A Czech or Slovak birth number under Romanian citizenship: say which field to change (issue 19).
  if (nationality === "RO")
    return isValidCnp(value) ? null : isValidBirthNumber(value) ? "buyback:cnpForeign" : "buyback:cnp";
  return /^[A-Za-z0-9/-]{4,20}$/.test(value) ? null : "validation.birthNumber";
}

/** CZ market: `[prefix-]number` with the mod-11 checks; RO market: an IBAN. */
function checkBankAccount(value: string, market: MarketCode): { field: string; message: string } | null {
  if (market === "ro")
    return isValidIban(value)
      ? null
      : { field: "bank_account_full_number", message: "validation.bankAccount" };
  const m = /^(?:(\d{1,6})-)?(\d{2,10})$/.exec(value.replace(/\s/g, ""));
  if (!m) return { field: "bank_account_full_number", message: "validation.bankAccount" };
  // The prefix is checked on its own so the form can say which part is wrong.
  if (m[1] && !prefixValid(m[1])) return { field: "bank_account_full_number", message: "validation.prefix" };
  if (!isValidAccountNumber(m[2]))
    return { field: "bank_account_full_number", message: "validation.bankAccount" };
  return null;
}

/** Decree 169/2011 weights for the 6-digit prefix (the last six of 6,3,7,9,10,5,8,4,2,1). */
const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
function prefixValid(prefix: string): boolean {
  const p = prefix.padStart(6, "0");
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += (p.charCodeAt(i) - 48) * PREFIX_WEIGHTS[i];
  return sum % 11 === 0;
}

export function customerDataSchema(market: MarketCode, today: () => Date = () => new Date()) {
  const countries = ADDRESS_COUNTRIES[market];
  return (
    z
      .object({
        personal_identification_number: text(20),
        identity_card_number: text(20),
        identity_released_by: text(100),
        identity_valid_to: localDate,
        degree_before_name: optionalText(40).refine((v) => v === "" || isValidTitle(v), {
          message: "validation.title",
        }),
        first_name: text(100),
        last_name: text(100),
        gender: z.enum(["M", "F"]),
        district: optionalText(100),
        street: text(200),
        city: text(100),
        country: oneOf(countries),
        postcode: text(10),
        phone_number: text(30),
        nationality: oneOf(NATIONALITIES),
        place_of_birth: text(100),
        e_mail: email,
        bank_account_full_number: text(40),
        bank_code: market === "cz" ? text(4) : optionalText(4),
      })
      // Runs even when other fields failed (an empty e-mail must not hide a wrong postcode), so it
      // reads every value defensively: on the server a field may be missing or of the wrong type.
      .superRefine(
        (raw, ctx) => {
          const v = raw as Record<string, unknown>;
          const s = (k: string) => (typeof v[k] === "string" ? (v[k] as string).trim() : "");
          const issue = (path: string, message: string) =>
            ctx.addIssue({ code: "custom", message, path: [path] });
          const [country, nationality] = [s("country"), s("nationality")];
          if (s("postcode") && country && !isValidPostcode(country, s("postcode")))
            issue("postcode", "validation.postcode");
          if (s("phone_number") && country && !isValidPhone(s("phone_number"), country))
            issue("phone_number", "validation.phone");
          const personal = s("personal_identification_number");
          const personalError = personal && nationality ? checkPersonalNumber(personal, nationality) : null;
          if (personalError) issue("personal_identification_number", personalError);
          if (
            s("identity_card_number") &&
            nationality &&
            !isValidIdCardNumber(s("identity_card_number"), nationality)
          )
            issue("identity_card_number", "validation.idCard");
          const validTo = s("identity_valid_to");
          if (/^\d{4}-/.test(validTo) && validTo < isoDay(today()))
            issue("identity_valid_to", "buyback:idExpired");
          const bank = s("bank_account_full_number")
            ? checkBankAccount(s("bank_account_full_number"), market)
            : null;
          if (bank) issue(bank.field, bank.message);
          if (market === "cz" && s("bank_code") && !isValidBankCode(s("bank_code")))
            issue("bank_code", "validation.bankCode");
        },
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      )
  );
}

function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Only sent with an alternative pickup address (spec §3). */
export function pickupAddressSchema(market: MarketCode) {
  return z
    .object({
      district: optionalText(100),
      street: text(200),
      city: text(100),
      postcode: text(10),
      country: oneOf(ADDRESS_COUNTRIES[market]),
      delivery_extra_info: optionalText(300),
    })
    .superRefine(
      (raw, ctx) => {
        const v = raw as Record<string, unknown>;
        const [postcode, country] = [v.postcode, v.country].map((x) =>
          typeof x === "string" ? x.trim() : "",
        );
        if (postcode && country && !isValidPostcode(country, postcode))
          ctx.addIssue({ code: "custom", message: "validation.postcode", path: ["postcode"] });
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}

/**
 * IMEI and serial number are each checked when given; which one is required depends on the device
 * type (phones have an IMEI, computers do not), so that rule is `requiredDeviceIdentifier`.
 */
export const buyoutDeviceSchema = z.object({
  imei: optionalText(20).refine((v) => v === "" || isValidImei(v), { message: "validation.imei" }),
  serial_number: optionalText(30).refine((v) => v === "" || isValidSerialNumber(v), {
    message: "validation.serialNumber",
  }),
  note: optionalText(500),
});

/** Phones and tablets are identified by IMEI (cellular tablets; Wi-Fi ones give a serial), the rest by serial number. */
export function requiredDeviceIdentifier(typeSlug: string): "imei" | "serial_number" {
  return typeSlug === "phone" ? "imei" : "serial_number";
}

export type CustomerData = z.output<ReturnType<typeof customerDataSchema>>;
export type PickupAddress = z.output<ReturnType<typeof pickupAddressSchema>>;
export type BuyoutDevice = z.output<typeof buyoutDeviceSchema>;
