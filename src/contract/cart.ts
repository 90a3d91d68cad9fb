import { cartActionPackage } from "./action-packages.js";
import { imageRef } from "./catalog-image.js";
import { z } from "./z.js";

const id = z.coerce.number().int().positive();
const optionalId = z.preprocess((v) => (v === "" || v === null ? undefined : v), id.optional());

/** Spec §3 Add-to-cart payload. Also accepted form-encoded (the button works before hydration). */
export const addToCartBody = z.object({
  product: id,
  cart_package_item_parent_id: optionalId,
  installment_id: z.string().trim().max(60).optional().nullable(),
  installment_arrange_type: z.enum(["on-store", "online"]).optional().nullable(),
  buyout_product: z.string().trim().max(100).optional().nullable(),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  generalTuito: optionalId,
  screenTuito: optionalId,
  mp_warranty: z
    .object({ month_count: z.coerce.number().int().min(1).max(120) })
    .optional()
    .nullable(),
  prolongWarranty: z
    .object({ code: z.string().trim().min(1).max(40) })
    .optional()
    .nullable(),
  /** Where a no-script form post returns to. */
  next: z.string().max(500).optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const removeFromCartBody = z.object({
  product_seo_name: z.string().trim().min(1).max(200),
  parent_package_product_seo_name: z.string().trim().max(200).optional().nullable(),
});

export const packageProductPatch = z
  .object({
    quantity: z.number().int().min(1).max(99).optional(),
    selected_insurance_ids: z.array(id).max(2).optional(),
    warranty_month_value: z.number().int().min(0).max(120).optional().nullable(),
    prolong_warranty_code: z.string().trim().max(40).optional().nullable(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "validation.required" });

export const packageIdParams = z.object({ id });
export const prolongWarrantyBody = z.object({ package_id: id, code: z.string().trim().min(1).max(40) });
export const packageRefBody = z.object({ package_id: id });
export const buybackBonusBody = z.object({
  package_id: id,
  buyout_quote_id: z.string().trim().min(1).max(60),
});

export const countResponse = z.object({ count: z.number() });

const money = z.number().int();

export const serviceOption = z.object({
  id: z.number(),
  kind: z.enum(["general_insurance", "screen_insurance", "warranty", "prolong"]),
  code: z.string(),
  name: z.string(),
  months: z.number(),
  price: money,
});
export type ServiceOption = z.infer<typeof serviceOption>;

export const cartSubItem = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  product_seo_name: z.string().nullable(),
  /** A product line's main picture (services have none). */
  image: imageRef.nullable(),
  service_offer_id: z.number().nullable(),
  quantity: z.number(),
  unit_price: money,
  line_price: money,
  /** Spec §8: the service's price changed since it was chosen; nothing is charged until reselected. */
  needs_reselect: z.boolean(),
});

export const cartPackage = z.object({
  id: z.number(),
  product: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    seo_name: z.string(),
    master_seo_name: z.string(),
    type_code: z.string(),
    color_name: z.string().nullable(),
    color_hex: z.string().nullable(),
    image_url: z.string().nullable(),
    /** The main picture for the line's colour (issue 18). */
    image: imageRef.nullable(),
    common_price: money.nullable(),
    warehouse_stock: z.number(),
  }),
  quantity: z.number(),
  unit_price: money,
  line_price: money,
  discount: money,
  installment: z.object({ id: z.string(), arrange_type: z.enum(["on-store", "online"]) }).nullable(),
  buyout_bonus: z.object({ quote_id: z.string(), percent: z.number(), amount: money }).nullable(),
  items: z.array(cartSubItem),
  options: z.object({
    insurance: z.array(serviceOption),
    warranty: z.array(serviceOption),
    prolong: z.array(serviceOption),
  }),
});
export type CartPackage = z.infer<typeof cartPackage>;

export const cartPackagesResponse = z.object({
  count: z.number(),
  currency: z.string(),
  packages: z.array(cartPackage),
  /** Action packages (issue 20): each one group at its package price. */
  action_packages: z.array(cartActionPackage),
  items_total: money,
  discount_total: money,
  buyout_bonus_total: money,
  total: money,
  messages: z.array(z.string()),
});
export type CartPackages = z.infer<typeof cartPackagesResponse>;

export const addToCartResponse = z.object({
  count: z.number(),
  package_id: z.number(),
  message: z.string(),
});

export const installmentQuery = z.object({
  price: z.coerce.number().int().positive().optional(),
  product: z.coerce.number().int().positive().optional(),
});

export const installmentPlanSchema = z.object({
  company: z.string(),
  name: z.string(),
  months: z.number(),
  down_payment: money,
  monthly: money,
  total: money,
  overpay: money,
  annual_rate_pct: z.number(),
  /** `company:months`, what add-to-cart and the payment step send back. */
  id: z.string(),
});

export const installmentDataResponse = z.object({
  price: money,
  arrange_types: z.array(z.enum(["on-store", "online"])),
  companies: z.array(
    z.object({
      company: z.string(),
      name: z.string(),
      min_amount: money,
      max_amount: money,
      months: z.array(z.number()),
      annual_rate_pct: z.number(),
      eligible: z.boolean(),
      plans: z.array(installmentPlanSchema),
    }),
  ),
});

export const installmentBestResponse = z.object({ price: money, options: z.array(installmentPlanSchema) });

export const leaseInfoResponse = z.object({
  master_product_id: z.number(),
  company: z.string(),
  price: money,
  options: z.array(z.object({ months: z.number(), monthly: money, residual: money })),
});

export const limitedLeaseResponse = z.object({
  offers: z.array(
    z.object({
      id: z.number(),
      master_product_id: z.number(),
      master_product_name: z.string(),
      months: z.number(),
      monthly_price: money,
      valid_to: z.string(),
      seconds_left: z.number(),
    }),
  ),
});
