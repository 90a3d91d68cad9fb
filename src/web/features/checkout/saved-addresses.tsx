import type { Address } from "../../../contract/addresses.js";
import type { FinishBody } from "../../../contract/checkout.js";
import { useT } from "../../shop-context.js";

/** "new" is an address typed here; else a saved address's id. */
export type AddressChoice = number | "new";

/** The billing fields of a new address (the e-mail is the account's, the phone starts with the country code). */
export function emptyBilling(email: string, phonePrefix: string) {
  return {
    first_name: "",
    last_name: "",
    email,
    phone: phonePrefix,
    address: "",
    city: "",
    postcode: "",
    district: "",
    invoice_on_company: false,
    company: "",
    tin: "",
    vatn: "",
  };
}

/** A saved billing address as the checkout's billing fields (the e-mail stays the account's). */
export function billingFields(a: Address, email: string, phonePrefix: string) {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    email,
    phone: a.phone || phonePrefix,
    address: a.street,
    city: a.city,
    postcode: a.postcode,
    district: "",
    invoice_on_company: Boolean(a.company),
    company: a.company,
    tin: a.company_id,
    vatn: a.vat_id,
  };
}

/** A saved delivery address as the order's delivery address. */
export function deliveryAddressOf(
  a: Address,
  billing: FinishBody["order_billing_address"],
): NonNullable<FinishBody["order_delivery_address"]> {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    address: a.street,
    city: a.city,
    postcode: a.postcode,
    company: "",
    district: "",
    phone: a.phone || billing.phone,
    email: billing.email,
  };
}

const line = (a: Address) =>
  `${a.first_name} ${a.last_name}, ${a.company ? `${a.company}, ` : ""}${a.street}, ${a.postcode} ${a.city}`;

/** A choice among saved addresses (issue 16): each saved one, and `extra` (a new one, or the billing address). */
export function SavedAddressPicker({
  label,
  addresses,
  value,
  onChange,
  extra,
}: {
  label: string;
  addresses: Address[];
  value: AddressChoice;
  onChange: (choice: AddressChoice) => void;
  extra: string;
}) {
  const t = useT("account");
  return (
    <label className="mb-3 flex flex-col gap-1 text-sm font-medium text-gray-800">
      {label}
      <select
        value={String(value)}
        onChange={(e) => onChange(e.target.value === "new" ? "new" : Number(e.target.value))}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-base font-normal"
      >
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {line(a)}
            {a.is_default ? ` (${t("addresses.default")})` : ""}
          </option>
        ))}
        <option value="new">{extra}</option>
      </select>
    </label>
  );
}
