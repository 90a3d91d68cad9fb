import { eq } from "drizzle-orm";
import { orders } from "../db/schema.js";
import { createUser } from "../modules/accounts/accounts.service.js";
import { finishPayload, seedCheckoutFixture } from "./checkout-fixtures.js";
import { createTestApp, type TestApp } from "./test-app.js";
import type { TestClient } from "./test-client.js";

/** Where the staff order calls live. */
export const ADMIN_ORDERS = "/api/new/orders/admin/orders";

const PASSWORD = "Heslo123!";

/**
 * A shop for the staff order tests: the checkout fixture, a staff member, a supervisor (staff with
 * the supervisor grant), a warehouse worker and a customer, each logged in, and `order()` placing
 * an order through the real checkout and answering its row.
 */
export async function staffOrdersKit(opts: { phoneStock?: number } = {}) {
  const t: TestApp = await createTestApp();
  const f = await seedCheckoutFixture(t.ctx, { phoneStock: opts.phoneStock ?? 20 });
  const login = async (
    email: string,
    input: Omit<Parameters<typeof createUser>[1], "email" | "password">,
  ) => {
    await createUser(t.ctx, { email, password: PASSWORD, ...input });
    const c = t.client();
    await c.login(email, PASSWORD);
    return c;
  };
  const staff = await login("staff@example.cz", { role: "staff" });
  const supervisor = await login("vedouci@example.cz", { role: "staff", permissions: ["supervisor"] });
  const warehouse = await login("sklad@example.cz", { role: "warehouse" });
  const customer = await login("zakaznik@example.cz", {});

  /** Places an order through the checkout: `adds` are cart additions, `finish` the checkout's own fields. */
  async function order(
    adds: Record<string, unknown>[] = [{ product: f.phone.id }],
    finish: Record<string, unknown> = { type_payment: "bank_transfer", type_delivery_code: "ppl" },
  ) {
    const c = t.client();
    for (const add of adds) {
      const added = await c.post("/api/new/cart/add/", add);
      if (added.status >= 300) throw new Error(`cart add ${added.status}: ${added.text}`);
    }
    if (finish.type_delivery_code === "store")
      await c.post("/api/new/checkout/delivery/", { type_delivery_code: "store", store: finish.store });
    const res = await c.post("/api/new/checkout/finish/", finishPayload(finish));
    if (res.status >= 300) throw new Error(`checkout ${res.status}: ${res.text}`);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.number, res.body.order_number));
    return row;
  }

  /** The order as staff see it. */
  const detail = async (id: number, as: TestClient = staff) => (await as.get(`${ADMIN_ORDERS}/${id}/`)).body;

  /** Sets columns of an order directly (a state the test starts from). */
  const setOrder = (id: number, set: Partial<typeof orders.$inferInsert>) =>
    t.ctx.db.update(orders).set(set).where(eq(orders.id, id));

  return { t, f, staff, supervisor, warehouse, customer, order, detail, setOrder };
}
