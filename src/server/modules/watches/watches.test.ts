import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, products, productWatches } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { fireMetWatches, productsChanged, sweep, UNCONFIRMED_KEPT_MS } from "./watches.service.js";

const W = "/api/new/watches/";
const A = "/api/new/catalog/admin";
let t: TestApp;
let f: ReturnType<typeof catalogFactory>;
let staff: TestClient;
let jana: TestClient;
let phoneId: number;
let tabletId: number;
let watchId: number;
let masterId: number;
let brno: { id: number };
let ostrava: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const m = await f.model({
    name: "Google Pixel 9",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", memory: 128, price: 12990, stock: 5 },
      { color: "Růžová", memory: 128, price: 8990, stock: 0 },
      { color: "Zelená", memory: 128, price: 9990, stock: 0 },
    ],
  });
  phoneId = m.products[0]!.id;
  tabletId = m.products[1]!.id;
  watchId = m.products[2]!.id;
  masterId = m.master.id;
  brno = await f.store("brno");
  ostrava = await f.store("ostrava");
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(t.ctx, { email: "jana@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
  jana = t.client();
  await jana.login("jana@example.cz", "Heslo123!");
});
afterAll(() => t.close());
// Every client here comes from the same address; each test starts with the form's limit unused.
beforeEach(() => t.ctx.rates.clear("watches-form:127.0.0.1"));

