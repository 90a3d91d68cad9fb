import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SandboxCdn } from "../../integrations/cdn/sandbox-cdn.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { storeImage } from "./images.service.js";

// A change of what pages show purges the CDN's copies of those pages (through the sandbox CDN,
// which logs what it was asked to purge); deleting a picture purges its variant files.
const API = "/api/new/images/admin";
let t: TestApp;
let editor: TestClient;
let masterId: number;
let categoryId: number;
const log = () => (t.ctx.cdn as SandboxCdn).log;
const purgedKeys = () => log().flatMap((p) => (p.kind === "keys" ? p.target : []));

const picture = (seed: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: seed, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "catalog" });
  editor = t.client();
  await editor.login("katalog@example.cz", "Heslo123!");
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", type: "phone" });
  categoryId = phones.id;
  const { master } = await f.model({
    name: "Galaxy A56",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", price: 9990 }],
  });
  masterId = master.id;
});
afterAll(() => t.close());
beforeEach(() => {
  log().length = 0;
});

describe("CDN purge of what showed a picture", () => {
  it("attaching, making main, reordering, editing the alt text and detaching purge the model's answers and lists", async () => {
    const a = await storeImage(t.ctx, await picture(10), "a.jpg", { variants: "on-demand" });
    const b = await storeImage(t.ctx, await picture(20), "b.jpg", { variants: "on-demand" });
    expect(log()).toEqual([]); // stored, shown nowhere: nothing to purge
    const shown = [`master-${masterId}`, "catalog products", "catalog search", "catalog home"];

    const first = await editor.post(`${API}/links/`, {
      image_id: a.id,
      entity_type: "master_product",
      entity_id: masterId,
    });
    expect(first.status).toBe(201);
    expect(purgedKeys()).toEqual(expect.arrayContaining(shown));
    expect(log().every((p) => p.soft)).toBe(true);

    const second = await editor.post(`${API}/links/`, {
      image_id: b.id,
      entity_type: "master_product",
      entity_id: masterId,
    });
    log().length = 0;
    expect((await editor.post(`${API}/links/${second.body.id}/main/`, {})).status).toBe(200);
    expect(purgedKeys()).toEqual(expect.arrayContaining(shown));

    log().length = 0;
    const order = await editor.put(`${API}/links/order/`, {
      entity_type: "master_product",
      entity_id: masterId,
      colour: "",
      link_ids: [second.body.id, first.body.id],
    });
    expect(order.status).toBe(200);
    expect(purgedKeys()).toContain(`master-${masterId}`);

    log().length = 0;
    expect((await editor.patch(`${API}/images/${b.id}/`, { alt_cs: "Galaxy A56 zepředu" })).status).toBe(200);
    expect(purgedKeys()).toContain(`master-${masterId}`);

    // Nothing to change: a 400 with the field, and nothing purged.
    log().length = 0;
    const empty = await editor.patch(`${API}/images/${b.id}/`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.alt_cs).toBeDefined();
    expect(log()).toEqual([]);

    log().length = 0;
    expect((await editor.delete(`${API}/links/${second.body.id}/`)).status).toBe(200);
    expect(purgedKeys()).toEqual(expect.arrayContaining(shown));
  });

  it("a category's photo purges the category lists and home; a refused change purges nothing", async () => {
    const c = await storeImage(t.ctx, await picture(30), "c.jpg", { variants: "on-demand" });
    const res = await editor.post(`${API}/links/`, {
      image_id: c.id,
      entity_type: "category",
      entity_id: categoryId,
    });
    expect(res.status).toBe(201);
    expect(purgedKeys()).toEqual(expect.arrayContaining(["catalog categories", "catalog home"]));
    expect(purgedKeys()).not.toContain(`master-${masterId}`);
    log().length = 0;
    // Deleting a picture still shown is refused (detach it first): no purge.
    expect((await editor.delete(`${API}/images/${c.id}/`)).status).toBe(409);
    expect(log()).toEqual([]);
  });

  it("deleting a picture purges its variant files, which the CDN keeps a year, by their key", async () => {
    const d = await storeImage(t.ctx, await picture(40), "d.jpg", { variants: "on-demand" });
    const variant = await t.client().get(`/images/${d.hash}-160.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers["surrogate-key"]).toBe(`image-${d.hash}`);
    expect((await editor.delete(`${API}/images/${d.id}/`)).status).toBe(200);
    expect(log()).toMatchObject([{ kind: "keys", target: [`image-${d.hash}`], soft: true }]);
  });
});
