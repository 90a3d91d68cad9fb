import { id, paging } from "./common.js";
import { z } from "./z.js";

const dateish = z.preprocess((v) => (v === "" ? null : v), z.coerce.date().nullable().optional());
const money = z.number().int();

/**
 * An action package as staff edit it (issue 20). Rules that need the catalogue (the parts exist
 * and sell here, the price is below the parts' sum, at least two parts) are checked by the server
 * and answered on the same fields.
 */
export const actionPackageInput = z
  .object({
    name_cs: z.string().trim().min(1).max(200),
    name_ro: z.string().trim().min(1).max(200),
    /** The whole package's price in minor units, VAT included. */
    price: z.number().int().positive().max(100_000_000),
    valid_from: dateish,
    valid_to: dateish,
    is_active: z.boolean().default(true),
    parts: z
      .array(z.object({ product_id: id, quantity: z.number().int().min(1).max(10).default(1) }))
      .max(10),
  })
  .refine((v) => !v.valid_from || !v.valid_to || v.valid_to > v.valid_from, {
    message: "validation.timeOrder",
    path: ["valid_to"],
  });
export type ActionPackageInput = z.infer<typeof actionPackageInput>;

export const actionPackagePart = z.object({
  product_id: z.number(),
  quantity: z.number(),
  code: z.string(),
  name: z.string(),
  seo_name: z.string(),
  type_code: z.string(),
  color_hex: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The part's own price now (one piece). */
  list_price: money,
  is_active: z.boolean(),
  /** Warehouse and stores together. */
  stock: z.number(),
});

export const actionPackageOut = z.object({
  id: z.number(),
  name_cs: z.string(),
  name_ro: z.string(),
  price: money,
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  is_active: z.boolean(),
  parts: z.array(actionPackagePart),
  /** The parts' prices now, times their quantities. */
  parts_total: money,
});
export type ActionPackageOut = z.infer<typeof actionPackageOut>;

export const actionPackageListQuery = z.object({
  ...paging,
  search: z.string().trim().max(100).optional(),
});
export const actionPackageListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(actionPackageOut),
});

export const productPickQuery = z.object({ q: z.string().trim().min(2).max(100) });
export const productPickResponse = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      price: money,
      is_active: z.boolean(),
      stock: z.number(),
    }),
  ),
});

/** The offer on a part's product page: "Kupte v balíčku … za X, ušetříte Y". */
export const packageOffer = z.object({
  id: z.number(),
  name: z.string(),
  price: money,
  parts_total: money,
  saving: money,
  /** Every part sells and is in stock (else the first reason why not, in the shopper's language). */
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
  parts: z.array(actionPackagePart),
});
export type PackageOffer = z.infer<typeof packageOffer>;
export const productOffersParams = z.object({ product_id: id });
export const productOffersResponse = z.object({ offers: z.array(packageOffer) });

/** Cart: put a package in (again: its count grows). */
export const addPackageBody = z.object({
  package_id: id,
  quantity: z.coerce.number().int().min(1).max(20).default(1),
  /** Where a no-script form post returns to. */
  next: z.string().max(500).optional(),
});
export const cartPackageParams = z.object({ id });
export const patchPackageBody = z.object({ quantity: z.number().int().min(1).max(20) });
export const addPackageResponse = z.object({ count: z.number(), item_id: z.number(), message: z.string() });

/** A package in the cart: one group at its package price, its parts listed. */
export const cartActionPackage = z.object({
  /** The cart line of the package (PATCH and DELETE take it). */
  id: z.number(),
  package_id: z.number(),
  name: z.string(),
  quantity: z.number(),
  unit_price: money,
  /** The package price times the count, before discounts. */
  line_price: money,
  /** What the parts would cost one by one, times the count. */
  parts_total: money,
  discount: money,
  /** The package has ended (or a part stopped selling): it cannot be ordered until removed. */
  ended: z.boolean(),
  /** A part the warehouse and stores together no longer hold enough of (the order would be refused). */
  short_part: z.string().nullable(),
  parts: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      seo_name: z.string(),
      type_code: z.string(),
      color_hex: z.string().nullable(),
      image_url: z.string().nullable(),
      /** Pieces in one package. */
      quantity: z.number(),
      list_price: money,
      /** This part's share of the package price, one piece (what its order line is priced at). */
      unit_price: money,
    }),
  ),
});
export type CartActionPackage = z.infer<typeof cartActionPackage>;
