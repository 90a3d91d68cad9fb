import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orders, products } from "../../db/schema.js";
import { unpackAttachments } from "../../platform/mail.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { validateIsdoc } from "../../testing/isdoc-schema.js";
import { readPdf } from "../../testing/pdf-text.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { sendCreditNote } from "./invoices.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let staff: TestClient;
let customer: TestClient;
let orderId: number;
let number: string;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  // The case is sold at the reduced 12 % rate here, so the invoice has two rates and an exempt line.
  await t.ctx.db.update(products).set({ vatRate: 12 }).where(eq(products.id, f.acc.id));
  // A supervisor: these credit notes take back more than 10 000 Kč (CREDIT_NOTE_SUPERVISOR_LIMIT).
  await createUser(t.ctx, {
    email: "staff@example.cz",
    password: "Heslo123!",
    role: "staff",
    permissions: ["supervisor"],
  });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
  customer = t.client();
  await customer.login("zakaznik@example.cz", "Heslo123!");
  const c = t.client();
  await c.post("/api/new/cart/add/", { product: f.phone.id, generalTuito: f.general.id });
  await c.post("/api/new/cart/add/", { product: f.acc.id, quantity: 3 });
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
  );
  expect(res.status, res.text).toBeLessThan(300);
  number = res.body.order_number;
  const [o] = await t.ctx.db.select().from(orders).where(eq(orders.number, number));
  orderId = o.id;
  key = o.accessKey;
});
afterAll(() => t.close());

/** A download as bytes (the test client decodes bodies as text). */
async function raw(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json() };
}

const ADMIN = "/api/new/orders/admin/orders";
const mails = (kind: string) =>
  t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(desc(mailOutbox.id));

