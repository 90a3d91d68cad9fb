import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "./db/schema.js";
import { registerPages } from "./pages.js";
import { seedBuybackFixtures, sellRequest } from "./testing/buyback-fixtures.js";
import { finishPayload, seedCheckoutFixture } from "./testing/checkout-fixtures.js";
import { IPHONE_COLOR, repairOrder, seedServiceFixtures } from "./testing/service-fixtures.js";
import { createTestApp, type TestApp } from "./testing/test-app.js";

/**
 * Issue 16: a status page reached from an e-mail (order, buy-back, service order; a claim has the
 * service order's page) opens in any browser from its link, and a wrong or expired link is the 404
 * page in the market's language with HTTP 404, never a 500 ("Něco se pokazilo"). Pages are rendered
 * by the real page route (Vite's renderer, the same module graph on either side; the production
 * bundle's split graph is held by contract/api-client.test.ts and the browser journey).
 */
const VITE_DEV = process.env.VITE_DEV;
let cz: TestApp;
let ro: TestApp;
beforeAll(async () => {
  process.env.VITE_DEV = "1";
  cz = await createTestApp({ routes: registerPages });
  await seedServiceFixtures(cz.ctx);
  await seedBuybackFixtures(cz.ctx);
  ro = await createTestApp({ market: "ro", routes: registerPages });
}, 120_000);
afterAll(async () => {
  if (VITE_DEV === undefined) delete process.env.VITE_DEV;
  else process.env.VITE_DEV = VITE_DEV;
  await cz?.close();
  await ro?.close();
});

/** The link of the newest e-mail of a kind, as a path (what the customer clicks). */
async function mailedLink(t: TestApp, kind: string): Promise<string> {
  const [mail] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const url = mail?.text.match(/https?:\/\/\S+/g)?.find((u) => !u.includes("/api/"));
  if (!url) throw new Error(`no link in the ${kind} e-mail`);
  return new URL(url).pathname + new URL(url).search;
}

/** What a fresh browser gets for an address: the status, the page's heading and its hydration data. */
async function open(t: TestApp, path: string) {
  const res = await t.client().get(path);
  const html = res.text;
  const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, "") ?? "";
  const title = html.match(/<title>(.*?)<\/title>/)?.[1] ?? "";
  const boot = JSON.parse(
    html.match(/<script id="__shop" type="application\/json">(.*?)<\/script>/s)?.[1] ?? "{}",
  );
  return { status: res.status, html, h1, title, errors: boot.hydration?.errors ?? null };
}

function expectNotFound(page: Awaited<ReturnType<typeof open>>, heading: string) {
  expect(page.status).toBe(404);
  expect(page.h1).toBe(heading);
  expect(page.title).toContain(heading);
  // The browser gets the same status to hydrate with (a plain Error rendered "something went wrong": #418).
  expect(Object.values(page.errors ?? {})).toEqual([expect.objectContaining({ status: 404 })]);
}

describe("status pages from e-mails", () => {
  it("buy-back: the confirmation's signed link opens in a fresh browser; a wrong, missing or unknown one is a 404", async () => {
    const sold = await cz.client().post("/api/new/buyback/sell/", sellRequest());
    expect(sold.status).toBe(201);
    const link = await mailedLink(cz, "buyback-new");
    expect(link).toMatch(/^\/vykup\/[A-Za-z0-9_-]{22}\/\?key=[A-Za-z0-9_-]{24}$/);
    const page = await open(cz, link);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(`Výkup ${sold.body.number}`);

    const [path] = link.split("?");
    expectNotFound(await open(cz, `${path}?key=${"x".repeat(24)}`), "Stránka nenalezena");
    expectNotFound(await open(cz, path), "Stránka nenalezena");
    expectNotFound(await open(cz, "/vykup/AAAAAAAAAAAAAAAAAAAAAA/?key=x"), "Stránka nenalezena");
  });

  it("order: the confirmation's link opens in a fresh browser; a wrong key is a 404", async () => {
    const f = await seedCheckoutFixture(cz.ctx);
    const c = cz.client();
    await c.post("/api/new/cart/add/", { product: f.phone.id });
    const done = await c.post(
      "/api/new/checkout/finish/",
      finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
    );
    expect(done.status, done.text).toBeLessThan(300);
    const link = await mailedLink(cz, "order-confirmation");
    const page = await open(cz, link);
    expect(page.status).toBe(200);
    expect(page.h1).toContain(done.body.order_number);
    expectNotFound(await open(cz, link.replace(/\/[^/]+\/$/, "/wrongkey/")), "Stránka nenalezena");
  });

  it("service order (and claim, the same page): the link opens in a fresh browser; an unknown one is a 404", async () => {
    const ops = (await cz.client().get(`/api/new/service/operations/?color=${IPHONE_COLOR}`)).body.choices;
    const created = await cz.client().post("/api/new/service/orders/", repairOrder([ops[1].value]));
    expect(created.status, created.text).toBe(201);
    const [mail] = await cz.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const link = await mailedLink(cz, mail.kind);
    expect(link).toBe(created.body.status_url);
    const page = await open(cz, link);
    expect(page.status).toBe(200);
    expect(page.html).toContain(created.body.number);
    expectNotFound(await open(cz, "/servis/zakazka/AAAAAAAAAAAAAAAAAAAAAA/"), "Stránka nenalezena");
  });

  it("the Romanian shop answers a wrong link with its own 404 page", async () => {
    expectNotFound(await open(ro, "/buyback/AAAAAAAAAAAAAAAAAAAAAA/?key=x"), "Pagina nu a fost găsită");
    expectNotFound(
      await open(ro, "/service/comanda-service/AAAAAAAAAAAAAAAAAAAAAA/"),
      "Pagina nu a fost găsită",
    );
  });
});
