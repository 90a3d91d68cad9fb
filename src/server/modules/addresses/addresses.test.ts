import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

const A = "/api/new/addresses/";
let t: TestApp;
let jana: TestClient;
let petr: TestClient;

const home = {
  kind: "billing",
  first_name: "Jana",
  last_name: "Nováková",
  street: "Vinohradská 12",
  city: "Praha",
  postcode: "12000",
  country: "CZ",
  phone: "+420 601 123 456",
};

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx, { email: "jana@example.cz", password: "Heslo123!" });
  await createUser(t.ctx, { email: "petr@example.cz", password: "Heslo123!" });
  jana = t.client();
  await jana.login("jana@example.cz", "Heslo123!");
  petr = t.client();
  await petr.login("petr@example.cz", "Heslo123!");
});
afterAll(() => t.close());

describe("a customer's addresses", () => {
  let firstId: number;
  let secondId: number;

  it("saves the first of a kind as its default, the postcode written as the post writes it, encrypted at rest", async () => {
    const res = await jana.post(A, home);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: "billing", is_default: true, postcode: "120 00", company: "" });
    firstId = res.body.id;
    const raw = await t.ctx.database.db.execute(`select * from customer_addresses where id = ${firstId}`);
    const text = JSON.stringify(raw);
    for (const plain of ["Nováková", "Vinohradská", "Praha", "601 123"]) expect(text).not.toContain(plain);
  });

  it("moves the default when another is asked to be it, one default per kind", async () => {
    const res = await jana.post(A, {
      ...home,
      street: "Národní 1",
      company: "Nováková s.r.o.",
      company_id: "25596641",
      vat_id: "cz25596641",
      is_default: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ is_default: true, company_id: "25596641", vat_id: "CZ25596641" });
    secondId = res.body.id;
    const delivery = await jana.post(A, { ...home, kind: "delivery", street: "Dlouhá 5", company: "X" });
    expect(delivery.body).toMatchObject({ kind: "delivery", is_default: true, company: "" });
    const list = await jana.get(A);
    expect(list.status).toBe(200);
    expect(list.body.results.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [secondId, true],
      [firstId, false],
      [delivery.body.id, true],
    ]);
  });

  it("edits and makes default through PUT; unticking the default keeps it (another must be chosen)", async () => {
    const res = await jana.put(`${A}${firstId}/`, {
      ...home,
      city: "Brno",
      postcode: "602 00",
      is_default: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ city: "Brno", is_default: true });
    const again = await jana.put(`${A}${firstId}/`, { ...home, is_default: false });
    expect(again.body.is_default).toBe(true);
    const list = (await jana.get(A)).body.results.filter((a: { kind: string }) => a.kind === "billing");
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
  });

  it("deleting the default makes the newest other of its kind the default", async () => {
    const res = await jana.delete(`${A}${firstId}/`);
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: "Adresa je smazaná." } });
    const billing = (await jana.get(A)).body.results.filter((a: { kind: string }) => a.kind === "billing");
    expect(billing).toEqual([expect.objectContaining({ id: secondId, is_default: true })]);
  });

  it("answers another customer's address with 404 and lists only one's own", async () => {
    expect((await petr.get(A)).body.results).toEqual([]);
    expect((await petr.put(`${A}${secondId}/`, home)).status).toBe(404);
    expect((await petr.delete(`${A}${secondId}/`)).status).toBe(404);
    expect((await jana.get(A)).body.results.length).toBe(2);
  });

  it("gives a visitor an empty list and refuses a visitor's write", async () => {
    const guest = t.client();
    expect((await guest.get(A)).body).toEqual({ results: [] });
    expect((await guest.post(A, home)).status).toBe(401);
  });

  it("answers bad input with Czech field errors, never a 500", async () => {
    const res = await jana.post(A, {
      ...home,
      postcode: "999",
      phone: "12",
      company_id: "12345678",
      vat_id: "SK123",
      company: "",
      country: "CZ",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      postcode: ["Neplatné PSČ."],
      phone: ["Zadejte platné telefonní číslo."],
      company_id: ["Neplatné IČO (8 číslic s kontrolní číslicí)."],
      vat_id: ["Neplatné DIČ: CZ a 8 až 10 číslic."],
      company: ["Tato hodnota je požadována."],
    });
    const missing = await jana.post(A, { kind: "home", country: "XX" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ first_name: ["Tato hodnota je požadována."] });
    expect((await jana.put(`${A}abc/`, home)).status).toBe(400);
  });

  it("checks a Romanian company by its CUI", async () => {
    const bad = await jana.post(A, {
      ...home,
      country: "RO",
      postcode: "010011",
      company: "SC X SRL",
      company_id: "18547291",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.company_id).toEqual(["Neplatné CUI."]);
    const good = await jana.post(A, {
      ...home,
      country: "RO",
      postcode: "010011",
      phone: "",
      company: "SC X SRL",
      company_id: "RO 18547290",
      vat_id: "RO18547290",
    });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ company_id: "18547290", vat_id: "RO18547290" });
  });
});

describe("in the Romanian shop", () => {
  it("answers field errors in Romanian", async () => {
    const ro = await createTestApp({ market: "ro" });
    try {
      await createUser(ro.ctx, { email: "ion@example.ro", password: "Parola123!" });
      const ion = ro.client();
      await ion.login("ion@example.ro", "Parola123!");
      const res = await ion.post(A, {
        ...home,
        country: "RO",
        postcode: "12",
        company: "SC X SRL",
        company_id: "1",
      });
      expect(res.status).toBe(400);
      expect(res.body.company_id).toEqual(["CUI nevalid."]);
    } finally {
      await ro.close();
    }
  });
});

describe("in the checkout", () => {
  it("a saved delivery address the checkout sends becomes the order's delivery address, the billing one stays the buyer's", async () => {
    const f = await seedCheckoutFixture(t.ctx);
    const eva = t.client();
    await createUser(t.ctx, { email: "eva@example.cz", password: "Heslo123!" });
    await eva.login("eva@example.cz", "Heslo123!");
    await eva.post(A, { ...home, kind: "billing" });
    await eva.post(A, { ...home, kind: "delivery", street: "Dlouhá 5", city: "Brno", postcode: "602 00" });
    // What the checkout's loader reads to prefill: the default billing address first.
    const saved = (await eva.get(A)).body.results as {
      kind: string;
      street: string;
      city: string;
      postcode: string;
    }[];
    expect(saved.map((a) => [a.kind, a.street])).toEqual([
      ["billing", "Vinohradská 12"],
      ["delivery", "Dlouhá 5"],
    ]);
    const delivery = saved[1]!;
    await eva.post("/api/new/cart/add/", { product: f.phone.id });
    await eva.post("/api/new/checkout/delivery/", { type_delivery_code: "ppl" });
    const res = await eva.post(
      "/api/new/checkout/finish/",
      finishPayload({
        type_delivery_code: "ppl",
        order_delivery_address: {
          first_name: "Jana",
          last_name: "Nováková",
          address: delivery.street,
          city: delivery.city,
          postcode: delivery.postcode,
        },
      }),
    );
    expect(res.status).toBe(201);
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.number, res.body.order_number));
    expect(JSON.parse(o!.deliveryAddress!)).toMatchObject({ address: "Dlouhá 5", city: "Brno" });
    expect(JSON.parse(o!.billing)).toMatchObject({ address: "Národní 10" });
  });
});