const mails = async (kind: string) =>
  (await t.ctx.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter((m) => m.kind === kind);
const setPrice = (id: number, price: number) => staff.patch(`${A}/products/${id}/`, { price });

describe("asking for a watch", () => {
  it("makes a customer's watch with the account's address, active at once and listed", async () => {
    const res = await jana.post(W, {
      product_id: phoneId,
      kind: "price",
      price_below: 12000,
      email: "x@y.cz",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ok: true,
      message: "Hlídání je nastavené. Najdete ho ve svém účtu.",
      confirmation_needed: false,
    });
    const [row] = await t.ctx.db.select().from(productWatches).where(eq(productWatches.productId, phoneId));
    expect(row).toMatchObject({ email: "jana@example.cz", priceBelow: 1_200_000, kind: "price" });
    // Encrypted at rest, found by its lookup hash.
    const raw = await t.ctx.database.db.execute(`select email from product_watches where id = ${row!.id}`);
    expect(JSON.stringify(raw)).not.toContain("jana@example.cz");
    const mine = await jana.get(`${W}mine/`);
    expect(mine.status).toBe(200);
    expect(mine.body.results).toEqual([
      expect.objectContaining({
        kind: "price",
        price_below: 1_200_000,
        state: "waiting",
        store: null,
        product: expect.objectContaining({ id: phoneId, price: 1_299_000 }),
      }),
    ]);
    // Asking again for the same product and condition updates the watch instead of adding one.
    await jana.post(W, { product_id: phoneId, kind: "price", price_below: 12100 });
    const again = (await jana.get(`${W}mine/`)).body.results;
    expect(again.map((w: { price_below: number }) => w.price_below)).toEqual([1_210_000]);
  });

  it("answers 400 with Czech field errors, never a 500", async () => {
    const guest = t.client();
    const noEmail = await guest.post(W, { product_id: phoneId, kind: "price", price_below: 13000 });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.email).toEqual(["Zadejte e-mail, na který vám dáme vědět."]);
    expect(noEmail.body.price_below).toEqual([
      "Zadejte cenu nižší, než je současná cena 12\u00a0990\u00a0Kč.",
    ]);
    const noPrice = await guest.post(W, { product_id: phoneId, kind: "price", email: "a@b.cz" });
    expect(noPrice.body.price_below).toEqual(["Zadejte cenu, pod kterou vám dáme vědět."]);
    const zero = await guest.post(W, { product_id: phoneId, kind: "price", price_below: 0, email: "a@b.cz" });
    expect(zero.status).toBe(400);
    expect(zero.body.price_below).toEqual(["Zadejte kladné číslo."]);
    const badEmail = await guest.post(W, {
      product_id: phoneId,
      kind: "price",
      price_below: 1,
      email: "nope",
    });
    expect(badEmail.body.email).toEqual(["Zadejte platnou e-mailovou adresu."]);
    const inStock = await guest.post(W, { product_id: phoneId, kind: "stock", email: "a@b.cz" });
    expect(inStock.status).toBe(400);
    expect(inStock.body.store_id).toEqual(["Zboží je v e-shopu skladem, není na co čekat."]);
    await f.stockAt(brno.id, tabletId, 2);
    const inStore = await guest.post(W, {
      product_id: tabletId,
      kind: "stock",
      store_id: brno.id,
      email: "a@b.cz",
    });
    expect(inStore.body.store_id).toEqual(["V této prodejně je zboží skladem, není na co čekat."]);
    await f.stockAt(brno.id, tabletId, 0);
    const noStore = await guest.post(W, {
      product_id: tabletId,
      kind: "stock",
      store_id: 999_999,
      email: "a@b.cz",
    });
    expect(noStore.body.store_id).toEqual(["Vyberte jednu z prodejen."]);
    const noProduct = await guest.post(W, { product_id: 999_999, kind: "stock", email: "a@b.cz" });
    expect(noProduct.body.product_id).toEqual(["Tento produkt už neprodáváme."]);
    for (const body of [
      {},
      { product_id: "x", kind: "soon" },
      { product_id: phoneId, kind: "price", price_below: "abc" },
    ]) {
      const res = await guest.post(W, body);
      expect(res.status).toBe(400);
    }
    expect(
      await t.ctx.db.select().from(productWatches).where(eq(productWatches.productId, tabletId)),
    ).toEqual([]);
  });

  it("starts a guest's watch only after the e-mailed link is opened, and cancels it from the e-mail", async () => {
    const guest = t.client();
    const res = await guest.post(W, { product_id: tabletId, kind: "stock", email: "Host@Example.cz" });
    expect(res.status).toBe(201);
    expect(res.body.confirmation_needed).toBe(true);
    expect(res.body.message).toBe(
      "Poslali jsme vám e-mail s odkazem. Hlídání začne platit, až ho potvrdíte.",
    );
    const [mail] = await mails("watch-confirm");
    expect(mail!.to).toBe("host@example.cz");
    expect(mail!.subject).toContain("Potvrďte hlídání");
    const confirm = /hlidani\/potvrdit\/\?id=(\d+)&token=([\w-]+)/.exec(mail!.text)!;
    const cancel = /hlidani\/zrusit\/\?id=(\d+)&token=([\w-]+)/.exec(mail!.text)!;
    // Not confirmed: a restock fires nothing.
    await staff.patch(`${A}/products/${tabletId}/`, { warehouse_stock: 1 });
    expect(await mails("watch-stock")).toEqual([]);
    await staff.patch(`${A}/products/${tabletId}/`, { warehouse_stock: 0 });
    const wrong = await guest.post(`${W}confirm/`, { id: Number(confirm[1]), token: cancel[2] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.token).toEqual(["Odkaz je neplatný nebo hlídání už neexistuje."]);
    const ok = await guest.post(`${W}confirm/`, { id: Number(confirm[1]), token: confirm[2] });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Hlídání je potvrzené. Napíšeme vám, jakmile nastane.");
    const [row] = await t.ctx.db
      .select()
      .from(productWatches)
      .where(eq(productWatches.id, Number(confirm[1])));
    expect(row!.confirmedAt).not.toBeNull();
    const gone = await guest.post(`${W}cancel/`, { id: Number(cancel[1]), token: cancel[2] });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe("Hlídání jsme zrušili.");
    expect(
      await t.ctx.db
        .select()
        .from(productWatches)
        .where(eq(productWatches.id, Number(cancel[1]))),
    ).toEqual([]);
    expect((await guest.post(`${W}cancel/`, { id: Number(cancel[1]), token: cancel[2] })).status).toBe(400);
  });
});

describe("firing", () => {
  it("sends a price drop once, not again on a second change, and the account shows it fired", async () => {
    expect((await setPrice(phoneId, 1_250_000)).status).toBe(200);
    expect(await mails("watch-price")).toEqual([]);
    expect((await setPrice(phoneId, 1_199_000)).status).toBe(200);
    const sent = await mails("watch-price");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("jana@example.cz");
    expect(sent[0]!.subject).toBe("Cena klesla: Google Pixel 9 128 GB Černá");
    expect(sent[0]!.text).toContain("teď stojí 11\u00a0990\u00a0Kč, méně než 12\u00a0100\u00a0Kč");
    expect(sent[0]!.text).toContain("/google-pixel-9-128-gb-cerna/");
    expect(sent[0]!.text).toMatch(/hlidani\/zrusit\/\?id=\d+&token=[\w-]+&all=1/);
    await setPrice(phoneId, 1_100_000);
    await fireMetWatches(t.ctx, null);
    expect(await mails("watch-price")).toHaveLength(1);
    const [mine] = (await jana.get(`${W}mine/`)).body.results;
    expect(mine).toMatchObject({ state: "fired", fired_price: 1_199_000 });
    expect(mine.fired_at).toEqual(expect.any(String));
  });

  it("sends back in stock online when the warehouse gets stock", async () => {
    expect((await jana.post(W, { product_id: watchId, kind: "stock" })).status).toBe(201);
    await staff.patch(`${A}/products/${watchId}/`, { warehouse_stock: 2 });
    const sent = await mails("watch-stock");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("je znovu skladem v e-shopu");
  });

  it("fires a store's watch only when that store gets stock", async () => {
    const before = (await mails("watch-stock")).length;
    const res = await jana.post(W, { product_id: tabletId, kind: "stock", store_id: brno.id });
    expect(res.status).toBe(201);
    await f.stockAt(ostrava.id, tabletId, 3);
    await productsChanged(t.ctx, [tabletId]);
    await staff.patch(`${A}/products/${tabletId}/`, { warehouse_stock: 4 });
    expect(await mails("watch-stock")).toHaveLength(before);
    await f.stockAt(brno.id, tabletId, 1);
    // No caller reported this one: the sweep finds it.
    expect(await fireMetWatches(t.ctx, null)).toBe(1);
    const sent = await mails("watch-stock");
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.text).toContain("je znovu skladem v prodejně brno");
  });

  it("sends one e-mail per watch when two sweeps run at once", async () => {
    const guests = Array.from({ length: 12 }, (_, i) => `zakaznik${i}@example.cz`);
    const ids: number[] = [];
    for (const email of guests) {
      await t.ctx.rates.clear("watches-form:127.0.0.1");
      const c = t.client();
      const res = await c.post(W, { product_id: watchId, kind: "price", price_below: 9000, email });
      expect(res.status).toBe(201);
      const mail = (await mails("watch-confirm")).at(-1)!;
      const [, id, token] = /potvrdit\/\?id=(\d+)&token=([\w-]+)/.exec(mail.text)!;
      expect((await c.post(`${W}confirm/`, { id: Number(id), token })).status).toBe(200);
      ids.push(Number(id));
    }
    // A change no one reports (e.g. an import), then two workers at once.
    await t.ctx.db.update(products).set({ price: 850_000 }).where(eq(products.id, watchId));
    const fired = await Promise.all([fireMetWatches(t.ctx, null), fireMetWatches(t.ctx, [watchId])]);
    expect(fired[0] + fired[1]).toBe(12);
    const sent = (await mails("watch-price")).filter((m) => guests.includes(m.to));
    expect(sent.map((m) => m.to).sort()).toEqual([...guests].sort());
    expect(await fireMetWatches(t.ctx, null)).toBe(0);
  });
});

