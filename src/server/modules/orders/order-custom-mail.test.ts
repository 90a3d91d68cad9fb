import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../db/schema.js";
import { ADMIN_ORDERS, staffOrdersKit } from "../../testing/staff-orders-kit.js";

let k: Awaited<ReturnType<typeof staffOrdersKit>>;
beforeAll(async () => {
  k = await staffOrdersKit();
});
afterAll(() => k.t.close());

const customMails = () =>
  k.t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, "order-custom"))
    .orderBy(desc(mailOutbox.id));
const send = (id: number, body: object, as = k.staff) => as.post(`${ADMIN_ORDERS}/${id}/email/`, body);

describe("custom order e-mail (spec)", () => {
  it("refuses an empty, a too long or a two-line subject with Czech field errors, and sends nothing", async () => {
    const o = await k.order();
    const empty = await send(o.id, { subject: " ", message: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      subject: ["Tato hodnota je požadována."],
      message: ["Tato hodnota je požadována."],
    });
    const long = await send(o.id, { subject: "x".repeat(151), message: "y".repeat(5001) });
    expect(long.body).toMatchObject({
      subject: ["Zadejte nejvýše 150 znaků."],
      message: ["Zadejte nejvýše 5000 znaků."],
    });
    const header = await send(o.id, { subject: "Ahoj\r\nBcc: x@example.cz", message: "Text" });
    expect(header.body).toMatchObject({ subject: ["Neplatná hodnota."] });
    expect(await customMails()).toEqual([]);
  });

  it("queues the staff member's text to the customer, framed in the order's language, in history and audit", async () => {
    const o = await k.order();
    const message = "Dobrý den,\n\nváš telefon dorazí zítra.\nDěkujeme za trpělivost.";
    const res = await send(o.id, { subject: "Zpoždění dodávky", message });
    expect(res.status, res.text).toBe(200);

    const [mail] = await customMails();
    expect(mail).toMatchObject({ to: "jana@example.cz", subject: "Zpoždění dodávky" });
    expect(mail.text).toContain("Dobrý den,\nváš telefon dorazí zítra.\nDěkujeme za trpělivost.");
    expect(mail.text).toContain(`Objednávka: ${o.number}`);
    expect(mail.text).toContain(`Stav objednávky: http://`);
    expect(mail.text).toContain("Všechna práva vyhrazena.");
    expect(mail.html).toContain('<p style="line-height:1.5">váš telefon dorazí zítra.</p>');

    const entry = res.body.history.find((h: { field: string }) => h.field === "email");
    expect(JSON.parse(entry.value)).toEqual({ mail_id: mail.id, subject: "Zpoždění dodávky", message });
    expect(entry.actor_id).toEqual(expect.any(Number));
    const [audited] = await k.t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "order.email"))
      .orderBy(desc(auditLog.id));
    expect(audited).toMatchObject({ entity: "order", entityId: String(o.id), detail: { mailId: mail.id } });

    // The customer's status page lists no staff e-mail.
    const pub = (await k.t.client().get(`/api/new/orders/status/${o.number}/?key=${o.accessKey}`)).body;
    expect(pub.history.map((h: { field: string }) => h.field)).toEqual(["status"]);
  });

  it("frames a Romanian customer's e-mail in Romanian", async () => {
    const o = await k.order();
    await k.setOrder(o.id, { language: "ro" });
    expect((await k.detail(o.id)).language).toBe("ro");
    expect((await send(o.id, { subject: "Întârziere", message: "Bună ziua" })).status).toBe(200);
    const [mail] = await customMails();
    expect(mail.text).toContain(`Comanda: ${o.number}`);
    expect(mail.text).toContain("Starea comenzii: http://");
    expect(mail.text).toContain("Toate drepturile rezervate.");
  });

  it("is staff's: 401 for a visitor, 403 for a customer, 404 for no such order", async () => {
    const o = await k.order();
    const body = { subject: "A", message: "B" };
    expect((await send(o.id, body, k.t.client())).status).toBe(401);
    expect((await send(o.id, body, k.customer)).status).toBe(403);
    expect((await send(999_999, body)).status).toBe(404);
  });
});
