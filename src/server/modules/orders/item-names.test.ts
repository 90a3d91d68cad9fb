import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getT } from "../../../i18n/i18n.js";
import { orderItems } from "../../db/schema.js";
import { validateIsdoc } from "../../testing/isdoc-schema.js";
import { readPdf } from "../../testing/pdf-text.js";
import { ADMIN_ORDERS, staffOrdersKit } from "../../testing/staff-orders-kit.js";
import { offerLineCode, parseOfferLineCode } from "../cart/cart.service.js";
import { readableItems, readableLine } from "./orders.service.js";

let k: Awaited<ReturnType<typeof staffOrdersKit>>;
beforeAll(async () => {
  k = await staffOrdersKit();
});
afterAll(() => k.t.close());

const cs = getT("cs");
const names = new Map([["warranty:mp-24", "Prodloužená záruka +24 měsíců"]]);
/** Anything that looks like an internal service code. */
const RAW = /(general_insurance|screen_insurance|warranty|prolong):/;

describe("services by name, never by internal code", () => {
  it("reads and writes the item code of a service", () => {
    expect(offerLineCode("warranty", "mp-24")).toBe("warranty:mp-24");
    expect(parseOfferLineCode("general_insurance:tuito-general")).toEqual({
      kind: "general_insurance",
      code: "tuito-general",
    });
    // A product's code, even one with a colon, is no service's.
    expect(parseOfferLineCode("APL15-128")).toBeNull();
    expect(parseOfferLineCode("ABC:1")).toBeNull();
  });

  it.each([
    [
      "a service keeps the name it was sold under, without its code",
      { code: "warranty:mp-24", name: "Záruka" },
      { code: "", name: "Záruka" },
    ],
    [
      "a raw name becomes the offer's name",
      { code: "warranty:mp-24", name: "warranty:mp-24" },
      { code: "", name: "Prodloužená záruka +24 měsíců" },
    ],
    [
      "an empty name too",
      { code: "warranty:mp-24", name: " " },
      { code: "", name: "Prodloužená záruka +24 měsíců" },
    ],
    [
      "a retired offer is named by its kind",
      { code: "general_insurance:old", name: "general_insurance:old" },
      { code: "", name: "Pojištění proti poškození a krádeži" },
    ],
    ["a product stays as it is", { code: "APL1", name: "iPhone 15" }, { code: "APL1", name: "iPhone 15" }],
  ])("%s", (_, line, want) => {
    expect(readableLine({ ...line, quantity: 1 }, names, cs)).toEqual({ ...want, quantity: 1 });
  });

  it("names a retired offer in the reader's language", () => {
    expect(readableLine({ code: "screen_insurance:x", name: "" }, new Map(), getT("ro")).name).toBe(
      "Asigurare ecran",
    );
  });

  it("reads the offers' names from the cart's service offers when a stored name is raw", async () => {
    const code = offerLineCode("warranty", k.f.warranty.code);
    const [named] = await readableItems(k.t.ctx, [{ code, name: code }], cs);
    expect(named).toEqual({ code: "", name: "Prodloužená záruka +24 měsíců" });
  });

  it("shows names on the staff order detail, the invoice PDF and its ISDOC", async () => {
    const o = await k.order([
      { product: k.f.phone.id, generalTuito: k.f.general.id, mp_warranty: { month_count: 24 } },
    ]);
    // A line written with its code for a name (as older or imported orders have them).
    const [insurance] = await k.t.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, o.id))
      .then((rows) => rows.filter((r) => r.kind === "insurance"));
    await k.t.ctx.db.update(orderItems).set({ name: insurance.code }).where(eq(orderItems.id, insurance.id));
    expect(insurance.code).toMatch(/^general_insurance:/);

    const d = await k.detail(o.id);
    expect(d.items.map((i: { name: string }) => i.name)).toEqual([
      "iPhone 15 128 GB Černá",
      "Pojištění Tuito 24 měsíců",
      "Prodloužená záruka +24 měsíců",
    ]);
    expect(d.items.map((i: { code: string }) => i.code)).toEqual([k.f.phone.code, "", ""]);

    await k.staff.post(`${ADMIN_ORDERS}/${o.id}/invoice/`, { action: "create" });
    const cookie = [...k.staff.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
    const pdf = await k.t.app.inject({ url: `${ADMIN_ORDERS}/${o.id}/invoice/pdf/`, headers: { cookie } });
    const text = (await readPdf(pdf.rawPayload)).pages.join("\n");
    expect(text).toContain("Pojištění Tuito 24 měsíců");
    expect(text).toContain("Prodloužená záruka +24 měsíců");
    expect(text).not.toMatch(RAW);
    const isdoc = (await k.staff.get(`${ADMIN_ORDERS}/${o.id}/invoice/isdoc/`)).text;
    expect(isdoc).toContain("<Description>Pojištění Tuito 24 měsíců</Description>");
    expect(isdoc).not.toMatch(RAW);
    expect((await validateIsdoc(isdoc)).errors).toEqual([]);

    // The credit note that takes it back names it too.
    const inv = (await k.staff.get(`${ADMIN_ORDERS}/${o.id}/invoice/`)).body;
    expect(inv.lines.map((l: { name: string }) => l.name)).toContain("Pojištění Tuito 24 měsíců");
    const line = inv.lines.find((l: { name: string }) => l.name === "Pojištění Tuito 24 měsíců").key;
    const note = await k.staff.post(`${ADMIN_ORDERS}/${o.id}/credit-notes/`, {
      reason: "Pojištění zrušeno",
      lines: [{ line, quantity: 1 }],
    });
    expect(note.status, note.text).toBe(201);
    const noteIsdoc = (await k.staff.get(`/api/new/orders/admin/credit-notes/${note.body.id}/isdoc/`)).text;
    expect(noteIsdoc).toContain("<Description>Pojištění Tuito 24 měsíců</Description>");
    expect(noteIsdoc).not.toMatch(RAW);
  });
});
