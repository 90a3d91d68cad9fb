import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imagePath, widthsFor } from "../../../domain/image-variants.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { pngByHand } from "../../testing/png-by-hand.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { storeImage } from "./images.service.js";

const API = "/api/new/images/admin";
let t: TestApp;
let editor: TestClient;
let masterId: number;

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(files: { name: string; bytes: Buffer; type?: string }[], field = "files") {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (client: TestClient, files: Parameters<typeof multipart>[0]) => {
  const { payload, headers } = multipart(files);
  return client.request("POST", `${API}/images/`, payload, headers);
};

/** A photo-like JPEG of the given size, different for every seed. */
const photo = (width: number, height: number, seed = 0) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40 + seed, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f80"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * A PNG bomb by hand: the header says 30 000 × 30 000 pixels (900 megapixels, 2.7 GB decoded),
 * the file is a few kilobytes of zeros deflated.
 */
function pngBomb(): Buffer {
  return pngByHand(30_000, 30_000, Buffer.alloc(3 * 30_000 + 1));
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "catalog" });
  await createUser(t.ctx, { email: "sklad@example.cz", password: "Heslo123!", role: "warehouse" });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  editor = t.client();
  await editor.login("katalog@example.cz", "Heslo123!");
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", type: "phone" });
  const { master } = await f.model({
    name: "Galaxy A56",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", price: 9990 },
      { color: "Růžová", price: 9990 },
    ],
  });
  masterId = master.id;
});
afterAll(() => t.close());