describe("invoice documents", () => {
  it("refuses visitors (401) and customers (403) on every staff invoice and credit-note route", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", `${ADMIN}/${orderId}/invoice/`],
      ["GET", `${ADMIN}/${orderId}/invoice/pdf/`],
      ["GET", `${ADMIN}/${orderId}/invoice/isdoc/`],
      ["GET", `${ADMIN}/${orderId}/credit-notes/`],
      ["POST", `${ADMIN}/${orderId}/credit-notes/`, { reason: "x", full: true }],
      ["GET", "/api/new/orders/admin/credit-notes/1/pdf/"],
      ["GET", "/api/new/orders/admin/credit-notes/1/isdoc/"],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.client().request(method as any, url, body)).status, `${method} ${url}`).toBe(401);
      const denied = await customer.request(method as any, url, body);
      expect(denied.status, `${method} ${url}`).toBe(403);
      expect(denied.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
    }
  });

  it("has no documents before the invoice is issued", async () => {
    const pdf = await staff.get(`${ADMIN}/${orderId}/invoice/pdf/`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.message).toBe("Faktura ještě nebyla vystavena.");
    expect((await t.client().get(`/api/new/orders/status/${number}/invoice/?key=${key}`)).status).toBe(404);
    const cn = await staff.post(`${ADMIN}/${orderId}/credit-notes/`, { reason: "Vrácení", full: true });
    expect(cn.status).toBe(400);
    expect(cn.body.message).toBe("Faktura ještě nebyla vystavena.");
    const status = await t.client().get(`/api/new/orders/status/${number}/?key=${key}`);
    expect(status.body.invoice_number).toBeNull();
  });

  it("e-mails the issued invoice with its PDF and ISDOC attached; a re-send is the same document", async () => {
    const created = await staff.post(`${ADMIN}/${orderId}/invoice/`, { action: "create" });
    expect(created.body.invoice_status).toBe("created");
    const [mail] = await mails("order-invoice");
    const files = unpackAttachments(mail.attachments);
    expect(files.map((a) => [a.filename, a.contentType])).toEqual([
      [`F${number}.pdf`, "application/pdf"],
      [`F${number}.isdoc`, "application/xml; charset=utf-8"],
    ]);
    expect(files[0].content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const isdoc = files[1].content.toString("utf8");
    expect((await validateIsdoc(isdoc)).valid).toBe(true);
    expect(mail.text).toContain(`F${number}`);

    await staff.post(`${ADMIN}/${orderId}/invoice/`, { action: "resend", confirm: true });
    const [again] = await mails("order-invoice");
    expect(again.id).not.toBe(mail.id);
    expect(unpackAttachments(again.attachments)[1].content.toString("utf8")).toBe(isdoc);
  });

  it("staff download the PDF and the ISDOC named by the invoice number", async () => {
    const pdf = await raw(staff, `${ADMIN}/${orderId}/invoice/pdf/`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`attachment; filename="F${number}.pdf"`);
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    const read = await readPdf(pdf.bytes);
    expect(read.pages[0]).toContain("Faktura – daňový doklad");
    expect(read.pages[0]).toContain(`č. F${number}`);
    expect(read.pages[0]).toContain("Jana Nováková");
    expect(read.attachments).toEqual([`F${number}.isdoc`]);

    const isdoc = await raw(staff, `${ADMIN}/${orderId}/invoice/isdoc/`);
    expect(isdoc.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(isdoc.headers["content-disposition"]).toContain(`filename="F${number}.isdoc"`);
    const xml = isdoc.bytes.toString("utf8");
    const check = await validateIsdoc(xml);
    expect(check.errors).toEqual([]);
    expect(xml).toContain(`<ID>F${number}</ID>`);
    expect(xml).toContain(`<VariableSymbol>${number}</VariableSymbol>`);
  });

  it("shows the invoice as data: lines adding up exactly to the order total, 21 %, 12 % and exempt", async () => {
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const inv = (await staff.get(`${ADMIN}/${orderId}/invoice/`)).body;
    expect(inv.number).toBe(`F${number}`);
    expect(inv.total).toBe(o.total);
    expect(inv.lines.reduce((s: number, l: any) => s + l.total, 0)).toBe(o.total);
    expect(inv.lines.reduce((s: number, l: any) => s + l.vat, 0)).toBe(inv.vat_total);
    expect(inv.vat.map((v: any) => v.rate)).toEqual([21, 12, 0]);
    expect(inv.base + inv.vat_total).toBe(inv.total);
    const kase = inv.lines.find((l: any) => l.item_id && l.quantity === 3);
    expect(kase).toMatchObject({ vat_rate: 12, total: 149_700, remaining_quantity: 3 });
    expect(inv.lines.some((l: any) => l.key === "delivery")).toBe(o.deliveryPrice > 0);
  });

  it("the customer downloads the invoice from the order status link (access key), nobody else", async () => {
    const status = await t.client().get(`/api/new/orders/status/${number}/?key=${key}`);
    expect(status.body.invoice_number).toBe(`F${number}`);
    const pdf = await raw(t.client(), `/api/new/orders/status/${number}/invoice/?key=${key}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`filename="F${number}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const wrong = await t
      .client()
      .get(`/api/new/orders/status/${number}/invoice/?key=${"x".repeat(key.length)}`);
    expect(wrong.status).toBe(404);
    // Without a key only the logged-in owner gets it (the account's orders): a visitor gets the 404.
    expect((await t.client().get(`/api/new/orders/status/${number}/invoice/`)).status).toBe(404);
  });

  it("refuses bad credit notes with Czech field errors", async () => {
    const url = `${ADMIN}/${orderId}/credit-notes/`;
    const inv = (await staff.get(`${ADMIN}/${orderId}/invoice/`)).body;
    const kase = inv.lines.find((l: any) => l.quantity === 3).key;
    const empty = await staff.post(url, {});
    expect(empty.status).toBe(400);
    expect(empty.body.reason).toEqual(["Tato hodnota je požadována."]);
    const noLines = await staff.post(url, { reason: "Vrácení" });
    expect(noLines.body.lines).toEqual(["Vyberte alespoň jednu položku k dobropisu."]);
    const zero = await staff.post(url, { reason: "Vrácení", lines: [{ line: kase, quantity: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.lines["0"].quantity).toHaveLength(1);
    const bad = await staff.post(url, {
      reason: "Vrácení",
      lines: [
        { line: "item:999999", quantity: 1 },
        { line: kase, quantity: 1 },
        { line: kase, quantity: 1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.lines["0"].line).toEqual(["Tato položka na faktuře není."]);
    expect(bad.body.lines["1"]).toBeUndefined();
    expect(bad.body.lines["2"].line).toEqual(["Tato položka na faktuře není."]);
    const tooMany = await staff.post(url, { reason: "Vrácení", lines: [{ line: kase, quantity: 4 }] });
    expect(tooMany.body.lines["0"].quantity).toEqual(["Z této položky lze dobropisovat nejvýše 3 ks."]);
    expect((await staff.post(`${ADMIN}/99999/credit-notes/`, { reason: "x", full: true })).status).toBe(404);
    expect((await staff.get(`${ADMIN}/abc/invoice/pdf/`)).status).toBe(400);
  });

  it("issues a partial and then a full credit note: own numbers, audited, e-mailed, adding up to the invoice", async () => {
    const url = `${ADMIN}/${orderId}/credit-notes/`;
    const inv = (await staff.get(`${ADMIN}/${orderId}/invoice/`)).body;
    const kase = inv.lines.find((l: any) => l.quantity === 3);
    const first = await staff.post(url, {
      reason: "Vrácen 1 obal",
      lines: [{ line: kase.key, quantity: 1 }],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number: `D${number}01`, total: 49_900, reason: "Vrácen 1 obal" });

    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.credit-note"), eq(auditLog.entityId, String(orderId))));
    expect(audit.detail).toMatchObject({ number: `D${number}01`, total: 49_900 });

    const [mail] = await mails("order-credit-note");
    expect(mail.subject).toBe(`Opravný daňový doklad D${number}01`);
    // The job again, as pg-boss runs it after a worker died mid-job: still one mail.
    await sendCreditNote(t.ctx, first.body.id);
    expect(await mails("order-credit-note")).toHaveLength(1);
    expect(mail.text).toContain(`k faktuře F${number} na částku 499`);
    expect(unpackAttachments(mail.attachments).map((a) => a.filename)).toEqual([
      `D${number}01.pdf`,
      `D${number}01.isdoc`,
    ]);

    const pdf = await raw(staff, `/api/new/orders/admin/credit-notes/${first.body.id}/pdf/`);
    expect(pdf.headers["content-disposition"]).toContain(`filename="D${number}01.pdf"`);
    const text = (await readPdf(pdf.bytes)).pages[0];
    expect(text).toContain("Opravný daňový doklad – dobropis");
    expect(text).toContain(`F${number}`);
    const isdoc = await raw(staff, `/api/new/orders/admin/credit-notes/${first.body.id}/isdoc/`);
    const xml = isdoc.bytes.toString("utf8");
    expect((await validateIsdoc(xml)).errors).toEqual([]);
    expect(xml).toContain("<DocumentType>2</DocumentType>");
    expect(xml).toContain(`<OriginalDocumentReference id="original"><ID>F${number}</ID>`);

    const after = (await staff.get(`${ADMIN}/${orderId}/invoice/`)).body;
    expect(after.lines.find((l: any) => l.key === kase.key).remaining_quantity).toBe(2);

    const full = await staff.post(url, { reason: "Odstoupení od smlouvy", full: true });
    expect(full.status).toBe(201);
    expect(full.body.number).toBe(`D${number}02`);
    expect(first.body.total + full.body.total).toBe(inv.total);
    expect(full.body.lines.find((l: any) => l.key === kase.key).quantity).toBe(2);

    const nothing = await staff.post(url, { reason: "Znovu", full: true });
    expect(nothing.status).toBe(400);
    expect(nothing.body.lines).toEqual(["Dobropis musí mít kladnou částku."]);

    const list = (await staff.get(url)).body.results;
    expect(list.map((n: any) => n.number)).toEqual([`D${number}01`, `D${number}02`]);
    expect(list.every((n: any) => n.sent_at)).toBe(true);
    expect((await staff.get("/api/new/orders/admin/credit-notes/999999/pdf/")).status).toBe(404);
  });
});
