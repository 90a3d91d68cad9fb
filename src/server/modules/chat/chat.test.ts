import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatConversations, chatMessages, mailOutbox, orders } from "../../db/schema.js";
import { insertShopOrder } from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { saveSettings } from "../settings/settings.service.js";
import { channels, parseWeekHours } from "./chat-channels.js";
import { openStream, type TestStream } from "./chat-stream.test-kit.js";

/**
 * The support chat (issue 20): a visitor's conversation over POST + SSE, the staff queue with
 * assignment, replies and canned answers, the transcript by e-mail.
 */

const PW = "Heslo123!";
const API = "/api/new/chat";
let t: TestApp;
const c: Record<string, TestClient> = {};
const ids: Record<string, number> = {};
const streams: TestStream[] = [];
const cookieOf = (x: TestClient) => [...x.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const open = async (path: string, who?: TestClient, app = t) => {
  const port = (app.app.server.address() as { port: number }).port;
  const s = await openStream(`http://127.0.0.1:${port}${path}`, who ? cookieOf(who) : undefined);
  streams.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp({ databaseEvents: true });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const people = [
    ["jana", "customer"],
    ["petr", "customer"],
    ["office", "staff"],
    ["office2", "staff"],
    ["sklad", "warehouse"],
  ] as const;
  for (const [name, role] of people) {
    ids[name] = await createUser(t.ctx, {
      email: `${name}@example.cz`,
      password: PW,
      role,
      firstName: name,
      lastName: "Test",
    });
    c[name] = t.client();
    await c[name].login(`${name}@example.cz`, PW);
  }
  c.visitor = t.client();
  c.stranger = t.client();
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe("channels", () => {
  it("lists the shop's channels with the week's hours and whether the line is open now", async () => {
    const res = await c.visitor.get(`${API}/channels/`);
    expect(res.status).toBe(200);
    expect(res.body.phone).toMatch(/^\+420/);
    expect(res.body.hours).toHaveLength(7);
    expect(res.body.hours[0]).toEqual({ day: 1, from: "08:00", to: "20:00" });
    expect(typeof res.body.open_now).toBe("boolean");
    expect(res.body.whatsapp_url).toMatch(/^https:\/\/wa\.me\//);
  });

  it("reads the values staff set on the settings screen: the week's hours, a channel switched off", async () => {
    await saveSettings(t.ctx, ids.office!, { contact_hours_week: "1-5 09:00-17:00", whatsapp_url: "" });
    const res = await c.visitor.get(`${API}/channels/`);
    expect(res.body.hours[0]).toEqual({ day: 1, from: "09:00", to: "17:00" });
    expect(res.body.hours[5]).toEqual({ day: 6, from: null, to: null });
    expect(res.body.whatsapp_url).toBeNull();
    expect(res.body.messenger_url).toMatch(/^https:\/\/m\.me\//);
  });

  it("knows whether the line is open now in the shop's time zone", async () => {
    const week = parseWeekHours("1-5 08:00-20:00, 6 09:00-13:00");
    expect(week["7"]).toEqual([]);
    const ctx = t.ctx;
    // Wednesday 25 Nov 2026, 10:00 in Prague (09:00 UTC), is open; Sunday 29 Nov is closed.
    const at = async (iso: string) => (await channels(ctx, new Date(iso))).open_now;
    expect(await at("2026-11-25T09:00:00Z")).toBe(true);
    expect(await at("2026-11-25T20:30:00Z")).toBe(false);
    expect(await at("2026-11-29T10:00:00Z")).toBe(false);
  });
});

describe("the visitor's conversation", () => {
  it("has none before the first message", async () => {
    const res = await c.visitor.get(`${API}/conversation/`);
    expect(res.body).toEqual({ conversation: null });
    expect((await c.visitor.post(`${API}/conversation/messages/`, { body: "Haló" })).status).toBe(404);
    expect((await open(`${API}/conversation/events/`, c.visitor)).status).toBe(404);
  });

  it("refuses a first message without a name, a bad e-mail or an over-long text, in Czech", async () => {
    const res = await c.visitor.post(`${API}/conversation/`, {
      name: "",
      email: "x@",
      body: "a".repeat(2001),
    });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual(["Tato hodnota je požadována."]);
    expect(res.body.email[0]).toMatch(/e-mail/i);
    expect(res.body.body[0]).toContain("2000");
    const blank = await c.visitor.post(`${API}/conversation/`, { name: "Eva", email: null, body: "   " });
    expect(blank.body.body).toEqual(["Tato hodnota je požadována."]);
    expect(blank.body.email).toBeUndefined();
  });

  it("starts with a name, keeps the e-mail encrypted, and persists the messages", async () => {
    const res = await c.visitor.post(`${API}/conversation/`, {
      name: "Eva Nováková",
      email: "eva@example.cz",
      body: "Dobrý den, máte iPhone 16 skladem?",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Eva Nováková", has_email: true, status: "open" });
    expect(res.body.messages).toHaveLength(1);
    ids.eva = res.body.id;
    const result = await t.ctx.db.execute(
      sql`select email, name from chat_conversations where id = ${ids.eva}`,
    );
    const raw = (result as unknown as { rows: { email: string; name: string }[] }).rows;
    expect(raw[0]!.email).not.toContain("eva@");
    expect(raw[0]!.name).not.toContain("Eva");
    const [stored] = await t.ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, ids.eva!));
    expect(stored!.body).toBe("Dobrý den, máte iPhone 16 skladem?");
    const again = await c.visitor.get(`${API}/conversation/`);
    expect(again.body.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      "Dobrý den, máte iPhone 16 skladem?",
    ]);
  });

  it("is the session's own: another visitor sees nothing of it and cannot write into it", async () => {
    expect((await c.stranger.get(`${API}/conversation/`)).body).toEqual({ conversation: null });
    expect((await c.stranger.post(`${API}/conversation/messages/`, { body: "ahoj" })).status).toBe(404);
    expect((await open(`${API}/conversation/events/`, c.stranger)).status).toBe(404);
    // A logged-in customer's own conversation is not Eva's either.
    expect((await c.petr.get(`${API}/conversation/`)).body).toEqual({ conversation: null });
  });

  it("streams staff's answer to the visitor live, and a reconnect fetches what came meanwhile", async () => {
    const s = await open(`${API}/conversation/events/`, c.visitor);
    expect(await s.next()).toEqual({ type: "open" });
    const reply = await c.office.post(`${API}/staff/conversations/${ids.eva}/messages/`, {
      body: "Dobrý den, ano, v černé i bílé.",
    });
    expect(reply.status).toBe(201);
    const event = await s.next();
    expect(event).toMatchObject({ type: "message", message: { author: "staff", staff_name: "office" } });
    s.close();
    // While the visitor's stream is closed, a second answer comes; the page fetches since its last id.
    const lastSeen = (event.message as { id: number }).id;
    await c.office.post(`${API}/staff/conversations/${ids.eva}/messages/`, {
      body: "Mám vám jeden rezervovat?",
    });
    const missed = await c.visitor.get(`${API}/conversation/?since=${lastSeen}`);
    expect(missed.body.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      "Mám vám jeden rezervovat?",
    ]);
  });

  it("limits how fast a visitor posts (429 with a Czech message)", async () => {
    const spammer = t.client();
    await spammer.post(`${API}/conversation/`, { name: "Robot", body: "1" });
    let last = 0;
    let message = "";
    for (let i = 0; i < 25 && last !== 429; i++) {
      const res = await spammer.post(`${API}/conversation/messages/`, { body: `zpráva ${i}` });
      last = res.status;
      message = res.body.message;
    }
    expect(last).toBe(429);
    expect(message).toBe("Posíláte zprávy příliš rychle. Zkuste to prosím za chvíli.");
    await t.ctx.rates.clear("chat-message:127.0.0.1");
  });

  it("ties a logged-in customer's conversation to the account, and staff see the customer's orders beside it", async () => {
    const o = await insertShopOrder(t.ctx, {
      number: "26000777",
      email: "jana@example.cz",
      items: ["Telefon"],
    });
    await t.ctx.db.update(orders).set({ userId: ids.jana! }).where(eq(orders.id, o.id));
    const res = await c.jana.post(`${API}/conversation/`, { name: "Jana", body: "Kde je moje objednávka?" });
    expect(res.status).toBe(201);
    ids.janaChat = res.body.id;
    const [row] = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, ids.janaChat!));
    expect(row!.userId).toBe(ids.jana);
    const detail = await c.office.get(`${API}/staff/conversations/${ids.janaChat}/`);
    expect(detail.body.has_account).toBe(true);
    expect(detail.body.orders.map((x: { number: string }) => x.number)).toEqual(["26000777"]);
    const guest = await c.office.get(`${API}/staff/conversations/${ids.eva}/`);
    expect(guest.body.orders).toEqual([]);
  });

  it("e-mails the transcript on request through the outbox, to the given address or the one from the start", async () => {
    const res = await c.visitor.post(`${API}/conversation/transcript/`, {});
    expect(res.status).toBe(202);
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.kind).toBe("chat-transcript");
    expect(mail!.to).toBe("eva@example.cz");
    expect(mail!.text).toContain("Dobrý den, máte iPhone 16 skladem?");
    expect(mail!.text).toContain("Mám vám jeden rezervovat?");
    // Jana gave no e-mail: she names one now, or is asked for it.
    const missing = await c.jana.post(`${API}/conversation/transcript/`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.email).toEqual(["Tato hodnota je požadována."]);
    expect((await c.jana.post(`${API}/conversation/transcript/`, { email: "jana@example.cz" })).status).toBe(
      202,
    );
    // The browser's form sends an empty optional e-mail as null: the same as none.
    const none = await c.jana.post(`${API}/conversation/transcript/`, { email: null });
    expect(none.body.email).toEqual(["Tato hodnota je požadována."]);
  });
});