describe("the sweep", () => {
  it("deletes a guest's watch never confirmed within a week, and keeps confirmed ones", async () => {
    const guest = t.client();
    expect(
      (
        await guest.post(W, {
          product_id: phoneId,
          kind: "price",
          price_below: 50,
          email: "zapomnel@example.cz",
        })
      ).status,
    ).toBe(201);
    const waiting = (await t.ctx.db.select().from(productWatches)).length;
    expect((await sweep(t.ctx)).expired).toBe(0);
    const later = new Date(Date.now() + UNCONFIRMED_KEPT_MS + 60_000);
    expect((await sweep(t.ctx, later)).expired).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select().from(productWatches);
    expect(left.length).toBeLessThan(waiting);
    expect(left.every((w) => w.confirmedAt !== null)).toBe(true);
  });
});

describe("the staff product page", () => {
  it("counts the confirmed watches still waiting per variant, for staff only", async () => {
    const guest = t.client();
    await guest.post(W, {
      product_id: phoneId,
      kind: "price",
      price_below: 100,
      email: "neoveren@example.cz",
    });
    await jana.post(W, { product_id: phoneId, kind: "price", price_below: 100 });
    const res = await staff.get(`${W}staff/counts/?master_id=${masterId}`);
    expect(res.status).toBe(200);
    // Jana's new watch waits; the guest's is unconfirmed and the fired ones are done.
    expect(res.body.counts).toEqual({ [String(phoneId)]: 1 });
    expect((await jana.get(`${W}staff/counts/?master_id=${masterId}`)).status).toBe(403);
  });
});

