import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  await createUser(t.ctx, { email: "jana@example.cz", password: "Heslo123!", firstName: "Jana" });
});
afterAll(() => t.close());

describe("shell:data", () => {
  it("answers with the same parts as accounts:me, catalog:hamburger and cart:count, for a guest and a customer", async () => {
    const c = t.client();
    const parts = async () => ({
      me: (await c.get("/api/new/accounts/me/")).body,
      menu: (await c.get("/api/new/mp-menu/hamburger/hamburger/")).body,
      cart_count: (await c.get("/api/new/cart/count/")).body.count,
    });
    const guest = await c.get("/api/new/shell/");
    expect(guest.status).toBe(200);
    expect(guest.headers["cache-control"]).toBe("private, no-store");
    expect(guest.body).toEqual(await parts());
    expect(guest.body.me.user).toBeNull();

    await c.post("/api/new/cart/add/", { product: f.phone.id });
    await c.login("jana@example.cz", "Heslo123!");
    const customer = (await c.get("/api/new/shell/")).body;
    expect(customer).toEqual(await parts());
    expect(customer.me.user.first_name).toBe("Jana");
    expect(customer.cart_count).toBe(1);
  });

  it("counts a guest's cart in one round trip, and a cart cookie of a customer's cart shows a guest nothing", async () => {
    const guest = t.client();
    await guest.post("/api/new/cart/add/", { product: f.phone.id, quantity: 2 });
    expect((await guest.get("/api/new/shell/")).body.cart_count).toBe(2);
    expect((await guest.get("/api/new/cart/count/")).body.count).toBe(2);

    const cartCookie = guest.cookies.get("cart")!;
    await guest.login("jana@example.cz", "Heslo123!");
    expect((await guest.get("/api/new/shell/")).body.cart_count).toBeGreaterThanOrEqual(2);
    // The cart is the customer's now: the same cookie without her session counts nothing.
    const stranger = t.client();
    stranger.cookies.set("cart", cartCookie);
    expect((await stranger.get("/api/new/shell/")).body.cart_count).toBe(0);
    expect((await stranger.get("/api/new/cart/count/")).body.count).toBe(0);
    stranger.cookies.set("cart", "x".repeat(120));
    expect((await stranger.get("/api/new/shell/")).body.cart_count).toBe(0);
  });
});
