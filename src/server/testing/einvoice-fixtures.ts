import { creditNotes, orderItems, orders } from "../db/schema.js";
import type { AppContext } from "../platform/context.js";
import { roItems, roOrder } from "./ro-invoice-fixtures.js";

let seq = 0;

/**
 * A Romanian order with an issued invoice, written straight into the database (the checkout is not
 * what these tests are about). `billing` overrides the buyer (a postcode that names no county…).
 */
export async function insertRoInvoicedOrder(ctx: AppContext, billing: Record<string, unknown> = {}) {
  seq++;
  const number = `2690${String(seq).padStart(4, "0")}`;
  const { id: _id, ...row } = roOrder(
    { number, invoiceNumber: `F${number}`, invoiceIssuedAt: new Date() },
    billing,
  );
  const [o] = await ctx.db
    .insert(orders)
    .values({ ...row, token: `tok-${number}-${Date.now()}`, accessKey: `key-${number}-abcdefghijkl` })
    .returning();
  await ctx.db.insert(orderItems).values(
    roItems.map(({ id: _item, ...i }) => ({
      ...i,
      orderId: o.id,
      finalPrice: i.finalPrice,
      productId: null,
    })),
  );
  return o;
}

export async function insertRoCreditNote(ctx: AppContext, orderId: number, number: string) {
  const [n] = await ctx.db
    .insert(creditNotes)
    .values({
      orderId,
      sequence: 1,
      number,
      reason: "Retur",
      lines: [
        {
          key: "delivery",
          itemId: null,
          code: "",
          name: "Livrare",
          quantity: 1,
          unitPrice: 1_999,
          total: 1_999,
          vatRate: 21,
        },
      ],
      total: 1_999,
    })
    .returning();
  return n;
}
