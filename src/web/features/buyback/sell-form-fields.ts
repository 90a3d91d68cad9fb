import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { sellBody } from "../../../contract/buyback.js";
import { requiredDeviceIdentifier } from "../../../contract/buyback-customer.js";
import type { MarketCode } from "../../../domain/market.js";

/**
 * The sell-online form under its front-side names (spec §3 Customer form) and where each lives
 * in the API body. The same table maps a server 400 back onto the fields, alternative-address
 * fields included (spec §5).
 */
export const SELL_FIELDS = {
  imei: ["buyout_device", "imei"],
  serialNumber: ["buyout_device", "serial_number"],
  note: ["buyout_device", "note"],
  birthNumber: ["customer_data", "personal_identification_number"],
  identityCardNumber: ["customer_data", "identity_card_number"],
  identityReleasedBy: ["customer_data", "identity_released_by"],
  identityValidTo: ["customer_data", "identity_valid_to"],
  titleBeforeName: ["customer_data", "degree_before_name"],
  firstName: ["customer_data", "first_name"],
  lastName: ["customer_data", "last_name"],
  gender: ["customer_data", "gender"],
  district: ["customer_data", "district"],
  street: ["customer_data", "street"],
  city: ["customer_data", "city"],
  country: ["customer_data", "country"],
  postcode: ["customer_data", "postcode"],
  phoneNumber: ["customer_data", "phone_number"],
  nationality: ["customer_data", "nationality"],
  placeOfBirth: ["customer_data", "place_of_birth"],
  email: ["customer_data", "e_mail"],
  bankAccountNumber: ["customer_data", "bank_account_full_number"],
  bankCode: ["customer_data", "bank_code"],
  altDistrict: ["pickup_address", "district"],
  altStreet: ["pickup_address", "street"],
  altCity: ["pickup_address", "city"],
  altPostcode: ["pickup_address", "postcode"],
  altCountry: ["pickup_address", "country"],
  altExtraInfo: ["pickup_address", "delivery_extra_info"],
} as const;

export type SellField = keyof typeof SELL_FIELDS;
export type SellValues = Record<SellField, string> & { pickupAltAddress: boolean };

const BY_PATH = new Map<string, SellField>(
  Object.entries(SELL_FIELDS).map(([front, path]) => [path.join("."), front as SellField]),
);

/** A server or schema error path → the form field; the whole pickup address → its block ("altLocation"). */
export function fieldForPath(path: (string | number)[]): SellField | "altLocation" | undefined {
  const key = path.map(String).join(".");
  if (key === "pickup_address") return "altLocation";
  return BY_PATH.get(key);
}

export function emptySellValues(country: string): SellValues {
  const values = Object.fromEntries(Object.keys(SELL_FIELDS).map((k) => [k, ""])) as unknown as SellValues;
  return { ...values, country, nationality: country, altCountry: country, pickupAltAddress: false };
}

/** Front values → the `customer_data`, `pickup_address`, `buyout_device` parts of the sell request. */
export function toSellParts(v: SellValues) {
  const body: Record<string, Record<string, string>> = {
    customer_data: {},
    buyout_device: {},
    pickup_address: {},
  };
  for (const [front, [group, field]] of Object.entries(SELL_FIELDS))
    body[group][field] = v[front as SellField] ?? "";
  return {
    customer_data: body.customer_data,
    buyout_device: body.buyout_device,
    pickup_address: v.pickupAltAddress ? body.pickup_address : null,
  };
}

/**
 * Client-side validation with the server's own schema (contract/buyback.ts sellBody) plus the
 * per-type rule for IMEI vs serial number; one error per field.
 */
export function sellResolver(
  market: MarketCode,
  typeSlug: string,
  request: () => object,
): Resolver<SellValues> {
  const schema = sellBody(market);
  return async (values) => {
    const parsed = schema.safeParse({ ...request(), ...toSellParts(values) });
    const errors: FieldErrors<SellValues> = {};
    const put = (field: string | undefined, message: string) => {
      const byName = errors as Record<string, FieldError | undefined>;
      if (field && !byName[field]) byName[field] = { type: "validate", message };
    };
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        put(fieldForPath(issue.path as (string | number)[]), issue.message);
    const needed = requiredDeviceIdentifier(typeSlug) === "imei" ? "imei" : "serialNumber";
    if (!values[needed].trim()) put(needed, "validation.required");
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
