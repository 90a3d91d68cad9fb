import {
  type Address,
  type AddressBody,
  type AddressKind,
  type AddressUpdateBody,
  MAX_ADDRESSES,
  normaliseCompanyId,
} from "../../../contract/addresses.js";
import { formatPostcode } from "../../../domain/validators/postcode.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import {
  type AddressChange,
  type AddressRow,
  addressesOfUser,
  addressOfUser,
  clearDefault,
  countAddresses,
  deleteAddress,
  deleteAddressesOfUser,
  insertAddress,
  type NewAddress,
  promoteNewest,
  updateAddress,
} from "./addresses.queries.js";

const view = (r: AddressRow): Address => ({
  id: r.id,
  kind: r.kind as AddressKind,
  is_default: r.isDefault,
  first_name: r.firstName,
  last_name: r.lastName,
  street: r.street,
  city: r.city,
  postcode: r.postcode,
  country: r.country,
  phone: r.phone ?? "",
  company: r.company ?? "",
  company_id: r.companyId ?? "",
  vat_id: r.vatId ?? "",
});

/** The columns of a checked body; a delivery address carries no company data. */
function columns(kind: string, b: AddressUpdateBody): AddressChange {
  const billing = kind === "billing";
  return {
    firstName: b.first_name,
    lastName: b.last_name,
    street: b.street,
    city: b.city,
    postcode: formatPostcode(b.country, b.postcode),
    country: b.country,
    phone: b.phone || null,
    company: billing ? b.company || null : null,
    companyId: billing && b.company_id ? normaliseCompanyId(b.country, b.company_id) : null,
    vatId: billing && b.vat_id ? b.vat_id.replace(/\s/g, "").toUpperCase() : null,
  };
}

/** The customer's addresses, billing first, each kind's default first (the account page, the checkout). */
export async function myAddresses(ctx: AppContext, userId: number | null): Promise<{ results: Address[] }> {
  if (userId === null) return { results: [] };
  return { results: (await addressesOfUser(ctx.db, userId)).map(view) };
}

/** The customer's addresses decrypted, for the owner's data export. */
export async function addressesForExport(db: DbOrTx, userId: number): Promise<Address[]> {
  return (await addressesOfUser(db, userId)).map(view);
}

/**
 * Saves a new address. The first of its kind is the default whatever was asked; asking for the
 * default moves it from the previous one in the same transaction.
 */
export async function addAddress(ctx: AppContext, userId: number, body: AddressBody): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES)
      throw new ValidationError({}, `account:addresses.errors.tooMany?max=${MAX_ADDRESSES}`, [
        `account:addresses.errors.tooMany?max=${MAX_ADDRESSES}`,
      ]);
    const first = (await countAddresses(tx, userId, body.kind)) === 0;
    const isDefault = first || body.is_default;
    if (isDefault) await clearDefault(tx, userId, body.kind);
    const row = await insertAddress(tx, {
      ...(columns(body.kind, body) as Omit<NewAddress, "userId" | "kind">),
      userId,
      kind: body.kind,
      isDefault,
    });
    return view(row);
  });
}

/** Edits one of the customer's addresses (another's id: 404); `is_default` makes it the default. */
export async function editAddress(
  ctx: AppContext,
  userId: number,
  id: number,
  body: AddressUpdateBody,
): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    const current = await addressOfUser(tx, userId, id);
    if (!current) throw notFound("account:addresses.notFound");
    const makeDefault = body.is_default && !current.isDefault;
    if (makeDefault) await clearDefault(tx, userId, current.kind, id);
    const row = await updateAddress(tx, id, {
      ...columns(current.kind, body),
      ...(makeDefault ? { isDefault: true } : {}),
    });
    return view(row);
  });
}

/** Deletes one of the customer's addresses; when it was the default, the newest other one takes over. */
export async function removeAddress(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await addressOfUser(tx, userId, id);
    if (!current) throw notFound("account:addresses.notFound");
    await deleteAddress(tx, id);
    if (current.isDefault) await promoteNewest(tx, userId, current.kind);
  });
}

/** Erases every address of the customer (the account's deletion, in its transaction). */
export function eraseAddresses(db: DbOrTx, userId: number): Promise<number> {
  return deleteAddressesOfUser(db, userId);
}