describe("the account's list", () => {
  it("removes a customer's own watch only, and needs a login", async () => {
    const mine = (await jana.get(`${W}mine/`)).body.results;
    const other = t.client();
    await createUser(t.ctx, { email: "petr@example.cz", password: "Heslo123!" });
    await other.login("petr@example.cz", "Heslo123!");
    expect((await other.get(`${W}mine/`)).body.results).toEqual([]);
    expect((await other.delete(`${W}mine/${mine[0].id}/`)).status).toBe(404);
    expect((await t.client().get(`${W}mine/`)).status).toBe(401);
    const res = await jana.delete(`${W}mine/${mine[0].id}/`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Hlídání jsme odebrali.");
    expect((await jana.get(`${W}mine/`)).body.results).toHaveLength(mine.length - 1);
  });

  it("limits the form per client address like the other public forms", async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await c.post(W, { product_id: phoneId, kind: "price", price_below: 1, email: `r${i}@x.cz` })).status,
      );
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 500)).toEqual([]);
  });
});

describe("in the Romanian shop", () => {
  it("answers the form's field errors and the confirmation e-mail in Romanian", async () => {
    const ro = await createTestApp({ market: "ro" });
    try {
      const rf = catalogFactory(ro.ctx);
      const phones = await rf.category({ name: "Telefoane", seo: "telefoane", type: "phone" });
      const m = await rf.model({
        name: "Google Pixel 9",
        maker: "Google",
        type: "phone",
        categories: [phones.id],
        variants: [{ color: "Negru", price: 3999, stock: 0 }],
      });
      const id = m.products[0]!.id;
      const c = ro.client();
      const bad = await c.post(W, { product_id: id, kind: "price", price_below: 4000 });
      expect(bad.status).toBe(400);
      expect(bad.body.price_below).toEqual([
        "Introduceți un preț mai mic decât prețul actual de 3.999\u00a0lei.",
      ]);
      expect(bad.body.email).toEqual(["Introduceți adresa de e-mail la care vă anunțăm."]);
      const ok = await c.post(W, { product_id: id, kind: "stock", email: "client@example.ro" });
      expect(ok.status).toBe(201);
      expect(ok.body.message).toBe(
        "V-am trimis un e-mail cu un link. Urmărirea începe după ce îl confirmați.",
      );
      const [mail] = (await ro.ctx.db.select().from(mailOutbox)).filter((x) => x.kind === "watch-confirm");
      expect(mail!.subject).toBe("Confirmați urmărirea: Google Pixel 9 Negru");
      expect(mail!.text).toMatch(/\/alerte\/confirmare\/\?id=\d+&token=/);
    } finally {
      await ro.close();
    }
  });
});