describe("staff side", () => {
  it("refuses visitors (401), customers and staff without the customers area (403)", async () => {
    for (const path of [`${API}/staff/conversations/`, `${API}/staff/unread/`, `${API}/staff/canned/`]) {
      expect((await c.stranger.get(path)).status).toBe(401);
      const customer = await c.jana.get(path);
      expect(customer.status).toBe(403);
      expect((await c.sklad.get(path)).status).toBe(403);
    }
    expect((await c.jana.post(`${API}/staff/conversations/${ids.eva}/messages/`, { body: "x" })).status).toBe(
      403,
    );
    expect((await open(`${API}/staff/events/`, c.jana)).status).toBe(403);
  });

  it("queues open conversations unassigned first, with the waiting time and unread marks", async () => {
    const res = await c.office.get(`${API}/staff/conversations/`);
    expect(res.status).toBe(200);
    const rows = res.body.results as {
      id: number;
      assigned_to: number | null;
      unread: boolean;
      waiting_since: string | null;
    }[];
    const firstAssigned = rows.findIndex((r) => r.assigned_to !== null);
    expect(rows.slice(firstAssigned).every((r) => r.assigned_to !== null)).toBe(true);
    const jana = rows.find((r) => r.id === ids.janaChat)!;
    expect(jana.assigned_to).toBeNull();
    expect(jana.unread).toBe(true);
    expect(jana.waiting_since).not.toBeNull();
    // Eva's was answered by office (the answer took it): no waiting time.
    expect(rows.find((r) => r.id === ids.eva)).toMatchObject({
      assigned_to: ids.office,
      waiting_since: null,
    });
    const unread = await c.office.get(`${API}/staff/unread/`);
    expect(unread.body.count).toBeGreaterThanOrEqual(1);
    await c.office.post(`${API}/staff/conversations/${ids.janaChat}/read/`);
    const after = await c.office.get(`${API}/staff/unread/`);
    expect(after.body.count).toBe(unread.body.count - 1);
  });

  it("gives a conversation taken by two staff at once to one of them; the other gets a 409", async () => {
    const take = (who: TestClient) =>
      who.post(`${API}/staff/conversations/${ids.janaChat}/assign/`, { expected_assignee: null });
    const [a, b] = await Promise.all([take(c.office), take(c.office2)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.message).toBe("Konverzaci mezitím převzal někdo jiný.");
    const winner = a.status === 200 ? ids.office : ids.office2;
    const [row] = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, ids.janaChat!));
    expect(row!.assignedTo).toBe(winner);
  });

  it("hands a conversation to a colleague who may answer chats, not to anyone", async () => {
    const [row] = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, ids.janaChat!));
    const bad = await c.office.post(`${API}/staff/conversations/${ids.janaChat}/assign/`, {
      user_id: ids.sklad,
      expected_assignee: row!.assignedTo,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.user_id).toEqual(["Tento kolega nemůže odpovídat na chat."]);
    const garbage = await c.office.post(`${API}/staff/conversations/${ids.janaChat}/assign/`, {
      user_id: "x",
    });
    expect(garbage.status).toBe(400);
    const ok = await c.office.post(`${API}/staff/conversations/${ids.janaChat}/assign/`, {
      user_id: ids.office2,
      expected_assignee: row!.assignedTo,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.assigned_to).toBe(ids.office2);
    const agents = await c.office.get(`${API}/staff/agents/`);
    const agentIds = agents.body.results.map((x: { id: number }) => x.id);
    expect(agentIds).toContain(ids.office);
    expect(agentIds).not.toContain(ids.sklad);
  });

  it("tells the staff stream about a new conversation and a customer's message", async () => {
    const s = await open(`${API}/staff/events/`, c.office);
    expect(await s.next()).toEqual({ type: "open" });
    const newcomer = t.client();
    const started = await newcomer.post(`${API}/conversation/`, { name: "Karel", body: "Dobrý den" });
    expect(await s.next((e) => e.type === "queue")).toEqual({ type: "queue", id: started.body.id });
    await c.visitor.post(`${API}/conversation/messages/`, { body: "Ano, prosím." });
    expect(await s.next((e) => e.type === "message" && e.id === ids.eva)).toMatchObject({
      message: { author: "customer", body: "Ano, prosím." },
    });
  });

  it("closes a conversation: the visitor hears it and can no longer write into it", async () => {
    const s = await open(`${API}/conversation/events/`, c.visitor);
    await s.next();
    const res = await c.office.post(`${API}/staff/conversations/${ids.eva}/close/`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("closed");
    expect(await s.next()).toEqual({ type: "closed" });
    const late = await c.visitor.post(`${API}/conversation/messages/`, { body: "Ještě něco" });
    expect(late.status).toBe(409);
    expect(
      (await c.office.post(`${API}/staff/conversations/${ids.eva}/messages/`, { body: "x" })).status,
    ).toBe(409);
    // A new first message starts a new conversation.
    const next = await c.visitor.post(`${API}/conversation/`, { name: "Eva", body: "Ještě něco" });
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(ids.eva);
    expect(next.body.messages).toHaveLength(1);
  });

  it("keeps canned answers per language: add, list, change, delete, with Czech field errors", async () => {
    const added = await c.office.post(`${API}/staff/canned/`, {
      language: "cs",
      title: "Pozdrav",
      body: "Dobrý den!",
    });
    expect(added.status).toBe(201);
    await c.office.post(`${API}/staff/canned/`, { language: "ro", title: "Salut", body: "Bună ziua!" });
    const cs = await c.office.get(`${API}/staff/canned/?language=cs`);
    expect(cs.body.results.map((r: { title: string }) => r.title)).toEqual(["Pozdrav"]);
    const bad = await c.office.post(`${API}/staff/canned/`, { language: "de", title: "", body: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.title).toEqual(["Tato hodnota je požadována."]);
    expect(bad.body.language).toBeDefined();
    const changed = await c.office.patch(`${API}/staff/canned/${added.body.id}/`, {
      language: "cs",
      title: "Pozdrav",
      body: "Dobrý den, jak vám můžeme pomoci?",
    });
    expect(changed.body.body).toBe("Dobrý den, jak vám můžeme pomoci?");
    expect((await c.office.delete(`${API}/staff/canned/${added.body.id}/`)).status).toBe(200);
    expect((await c.office.delete(`${API}/staff/canned/${added.body.id}/`)).status).toBe(404);
    expect((await c.office.get(`${API}/staff/conversations/999999/`)).status).toBe(404);
  });
});

describe("on PostgreSQL, across web instances", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "a message posted through one instance reaches a stream open on another (LISTEN/NOTIFY); " +
      "skipped on PGlite: one process's in-memory database has no second instance",
    async () => {
      const second = await createTestApp({ shareDatabaseOf: t, databaseEvents: true });
      try {
        await second.app.listen({ port: 0, host: "127.0.0.1" });
        const shopper = t.client();
        await shopper.post(`${API}/conversation/`, { name: "Ondřej", body: "Dobrý den" });
        // The shopper's page streams from the second instance; staff answer through the first.
        const s = await open(`${API}/conversation/events/`, shopper, second);
        expect(await s.next()).toEqual({ type: "open" });
        const id = (await shopper.get(`${API}/conversation/`)).body.conversation.id;
        await c.office.post(`${API}/staff/conversations/${id}/messages/`, { body: "Dobrý den, Ondřeji." });
        expect(await s.next()).toMatchObject({ type: "message", message: { body: "Dobrý den, Ondřeji." } });
        s.close();
      } finally {
        await second.close();
      }
    },
  );
});
