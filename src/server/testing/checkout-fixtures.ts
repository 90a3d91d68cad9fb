import { randomBytes } from "node:crypto";
import {
  discountCodes,
  discounts,
  manufacturers,
  masterProducts,
  products,
  productTypes,
  serviceOffers,
  storeStock,
  stores,
} from "../db/schema.js";
import type { AppContext } from "../platform/context.js";

const allDay = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), [["00:00", "23:59"]]]),
) as Record<string, [string, string][]>;

/** A small shop for checkout tests: one phone (price 19 990 Kč), one case, two stores, services. */
export async function seedCheckoutFixture(
  ctx: AppContext,
  opts: { phoneStock?: number; storeStock?: number } = {},
) {
  const suffix = randomBytes(3).toString("hex");
  const [type] = await ctx.db
    .insert(productTypes)
    .values({ code: `phone-${suffix}`, label: "Telefony" })
    .returning();
  const [maker] = await ctx.db
    .insert(manufacturers)
    .values({ name: "Apple", seoName: `apple-${suffix}` })
    .returning();
  const [master] = await ctx.db
    .insert(masterProducts)
    .values({
      productTypeId: type.id,
      manufacturerId: maker.id,
      name: "iPhone 15",
      seoName: `iphone-15-${suffix}`,
    })
    .returning();
  const [phone] = await ctx.db
    .insert(products)
    .values({
      masterProductId: master.id,
      code: `APL${suffix}`,
      seoName: `iphone-15-black-${suffix}`,
      name: "iPhone 15 128 GB Černá",
      price: 1_999_000,
      commonPrice: 2_199_000,
      warehouseStock: opts.phoneStock ?? 10,
    })
    .returning();
  const [acc] = await ctx.db
    .insert(products)
    .values({
      masterProductId: master.id,
      code: `CASE${suffix}`,
      seoName: `case-${suffix}`,
      name: "Obal iPhone 15",
      price: 49_900,
      warehouseStock: 50,
    })
    .returning();
  const [praha, brno] = await ctx.db
    .insert(stores)
    .values([
      {
        seoName: `praha-${suffix}`,
        name: "Praha Centrum",
        street: "Václavské náměstí 1",
        city: "Praha",
        postcode: "110 00",
        country: "CZ",
        phone: "+420 800 123 456",
        email: "p@x.cz",
        latitude: 50,
        longitude: 14,
        openingHours: allDay,
      },
      {
        seoName: `brno-${suffix}`,
        name: "Brno",
        street: "Masarykova 1",
        city: "Brno",
        postcode: "602 00",
        country: "CZ",
        phone: "+420 800 123 457",
        email: "b@x.cz",
        latitude: 49,
        longitude: 16,
        openingHours: allDay,
      },
    ])
    .returning();
  await ctx.db.insert(storeStock).values([
    { storeId: praha.id, productId: phone.id, quantity: opts.storeStock ?? 2 },
    { storeId: praha.id, productId: acc.id, quantity: 5 },
  ]);
  const offers = await ctx.db
    .insert(serviceOffers)
    .values([
      {
        kind: "general_insurance",
        code: `tuito-general-${suffix}`,
        name: "Pojištění Tuito 24 měsíců",
        months: 24,
        price: 249_000,
        minDevicePrice: 1_000_000,
        maxDevicePrice: 3_000_000,
      },
      {
        kind: "screen_insurance",
        code: `tuito-screen-${suffix}`,
        name: "Pojištění displeje Tuito",
        months: 12,
        price: 99_000,
        minDevicePrice: 0,
        maxDevicePrice: 3_000_000,
      },
      {
        kind: "warranty",
        code: `w24-${suffix}`,
        name: "Prodloužená záruka +24 měsíců",
        months: 24,
        price: 149_000,
      },
      {
        kind: "prolong",
        code: `PROLONG-${suffix}`,
        name: "Prodloužení záruky na 5 let",
        months: 36,
        price: 199_000,
      },
    ])
    .returning();
  return {
    type,
    master,
    phone,
    acc,
    praha,
    brno,
    offers,
    general: offers[0],
    screen: offers[1],
    warranty: offers[2],
    prolong: offers[3],
  };
}

export async function createDiscount(
  ctx: AppContext,
  v: Partial<typeof discounts.$inferInsert> & { code?: string; singleUse?: boolean },
) {
  const [d] = await ctx.db
    .insert(discounts)
    .values({ marketingName: "Sleva", discountType: "percentage", discountValue: 10, ...v })
    .returning();
  if (v.code)
    await ctx.db
      .insert(discountCodes)
      .values({ discountId: d.id, code: v.code, singleUse: v.singleUse ?? false });
  return d;
}

export const billing = (email = "jana@example.cz") => ({
  first_name: "Jana",
  last_name: "Nováková",
  city: "Praha",
  district: "",
  postcode: "110 00",
  phone: "+420 601 123 456",
  address: "Národní 10",
  email,
  invoice_on_company: false,
  company: "",
  tin: "",
  vatn: "",
});

export const orderInfo = {
  consent_to_terms_of_service: true,
  consent_marketing: false,
  consent_heureka_review: true,
  create_account: false,
  birth_date: "",
  note: "",
  subscribe_promotions_info: false,
  internal_order_number: "",
};

export const finishPayload = (over: Record<string, unknown> = {}) => ({
  type_payment: "card",
  order_billing_address: billing(),
  order_info: orderInfo,
  token: randomBytes(16).toString("hex"),
  ...over,
});