describe("upload", () => {
  it("stores a JPEG, answers fast with its size, and the job makes every variant in both formats", async () => {
    const bytes = await photo(1500, 1000);
    const res = await upload(editor, [{ name: "a56-cerna.jpg", bytes, type: "image/jpeg" }]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe("Nahrán 1 obrázek.");
    const [image] = res.body.images;
    expect(image).toMatchObject({
      mime: "image/jpeg",
      width: 1500,
      height: 1000,
      file_name: "a56-cerna.jpg",
    });
    expect(image.hash).toMatch(/^[0-9a-f]{20}$/);
    expect(image.duplicate).toBe(false);
    // Inline jobs in tests: the variants are there when the answer is.
    const detail = (await editor.get(`${API}/images/${image.id}/`)).body;
    expect(detail.variant_widths).toEqual([160, 320, 480, 640, 960, 1280]);
    for (const w of widthsFor(1500))
      for (const f of ["avif", "webp"] as const)
        expect(await t.ctx.storage.head(`variants/${image.hash}-${w}.${f}`), `${w}.${f}`).not.toBeNull();
    expect(await t.ctx.storage.head(`originals/${image.hash}.jpg`)).toEqual({
      contentType: "image/jpeg",
      size: bytes.length,
    });
  });

  it("gives the same image for the same bytes (by content hash), whatever the file is called", async () => {
    const bytes = await photo(400, 300, 1);
    const first = (await upload(editor, [{ name: "one.jpg", bytes }])).body.images[0];
    const again = await upload(editor, [{ name: "renamed.jpg", bytes }]);
    expect(again.status).toBe(201);
    expect(again.body.images[0]).toMatchObject({
      id: first.id,
      hash: first.hash,
      duplicate: true,
      file_name: "one.jpg",
    });
    const listed = (await editor.get(`${API}/images/?search=renamed`)).body;
    expect(listed.count).toBe(0);
  });

  it("takes several files at once, each kind the library accepts (recognised by content, not name)", async () => {
    const base = await photo(700, 500, 2);
    const png = await sharp(base).png().toBuffer();
    const webp = await sharp(base).rotate(90).webp().toBuffer();
    const avif = await sharp(base).resize(300).avif().toBuffer();
    const res = await upload(editor, [
      { name: "obrazek.png", bytes: png },
      { name: "bez-pripony", bytes: webp },
      { name: "spatna-pripona.jpg", bytes: avif },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.images.map((i: any) => [i.mime, i.width, i.height])).toEqual([
      ["image/png", 700, 500],
      ["image/webp", 500, 700],
      ["image/avif", 300, 214],
    ]);
    expect(res.body.message).toBe("Nahrány 3 obrázky.");
  });

  it("refuses a file that is not an image of the four types, with a Czech message naming it", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const res = await upload(editor, [{ name: "animace.gif", bytes: gif, type: "image/jpeg" }]);
    expect(res.status).toBe(400);
    expect(res.body.files["0"]).toEqual(["Soubor animace.gif není obrázek JPEG, PNG, WebP ani AVIF."]);
    expect(res.body.message).toBe("Soubor animace.gif není obrázek JPEG, PNG, WebP ani AVIF.");
    const pdf = await upload(editor, [{ name: "faktura.jpg", bytes: Buffer.from("%PDF-1.7\n") }]);
    expect(pdf.body.files["0"][0]).toMatch(/není obrázek/);
    const svg = await upload(editor, [
      { name: "logo.svg", bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") },
    ]);
    expect(svg.status).toBe(400);
  });

  it("refuses a 50 MB file with a clear 400, without reading it into memory", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 7);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload(editor, [{ name: "obrovska.jpg", bytes: big }]);
    expect(res.status).toBe(400);
    expect(res.body.files["0"]).toEqual([
      "Soubor obrovska.jpg je větší než 15 MB. Zmenšete ho a nahrajte znovu.",
    ]);
  });

  it("refuses a PNG bomb from its header, before decoding, and stores nothing of it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const res = await upload(editor, [{ name: "bomba.png", bytes: bomb }]);
    expect(res.status).toBe(400);
    expect(res.body.files["0"]).toEqual([
      "Obrázek bomba.png má víc než 40 megapixelů. Zmenšete ho a nahrajte znovu.",
    ]);
    // 900 megapixels decoded would be 2.7 GB; the refusal costs next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    // One made with sharp too: 8000 × 8000 (64 megapixels) of one colour, a couple of hundred kB.
    const flat = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res2 = await upload(editor, [{ name: "cerna.png", bytes: flat }]);
    expect(res2.body.files["0"][0]).toMatch(/víc než 40 megapixelů/);
  });

  it("refuses a broken image and an empty file; a mixed request records none of its files", async () => {
    const good = await photo(500, 400, 3);
    const truncated = good.subarray(0, Math.floor(good.length / 3));
    const res = await upload(editor, [
      { name: "dobry.jpg", bytes: good },
      { name: "useknuty.jpg", bytes: truncated },
      { name: "prazdny.jpg", bytes: Buffer.alloc(0) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.files).toEqual({
      "1": ["Soubor useknuty.jpg je poškozený, obrázek z něj nelze přečíst."],
      "2": ["Soubor prazdny.jpg je prázdný."],
    });
    expect((await editor.get(`${API}/images/?search=dobry`)).body.count).toBe(0);
  });

  it("answers a request without files, or not multipart, with a 400 (never a 500)", async () => {
    expect((await upload(editor, [])).status).toBe(400);
    const json = await editor.post(`${API}/images/`, { files: "x" });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe("Vyberte alespoň jeden obrázek.");
    const broken = await editor.request("POST", `${API}/images/`, Buffer.from("--x\r\nnonsense"), {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(broken.status).toBe(400);
    const tiny = await photo(20, 20, 40);
    const many = await upload(
      editor,
      Array.from({ length: 21 }, (_, i) => ({ name: `${i}.jpg`, bytes: tiny })),
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("Najednou lze nahrát nejvýše 20 souborů.");
  });
});

describe("variants", () => {
  let hash: string;
  beforeAll(async () => {
    hash = (await upload(editor, [{ name: "varianty.jpg", bytes: await photo(1000, 800, 4) }])).body.images[0]
      .hash;
  });

  it("serves a variant with its type, a year's immutable cache and an ETag, to anyone, without a cookie", async () => {
    const res = await t.app.inject({ url: imagePath(hash, 320, "avif") });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/avif");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toBe(`"${hash}-320.avif"`);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const avif = await sharp(res.rawPayload).metadata();
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(["heif", "av1", 320, 256]);
    const webp = await t.app.inject({ url: imagePath(hash, 640, "webp") });
    expect(webp.headers["content-type"]).toBe("image/webp");
    const info = await sharp(webp.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(["webp", 640, 512]);
    const again = await t.app.inject({
      url: imagePath(hash, 640, "webp"),
      headers: { "if-none-match": webp.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("makes a missing variant on its first request and keeps it, so a page never shows a broken picture", async () => {
    await t.ctx.storage.delete(`variants/${hash}-480.avif`);
    const res = await t.app.inject({ url: imagePath(hash, 480, "avif") });
    expect(res.statusCode).toBe(200);
    const info = await sharp(res.rawPayload).metadata();
    expect([info.format, info.width]).toEqual(["heif", 480]);
    expect(await t.ctx.storage.head(`variants/${hash}-480.avif`)).not.toBeNull();
    // Concurrent misses of one variant share one making.
    await t.ctx.storage.delete(`variants/${hash}-160.webp`);
    const all = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: imagePath(hash, 160, "webp") })));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(all.map((r) => r.rawPayload.length)).size).toBe(1);
  });

  it("answers 404 for names that are no variant: unknown hash, a width not made, other formats, paths", async () => {
    for (const url of [
      imagePath("0123456789abcdef0123", 320, "avif"),
      imagePath(hash, 1280, "avif"), // the original is 1000 wide
      imagePath(hash, 333, "webp"),
      `/images/${hash}-320.png`,
      `/images/${hash}.jpg`,
      "/images/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["cache-control"] ?? "", url).not.toMatch(/immutable/);
    }
  });
});

describe("library", () => {
  it("finds files by term in the file name and either alt text, and saves alt texts per language", async () => {
    const id = (await upload(editor, [{ name: "iphone-16-modry.jpg", bytes: await photo(600, 600, 5) }])).body
      .images[0].id;
    const saved = await editor.patch(`${API}/images/${id}/`, {
      alt_cs: "iPhone 16 modrý zepředu",
      alt_ro: "iPhone 16 albastru",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ alt_cs: "iPhone 16 modrý zepředu", alt_ro: "iPhone 16 albastru" });
    const byName = (await editor.get(`${API}/images/?search=modry`)).body;
    expect(byName.results.map((i: any) => i.id)).toEqual([id]);
    expect((await editor.get(`${API}/images/?search=${encodeURIComponent("zepředu")}`)).body.count).toBe(1);
    expect((await editor.get(`${API}/images/?search=albastru`)).body.count).toBe(1);
    expect((await editor.get(`${API}/images/?search=iphone%20albastru`)).body.count).toBe(1);
    expect((await editor.get(`${API}/images/?search=%25`)).body.count).toBe(0);
    expect((await editor.patch(`${API}/images/${id}/`, { alt_cs: "x".repeat(251) })).status).toBe(400);
  });

  it("attaches to a model per colour or for all, keeps one main picture, reorders, detaches", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await upload(editor, [{ name: `galerie-${i}.jpg`, bytes: await photo(500, 500, 10 + i) }])).body
          .images[0].id,
      );
    const link = (imageId: number, colour = "", main = false) =>
      editor.post(`${API}/links/`, {
        image_id: imageId,
        entity_type: "master_product",
        entity_id: masterId,
        colour,
        main,
      });
    const first = await link(ids[0]!);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ entity_name: "Galaxy A56", colour: "", position: 0, is_main: true });
    const second = (await link(ids[1]!)).body;
    expect(second).toMatchObject({ position: 1, is_main: false });
    const pink = (await link(ids[2]!, "Růžová")).body;
    expect(pink).toMatchObject({ colour: "Růžová", is_main: true });
    expect((await link(ids[2]!, "Zelená")).body.colour).toEqual(["Model tuto barvu nemá."]);
    expect((await link(ids[0]!)).body.id).toBe(first.body.id);

    const gallery = async () =>
      (await editor.get(`${API}/links/?entity_type=master_product&entity_id=${masterId}`)).body.links.map(
        (l: any) => [l.image_id, l.colour, l.is_main],
      );
    expect(await gallery()).toEqual([
      [ids[0], "", true],
      [ids[1], "", false],
      [ids[2], "Růžová", true],
    ]);
    const main = await editor.post(`${API}/links/${second.id}/main/`);
    expect(main.status).toBe(200);
    expect(await gallery()).toEqual([
      [ids[0], "", false],
      [ids[1], "", true],
      [ids[2], "Růžová", true],
    ]);
    const order = { entity_type: "master_product", entity_id: masterId, colour: "" };
    const moved = await editor.put(`${API}/links/order/`, { ...order, link_ids: [second.id, first.body.id] });
    expect(moved.status).toBe(200);
    expect((await gallery()).slice(0, 2)).toEqual([
      [ids[1], "", true],
      [ids[0], "", false],
    ]);
    const partial = await editor.put(`${API}/links/order/`, { ...order, link_ids: [second.id] });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe("Pořadí neodpovídá obrázkům galerie. Načtěte stránku znovu.");
    expect(
      (await editor.put(`${API}/links/order/`, { ...order, link_ids: [second.id, pink.id] })).status,
    ).toBe(400);

    // Deleting a picture still shown is refused; detaching the main one promotes the next.
    const refused = await editor.delete(`${API}/images/${ids[1]}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/stále použitý/);
    expect((await editor.delete(`${API}/links/${second.id}/`)).status).toBe(200);
    expect(await gallery()).toEqual([
      [ids[0], "", true],
      [ids[2], "Růžová", true],
    ]);
    expect((await editor.get(`${API}/images/${ids[0]}/`)).body.link_count).toBe(1);
    expect((await editor.get(`${API}/images/${ids[2]}/`)).body.link_count).toBe(1);
    const detail = (await editor.get(`${API}/images/${ids[1]}/`)).body;
    expect(detail.links).toEqual([]);
    expect(detail.link_count).toBe(0);
    const hash = detail.hash;
    expect((await editor.delete(`${API}/images/${ids[1]}/`)).status).toBe(200);
    expect((await editor.get(`${API}/images/${ids[1]}/`)).status).toBe(404);
    expect(await t.ctx.storage.head(`originals/${hash}.jpg`)).toBeNull();
    expect((await t.app.inject({ url: imagePath(hash, 160, "avif") })).statusCode).toBe(404);
  });

  it("attaches to a category and a banner, and refuses entities that do not exist", async () => {
    const id = (await upload(editor, [{ name: "kategorie.jpg", bytes: await photo(800, 400, 20) }])).body
      .images[0].id;
    const f = catalogFactory(t.ctx);
    const cat = await f.category({ name: "Tablety", type: "tablet" });
    const ok = await editor.post(`${API}/links/`, {
      image_id: id,
      entity_type: "category",
      entity_id: cat.id,
    });
    expect(ok.body).toMatchObject({ entity_name: "Tablety", is_main: true });
    const none = await editor.post(`${API}/links/`, {
      image_id: id,
      entity_type: "banner",
      entity_id: 99_999,
    });
    expect(none.status).toBe(400);
    expect(none.body.entity_id).toEqual(["Produkt, kategorie nebo banner neexistuje."]);
    const colourOnCategory = await editor.post(`${API}/links/`, {
      image_id: id,
      entity_type: "category",
      entity_id: cat.id,
      colour: "Černá",
    });
    expect(colourOnCategory.status).toBe(400);
    expect(
      (await editor.post(`${API}/links/`, { image_id: 99_999, entity_type: "category", entity_id: cat.id }))
        .status,
    ).toBe(400);
  });

  it("audits every change with its author", async () => {
    const { queryRows } = await import("../../db/query-rows.js");
    const { sql } = await import("drizzle-orm");
    const rows = await queryRows<{ action: string; n: number }>(
      t.ctx.db,
      sql`select action, count(*)::int as n from audit_log where entity in ('image', 'master_product') and actor_id is not null group by action order by action`,
    );
    const actions = rows.map((r) => r.action);
    for (const a of [
      "image.upload",
      "image.alt",
      "image.link",
      "image.main",
      "image.reorder",
      "image.unlink",
      "image.delete",
    ])
      expect(actions, a).toContain(a);
  });

  it("lets the seed store and link pictures through the service", async () => {
    const { linkImage } = await import("./images.service.js");
    const stored = await storeImage(t.ctx, await photo(320, 240, 30), "seed.jpg", {
      altCs: "Seed",
      altRo: "Seed ro",
    });
    expect(stored).toMatchObject({ width: 320, alt_cs: "Seed", duplicate: false, variant_widths: [] });
    const link = await linkImage(t.ctx, {
      imageId: stored.id,
      entityType: "master_product",
      entityId: masterId,
      colour: "Černá",
    });
    expect(link.is_main).toBe(true);
    await expect(storeImage(t.ctx, Buffer.from("nope"), "x.txt")).rejects.toThrow();
  });
});

describe("permissions", () => {
  const CALLS: [string, string, unknown?][] = [
    ["GET", `${API}/images/`],
    ["POST", `${API}/images/`, {}],
    ["GET", `${API}/images/1/`],
    ["PATCH", `${API}/images/1/`, { alt_cs: "x" }],
    ["DELETE", `${API}/images/1/`],
    ["GET", `${API}/links/?entity_type=category&entity_id=1`],
    ["POST", `${API}/links/`, { image_id: 1, entity_type: "category", entity_id: 1 }],
    ["PUT", `${API}/links/order/`, { entity_type: "category", entity_id: 1, link_ids: [1] }],
    ["POST", `${API}/links/1/main/`, {}],
    ["DELETE", `${API}/links/1/`],
  ];

  it("refuses visitors (401), customers and staff without the catalogue permission (403)", async () => {
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    const warehouse = t.client();
    await warehouse.login("sklad@example.cz", "Heslo123!");
    for (const [method, url, body] of CALLS) {
      expect((await t.client().request(method as any, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method as any, url, body)).status, `${method} ${url}`).toBe(403);
      const denied = await warehouse.request(method as any, url, body);
      expect(denied.status, `${method} ${url}`).toBe(403);
    }
  });
});
