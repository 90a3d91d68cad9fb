import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { contentClock } from "./content-clock.js";

const A = "/api/new/content/admin";
const REQUIRED = "Tato hodnota je požadována.";
let t: TestApp;
let staff: TestClient;
let customer: TestClient;
let warehouse: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const users = [
    ["katalog@example.cz", "catalog"],
    ["zakaznik@example.cz", "customer"],
    ["sklad@example.cz", "warehouse"],
  ] as const;
  for (const [email, role] of users) await createUser(t.ctx, { email, password: "Heslo123!", role });
  [staff, customer, warehouse] = [t.client(), t.client(), t.client()];
  await staff.login("katalog@example.cz", "Heslo123!");
  await customer.login("zakaznik@example.cz", "Heslo123!");
  await warehouse.login("sklad@example.cz", "Heslo123!");
});
afterAll(() => t.close());
const realNow = contentClock.now;
afterEach(() => {
  contentClock.now = realNow;
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const article = (over: Record<string, unknown> = {}) => ({
  language: "cs",
  slug: "jak-vybrat-telefon",
  title: "Jak vybrat telefon",
  perex: "Na co se dívat při výběru.",
  body: "## Displej\nVelikost a **jas**.",
  category_id: null,
  author: "Lenka Nová",
  image_id: null,
  published_at: inHours(-1),
  ...over,
});

async function newLanding(slug: string, publishAt: string | null) {
  const res = await staff.post(`${A}/landing-pages/`, {
    language: "cs",
    slug,
    title: "Black Friday",
    publish_at: publishAt,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe("content routes' access", () => {
  it("refuses visitors (401), customers and staff without marketing (403) on every kind of staff call", async () => {
    const visitor = t.client();
    const calls: [string, string, unknown?][] = [
      ["GET", `${A}/articles/`],
      ["POST", `${A}/articles/`, article()],
      ["GET", `${A}/faq/`],
      ["GET", `${A}/landing-pages/`],
      ["GET", "/api/new/content/component-params/1/"],
      ["POST", "/api/new/content/component-params/1/", { title: "x" }],
    ];
    for (const [method, url, body] of calls) {
      expect((await visitor.request(method as "GET", url, body)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method as "GET", url, body)).status, `${method} ${url}`).toBe(403);
      expect((await warehouse.request(method as "GET", url, body)).status, `${method} ${url}`).toBe(403);
    }
    expect((await staff.get(`${A}/articles/`)).status).toBe(200);
  });
});

describe("articles", () => {
  it("escapes HTML in the body: a script is text on the public page", async () => {
    const res = await staff.post(
      `${A}/articles/`,
      article({ slug: "skript", body: 'Pozor <script>alert("x")</script>' }),
    );
    expect(res.status).toBe(201);
    const pub = await t.client().get("/api/new/content/article/?slug=skript");
    expect(pub.status).toBe(200);
    expect(pub.body.body_html).toBe("<p>Pozor &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>");
  });

  it("lists published articles newest first with their category; drafts and other languages stay out", async () => {
    const cat = await staff.post(`${A}/article-categories/`, { language: "cs", slug: "rady", name: "Rady" });
    expect(cat.status).toBe(201);
    await staff.post(`${A}/articles/`, article({ category_id: cat.body.id, published_at: inHours(-2) }));
    await staff.post(`${A}/articles/`, article({ slug: "koncept", published_at: null }));
    await staff.post(`${A}/articles/`, article({ slug: "rumunsky", language: "ro" }));
    const list = await t.client().get("/api/new/content/articles/?page_size=10");
    expect(list.body.results.map((a: { slug: string }) => a.slug)).toEqual(["skript", "jak-vybrat-telefon"]);
    expect(list.body.results[1].category).toEqual({ slug: "rady", name: "Rady" });
    const byCategory = await t.client().get("/api/new/content/articles/?category=rady");
    expect(byCategory.body.count).toBe(1);
    expect((await t.client().get("/api/new/content/article/?slug=koncept")).status).toBe(404);
    expect((await t.client().get("/api/new/content/articles/?category=nic")).status).toBe(404);
  });

  it("a scheduled article joins the cached overview at its moment (the cached list ends there)", async () => {
    const at = new Date(Date.now() + 30_000).toISOString();
    expect(
      (await staff.post(`${A}/articles/`, article({ slug: "za-chvili", published_at: at }))).status,
    ).toBe(201);
    const slugs = async () =>
      (await t.client().get("/api/new/content/articles/?page_size=50")).body.results.map(
        (a: { slug: string }) => a.slug,
      );
    expect(await slugs()).not.toContain("za-chvili");
    expect(await slugs()).not.toContain("za-chvili");
    contentClock.now = () => new Date(Date.now() + 31_000);
    expect((await slugs())[0]).toBe("za-chvili");
    expect((await t.client().get("/api/new/content/article/?slug=za-chvili")).status).toBe(200);
    contentClock.now = realNow;
    await staff.delete(
      `${A}/articles/${(await staff.get(`${A}/articles/?page_size=50`)).body.results.find((a: { slug: string }) => a.slug === "za-chvili").id}/`,
    );
  });

  it("refuses a picture the library does not have, and answers 404 for an unknown article", async () => {
    const res = await staff.post(`${A}/articles/`, article({ slug: "s-obrazkem", image_id: 999_999 }));
    expect(res.status).toBe(400);
    expect(res.body.image_id).toEqual(["Obrázek neexistuje."]);
    expect((await staff.get(`${A}/articles/999999/`)).status).toBe(404);
    expect((await staff.put(`${A}/articles/999999/`, article({ slug: "nic" }))).status).toBe(404);
  });

  it("refuses a taken address, a bad slug and missing fields with Czech field errors", async () => {
    const taken = await staff.post(`${A}/articles/`, article());
    expect(taken.status).toBe(400);
    expect(taken.body.slug).toEqual(["Tuto adresu už má jiná stránka v tomto jazyce."]);
    const bad = await staff.post(`${A}/articles/`, article({ slug: "Špatná adresa", title: "", author: "" }));
    expect(bad.status).toBe(400);
    expect(bad.body.slug[0]).toContain("malá písmena");
    expect(bad.body.title).toEqual([REQUIRED]);
    expect(bad.body.author).toEqual([REQUIRED]);
  });
});

describe("landing pages and component params", () => {
  it("adds components, orders them, and checks each type's params (400 in Czech)", async () => {
    const id = await newLanding("komponenty", null);
    const add = async (type: string) =>
      (await staff.post(`${A}/landing-pages/${id}/components/`, { type })).body;
    const hero = await add("hero");
    const strip = await add("product_strip");
    const countdown = await add("countdown");
    expect(hero.type).toBe("hero");

    const params = (pk: number) => `/api/new/content/component-params/${pk}/`;
    expect((await staff.get(params(hero.id))).body.params.title).toBe("Nový hlavní nadpis");

    const noTitle = await staff.post(params(hero.id), { title: "", cta_url: "//jinam.example" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.title).toEqual([REQUIRED]);
    expect(noTitle.body.cta_url[0]).toContain("začínající lomítkem");

    const emptyStrip = await staff.post(params(strip.id), {
      title: "Telefony",
      source: "ids",
      product_ids: [],
    });
    expect(emptyStrip.status).toBe(400);
    expect(emptyStrip.body.product_ids).toEqual(["Vyberte alespoň jeden produkt."]);
    const missing = await staff.post(params(strip.id), {
      title: "Telefony",
      source: "ids",
      product_ids: [999_999],
    });
    expect(missing.body.product_ids).toEqual(["Některý z produktů neexistuje nebo není aktivní."]);

    const badDate = await staff.post(params(countdown.id), { title: "Akce", ends_at: "zítra" });
    expect(badDate.status).toBe(400);
    expect(badDate.body.ends_at).toEqual(["Zadejte platné datum a čas."]);
    const good = await staff.post(params(countdown.id), { title: "Akce končí", ends_at: inHours(5) });
    expect(good.status).toBe(200);
    expect(good.body.params).toMatchObject({ title: "Akce končí", text: "" });

    expect((await staff.get(params(999_999))).status).toBe(404);

    const ordered = await staff.put(`${A}/landing-pages/${id}/components/`, {
      ids: [countdown.id, hero.id, strip.id],
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.components.map((c: { id: number }) => c.id)).toEqual([
      countdown.id,
      hero.id,
      strip.id,
    ]);
    const partial = await staff.put(`${A}/landing-pages/${id}/components/`, { ids: [hero.id] });
    expect(partial.status).toBe(400);
    expect(partial.body.ids[0]).toContain("Pořadí neodpovídá");
  });

  it("is 404 before publish_at and 200 after it, cached or not; staff preview it before", async () => {
    // 30 s ahead: within the cache's minute, so the answer after it comes from the cached page.
    const id = await newLanding("black-friday", new Date(Date.now() + 30_000).toISOString());
    const hero = (await staff.post(`${A}/landing-pages/${id}/components/`, { type: "hero" })).body;
    await staff.post(`/api/new/content/component-params/${hero.id}/`, { title: "Černý pátek <b>!</b>" });
    const visitor = t.client();
    const url = "/api/new/content/landing/?slug=black-friday";
    // Twice: the second answer comes from the cache, which keeps the page, not the "not yet".
    expect((await visitor.get(url)).status).toBe(404);
    expect((await visitor.get(url)).status).toBe(404);

    const preview = await staff.get(`${A}/landing-pages/${id}/preview/`);
    expect(preview.status).toBe(200);
    expect(preview.body.components[0].params.title).toBe("Černý pátek <b>!</b>");

    contentClock.now = () => new Date(Date.now() + 31_000);
    const after = await visitor.get(url);
    expect(after.status).toBe(200);
    expect(after.body.components.map((c: { type: string }) => c.type)).toEqual(["hero"]);
    expect(after.body.components[0].params.title).toBe("Černý pátek <b>!</b>");
  });

  it("a draft (no publish_at) stays 404 to shoppers; a staff edit shows at once", async () => {
    const id = await newLanding("koncept-akce", null);
    expect((await t.client().get("/api/new/content/landing/?slug=koncept-akce")).status).toBe(404);
    const res = await staff.put(`${A}/landing-pages/${id}/`, {
      language: "cs",
      slug: "koncept-akce",
      title: "Hotovo",
      publish_at: inHours(-1),
    });
    expect(res.status).toBe(200);
    const pub = await t.client().get("/api/new/content/landing/?slug=koncept-akce");
    expect(pub.status).toBe(200);
    expect(pub.body.title).toBe("Hotovo");
  });
});

describe("FAQ", () => {
  it("groups questions with rendered answers; an item in no group is refused in Czech", async () => {
    expect(
      (await staff.post(`${A}/faq/groups/`, { language: "cs", title: "Doprava", position: 1 })).status,
    ).toBe(201);
    const admin = await staff.get(`${A}/faq/?language=cs`);
    const group = admin.body.groups.find((g: { title: string }) => g.title === "Doprava");
    const item = await staff.post(`${A}/faq/items/`, {
      group_id: group.id,
      question: "Kdy zboží dorazí?",
      answer: "Obvykle **do 2 dnů**.",
    });
    expect(item.status).toBe(201);
    const pub = await t.client().get("/api/new/content/faq/");
    expect(pub.body.groups).toEqual([
      {
        id: group.id,
        title: "Doprava",
        items: [
          expect.objectContaining({
            question: "Kdy zboží dorazí?",
            answer_html: "<p>Obvykle <strong>do 2 dnů</strong>.</p>",
          }),
        ],
      },
    ]);
    const orphan = await staff.post(`${A}/faq/items/`, { group_id: 999_999, question: "?", answer: "!" });
    expect(orphan.status).toBe(400);
    expect(orphan.body.group_id).toEqual(["Skupina dotazů neexistuje nebo je v jiném jazyce."]);
  });
});

describe("sitemap", () => {
  it("lists the overview, the FAQ, published articles and landing pages, not drafts or scheduled ones", async () => {
    await newLanding("sitemap-hned", inHours(-1));
    await newLanding("sitemap-pozdeji", inHours(3));
    const xml = (await t.client().get("/sitemap-pages.xml")).text;
    expect(xml).toContain("/clanky/</loc>");
    expect(xml).toContain("/casto-kladene-dotazy/</loc>");
    expect(xml).toContain("/clanky/jak-vybrat-telefon/</loc>");
    expect(xml).toContain("/akce/sitemap-hned/</loc>");
    expect(xml).not.toContain("sitemap-pozdeji");
    expect(xml).not.toContain("/clanky/koncept/");
    expect(xml).not.toContain("rumunsky");
  });
});

describe("the Romanian shop", () => {
  it("answers component params errors in Romanian", async () => {
    const ro = await createTestApp({ market: "ro" });
    try {
      await createUser(ro.ctx, { email: "marketing@example.ro", password: "Heslo123!", role: "catalog" });
      const c = ro.client();
      await c.login("marketing@example.ro", "Heslo123!");
      const page = await c.post(`${A}/landing-pages/`, { language: "ro", slug: "oferta", title: "Ofertă" });
      const hero = (await c.post(`${A}/landing-pages/${page.body.id}/components/`, { type: "hero" })).body;
      expect(hero.params.title).toBe("Titlu principal nou");
      const bad = await c.post(`/api/new/content/component-params/${hero.id}/`, { title: "", color: "red" });
      expect(bad.status).toBe(400);
      expect(bad.body.color).toEqual(["Introduceți culoarea în forma #0f766e."]);
    } finally {
      await ro.close();
    }
  });
});
