import { expect } from "vitest";
import { finishPayload, type seedCheckoutFixture } from "./checkout-fixtures.js";
import type { TestApp } from "./test-app.js";
import type { TestClient } from "./test-client.js";

type Fixture = Awaited<ReturnType<typeof seedCheckoutFixture>>;

/** A shopper's order of the fixture's phone: its id and number (found by the warehouse staff). */
export async function placeOrder(
  t: TestApp,
  f: Fixture,
  staff: TestClient,
  over: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  const c = t.client();
  await c.post("/api/new/cart/add/", { product: f.phone.id });
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl", ...over }),
  );
  expect(res.status, res.text).toBe(201);
  const number = res.body.order_number as string;
  const list = await staff.get(`/api/new/orders/admin/orders/?search=${number}`);
  return { id: list.body.results[0].id, number };
}

/** A package as the warehouse's packing step takes it (centimetres, kilograms). */
export type Box = { width_cm: number; height_cm: number; depth_cm: number; weight_kg: number };
export const BOX: Box = { width_cm: 30, height_cm: 20, depth_cm: 10, weight_kg: 1.5 };

/**
 * Takes an order through the staff steps to packed: confirmed, processing, every item picked, then
 * packed into its packages at the warehouse's packing step.
 */
export async function packOrder(staff: TestClient, id: number, boxes: Box[] = [BOX]): Promise<void> {
  const status = async (s: string) => {
    const res = await staff.post(`/api/new/orders/admin/orders/${id}/status/`, { status: s });
    expect(res.status, `${s}: ${res.text}`).toBe(200);
    return res.body;
  };
  const detail = (await staff.get(`/api/new/orders/admin/orders/${id}/`)).body;
  if (detail.status === "new") await status("confirmed");
  const o = await status("processing");
  for (const item of o.items.filter((i: { kind: string }) => i.kind === "product" || i.kind === "gift")) {
    const res = await staff.post(`/api/new/orders/admin/orders/${id}/picking/`, {
      item_id: item.id,
      status: "picked",
    });
    expect(res.status, res.text).toBe(200);
  }
  const res = await staff.post(`/api/new/warehouse/packing/${id}/`, { packages: boxes });
  expect(res.status, res.text).toBe(200);
}
