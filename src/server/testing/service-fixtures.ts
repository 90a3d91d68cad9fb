import { orderItems, orders } from "../db/schema.js";
import { seedDevices } from "../db/seed/device-selector-seed.js";
import { seedStores } from "../db/seed/seed.js";
import { seedService } from "../db/seed/service-seed.js";
import { createUser } from "../modules/accounts/accounts.service.js";
import type { AppContext } from "../platform/context.js";
import { lookupHash } from "../platform/crypto.js";

/**
 * Test data for the service tests: the market's stores as the demo seed writes them (one source of
 * stores), the device tree and the seeded price list.
 */
export async function seedServiceFixtures(ctx: AppContext) {
  await seedStores(ctx);
  await seedDevices(ctx);
  await seedService(ctx);
}

/** Staff, supervisor and customer accounts; all share one password. */
export const PASSWORD = "Heslo123!";
export async function createServiceUsers(ctx: AppContext) {
  await createUser(ctx, {
    email: "technik@example.cz",
    password: PASSWORD,
    role: "staff",
    firstName: "Tomáš",
    lastName: "Technik",
  });
  await createUser(ctx, {
    email: "vedouci@example.cz",
    password: PASSWORD,
    role: "staff",
    permissions: ["supervisor"],
    firstName: "Pavla",
    lastName: "Vedoucí",
  });
  await createUser(ctx, { email: "zakaznik@example.cz", password: PASSWORD, firstName: "Jana" });
}

export const IPHONE_COLOR = "iphone-15-pro-black-titanium";
export const IPHONE_OTHER_COLOR = "iphone-15-pro-natural-titanium";

/** A valid repair order body for the Czech market; `operations` must be ids of the colour's operations. */
export function repairOrder(operations: number[], overrides: Record<string, unknown> = {}) {
  return {
    color: IPHONE_COLOR,
    operations,
    imei: "",
    fault: "Prasklý displej po pádu, telefon jinak funguje.",
    handover: "courier",
    store: null,
    pickup_address: { street: "Národní 10", city: "Praha", postcode: "110 00" },
    customer: { name: "Jana Nováková", email: "jana.novakova@example.cz", phone: "+420 601 123 456" },
    consent: true,
    ...overrides,
  };
}

/** A shop order as checkout writes it, for warranty claims (only the columns claims read matter). */
export async function insertShopOrder(
  ctx: AppContext,
  o: { number: string; email: string; createdAt?: Date; status?: string; items: string[] },
) {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      number: o.number,
      token: `token-${o.number}`,
      accessKey: `key-${o.number}`,
      language: "cs",
      status: o.status ?? "delivered",
      paymentType: "card",
      deliveryCode: "store",
      deliveryName: "Osobní odběr",
      email: o.email,
      emailLookup: lookupHash(o.email.toLowerCase()),
      billing: "{}",
      info: "{}",
      currency: "CZK",
      itemsTotal: 0,
      discountTotal: 0,
      deliveryPrice: 0,
      paymentFee: 0,
      total: 0,
      vatTotal: 0,
      createdAt: o.createdAt ?? new Date(),
    } as typeof orders.$inferInsert)
    .returning({ id: orders.id });
  const items = await ctx.db
    .insert(orderItems)
    .values([
      ...o.items.map((name, i) => ({
        orderId: order.id,
        kind: "product",
        code: `P${i}`,
        name,
        quantity: 1,
        unitPrice: 1_999_000,
        finalPrice: 1_999_000,
        vatRate: 21,
      })),
      {
        orderId: order.id,
        kind: "general_insurance",
        code: "INS",
        name: "Pojištění",
        quantity: 1,
        unitPrice: 99_000,
        finalPrice: 99_000,
        vatRate: 0,
      },
    ])
    .returning({ id: orderItems.id, name: orderItems.name, kind: orderItems.kind });
  return { id: order.id, items };
}
