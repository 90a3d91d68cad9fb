import { cartActionPackage } from "./action-packages.js";
import { cartPackage } from "./cart.js";
import { storeAddressFields } from "./stores.js";
import { z } from "./z.js";

const money = z.number().int();
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const storeRef = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]);

export const delivery = z.object({
  code: z.string(),
  kind: z.enum(["store", "courier", "carrier", "pickup_point"]),
  carrier: z.string(),
  name: z.string(),
  description: z.string(),
  price: money,
  free_from: money.nullable(),
  available: z.boolean(),
  /** Why it cannot be chosen now (spec §8: selected delivery method unavailable). */
  message: z.string().nullable(),
  timeslots: z.array(z.object({ id: z.string(), date: z.string(), from: z.string(), to: z.string() })),
});
export const deliveriesResponse = z.object({ deliveries: z.array(delivery) });

export const deliveryPlacesResponse = z.object({
  places: z.array(
    z.object({
      ...storeAddressFields,
      in_stock: z.boolean(),
      /** Spec §9: a reservation is ready in 30 minutes when the store has every item. */
      ready_in_minutes: z.number().nullable(),
      ready_text: z.string(),
      available: z.boolean(),
    }),
  ),
});

export const dispensingQuery = z.object({
  search: text(100).optional().default(""),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const dispensingResponse = z.object({
  places: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      street: z.string(),
      city: z.string(),
      postcode: z.string(),
      state: z.enum(["open", "congested", "unavailable"]),
      message: z.string().nullable(),
    }),
  ),
});

export const liftagoBody = z.object({
  store_seo_name: required(100),
  delivery_address: z.object({ address: required(200), city: required(100), postcode: required(12) }),
});
export const liftagoResponse = z.object({
  available: z.boolean(),
  eta_minutes: z.number(),
  price: money,
  message: z.string().nullable(),
});

export const deliveryBody = z.object({
  type_delivery_code: required(40),
  store: storeRef.optional().nullable(),
  dispensing_point: text(40).optional().nullable(),
  timeslot: text(40).optional().nullable(),
});

export const paymentsQuery = z.object({ delivery: text(40).optional() });
export const paymentsResponse = z.object({
  payments: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      fee: money,
      online: z.boolean(),
      has_sub_payments: z.boolean(),
    }),
  ),
});
export const paymentBody = z.object({
  type_payment: required(40),
  payment_company: text(40).optional().nullable(),
  installment: text(60).optional().nullable(),
});
export const subPaymentsQuery = z.object({ type_payment: required(40) });
export const subPaymentsResponse = z.object({
  sub_payments: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      monthly: money.nullable(),
      months: z.array(z.number()),
    }),
  ),
});

export const discountAddBody = z.object({ code: required(40) });
export const cardDiscountBody = z.object({ cardNumber: required(40), cardHolder: required(100) });
export const discountRemoveBody = z.object({
  code: text(40).optional(),
  discount_id: z.number().int().positive().optional(),
});

export const summaryResponse = z.object({
  currency: z.string(),
  count: z.number(),
  packages: z.array(cartPackage),
  action_packages: z.array(cartActionPackage),
  discounts: z.array(
    z.object({ id: z.number(), name: z.string(), code: z.string().nullable(), amount: money }),
  ),
  invalid_discounts: z.array(z.object({ id: z.number(), name: z.string(), code: z.string().nullable() })),
  delivery: z
    .object({
      code: z.string(),
      name: z.string(),
      price: money,
      store: z.string().nullable(),
      dispensing_point: z.string().nullable(),
      timeslot: z.string().nullable(),
    })
    .nullable(),
  payment: z
    .object({
      code: z.string(),
      name: z.string(),
      fee: money,
      company: z.string().nullable(),
      installment: z.string().nullable(),
    })
    .nullable(),
  items_total: money,
  discount_total: money,
  buyout_bonus_total: money,
  delivery_price: money,
  payment_fee: money,
  total: money,
  vat: z.array(z.object({ rate: z.number(), base: money, vat: money })),
  vat_total: money,
  messages: z.array(z.string()),
  can_finish: z.boolean(),
});
export type Summary = z.infer<typeof summaryResponse>;

/** Spec §3 Order submit payload. */
export const finishBody = z.object({
  type_payment: required(40),
  payment_company: text(40).optional().nullable(),
  installment: text(60).optional().nullable(),
  order_billing_address: z.object({
    first_name: required(100),
    last_name: required(100),
    city: required(100),
    district: text(100).optional().default(""),
    postcode: required(12),
    phone: required(30).regex(/^\+?[0-9 ]{9,20}$/, "validation.phone"),
    address: required(200),
    email: required(254).pipe(z.email()),
    invoice_on_company: z.boolean().optional().default(false),
    company: text(200).optional().default(""),
    tin: text(20).optional().default(""),
    vatn: text(20).optional().default(""),
  }),
  order_info: z.object({
    consent_to_terms_of_service: z.literal(true, { message: "checkout:termsRequired" }),
    consent_marketing: z.boolean().optional().default(false),
    consent_heureka_review: z.boolean().optional().default(false),
    create_account: z.boolean().optional().default(false),
    birth_date: text(10).optional().default(""),
    note: text(1000).optional().default(""),
    subscribe_promotions_info: z.boolean().optional().default(false),
    internal_order_number: text(60).optional().default(""),
  }),
  token: z.string().trim().min(16).max(100),
  type_delivery_code: text(40).optional(),
  store: storeRef.optional().nullable(),
  dispensing_point: text(40).optional().nullable(),
  timeslot: text(40).optional().nullable(),
  order_delivery_address: z
    .object({
      first_name: required(100),
      last_name: required(100),
      address: required(200),
      city: required(100),
      company: text(200).optional().default(""),
      district: text(100).optional().default(""),
      postcode: required(12),
      phone: text(30).optional().default(""),
      email: text(254).optional().default(""),
    })
    .optional()
    .nullable(),
  transaction_id: text(100).optional().nullable(),
});
export type FinishBody = z.infer<typeof finishBody>;

export const finishResponse = z.object({
  order_number: z.string(),
  access_key: z.string(),
  total: money,
  status_url: z.string(),
  thank_you_url: z.string(),
  /** Where the browser goes to pay (the gateway's page), null when nothing is paid online now. */
  payment_redirect_url: z.string().nullable(),
});
