import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema.js";
import { createUser } from "../modules/accounts/accounts.service.js";
import { invoicePdfKey } from "../modules/orders/invoices.service.js";
import { orderById } from "../modules/orders/orders.queries.js";
import { finishPayload, seedCheckoutFixture } from "../testing/checkout-fixtures.js";
import { pngByHand } from "../testing/png-by-hand.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import type { TestClient } from "../testing/test-client.js";
import type { Jobs } from "./jobs.js";
import { workerFile } from "./worker-files.js";

/**
 * A web instance next to a job worker (INLINE_WORKERS=0, decision 013): its PDFs, picture
 * variants and upload checks are made by the worker, and it never loads pdf-lib, fontkit or sharp.
 * Two apps on one database and one storage: `worker` runs every job, `web` only sends. Each job
 * the web sends is recorded with the packages this test process had loaded at that moment, then
 * handed to the worker (which loads them).
 */
const require = createRequire(import.meta.url);
const HEAVY = /\/node_modules\/(pdf-lib|@pdf-lib\/fontkit|sharp)\//;
const heavyLoaded = () => Object.keys(require.cache).filter((k) => HEAVY.test(k));
/**
 * True when this file runs in a process of its own (vitest's isolated project, or alone): then no
 * package was loaded before it, and what the web sent is checked against what was loaded. Where
 * files share a process, an earlier file may have loaded them; the jobs sent still show the web
 * left the work to the worker.
 */
const fresh = heavyLoaded().length === 0;

let worker: TestApp;
let web: TestApp;
let staff: TestClient;
let editor: TestClient;
let orderId: number;
const sent: { name: string; heavyLoadedBefore: string[] }[] = [];
/** While false, the web's jobs are recorded but the worker does not run them (a worker that is down). */
let workerRuns = true;

/** A grey PNG by hand (no sharp in this process before the worker needs it). */
function png(width: number, height: number, shade: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, shade)]);
  return pngByHand(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

function uploadBody(name: string, bytes: Buffer) {
  const boundary = "----shopworkerfiles";
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A GET as bytes, with the client's cookies. */
async function raw(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await web.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

beforeAll(async () => {
  worker = await createTestApp();
  web = await createTestApp({ shareDatabaseOf: worker });
  // The web instance as `npm run serve` with INLINE_WORKERS=0 runs it: it sends, the worker works.
  web.ctx.config.inlineWorkers = false;
  const jobs: Jobs = {
    ...web.ctx.jobs,
    async send(name, data) {
      sent.push({ name, heavyLoadedBefore: heavyLoaded() });
      if (workerRuns) await worker.ctx.jobs.send(name, data);
    },
    work: async () => {},
  };
  web.ctx.jobs = jobs;

  const f = await seedCheckoutFixture(worker.ctx);
  await createUser(worker.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(worker.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "catalog" });
  staff = web.client();
  await staff.login("staff@example.cz", "Heslo123!");
  editor = web.client();
  await editor.login("katalog@example.cz", "Heslo123!");
  const c = worker.client();
  await c.post("/api/new/cart/add/", { product: f.phone.id });
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
  );
  expect(res.status, res.text).toBeLessThan(300);
  const [o] = await worker.ctx.db.select().from(orders).where(eq(orders.number, res.body.order_number));
  orderId = o.id;
  // Issued without its job (which would render the PDF in this process): the download must ask.
  await worker.ctx.db
    .update(orders)
    .set({ invoiceStatus: "created", invoiceNumber: `F${o.number}`, invoiceIssuedAt: new Date() })
    .where(eq(orders.id, orderId));
}, 60_000);
afterAll(async () => {
  await web.close();
  await worker.close();
});

describe("a web instance next to a job worker", () => {
  it("checks an upload and has its variants made by the worker, never loading sharp itself", async () => {
    const { payload, headers } = uploadBody("sedy.png", png(800, 600, 120));
    const res = await editor.request("POST", "/api/new/images/admin/images/", payload, headers);
    expect(res.status, res.text).toBe(201);
    const image = res.body.images[0];
    expect(image).toMatchObject({ mime: "image/png", width: 800, height: 600 });
    const inspect = sent.find((s) => s.name === "images.inspect");
    expect(inspect).toBeDefined();
    if (fresh) expect(inspect?.heavyLoadedBefore).toEqual([]);
    expect(sent.map((s) => s.name)).toContain("images.variants");

    // A refused file is still a 400 with the file's Czech error, decided by the worker.
    const broken = Buffer.concat([png(800, 600, 1).subarray(0, 60), Buffer.alloc(200, 7)]);
    const refused = uploadBody("rozbity.png", broken);
    const no = await editor.request(
      "POST",
      "/api/new/images/admin/images/",
      refused.payload,
      refused.headers,
    );
    expect(no.status).toBe(400);
    expect(no.body.files["0"][0]).toMatch(/rozbity\.png/);

    // A variant not made yet: the nearest one made meanwhile, cached a minute, and a job for it.
    const name = `${image.hash}-480.webp`;
    await web.ctx.storage.delete(`variants/${image.hash}-480.webp`);
    workerRuns = false;
    const standIn = await raw(web.client(), `/images/${name}`);
    workerRuns = true;
    expect(standIn.status).toBe(200);
    expect(standIn.headers["content-type"]).toBe("image/webp");
    expect(standIn.headers["cache-control"]).toBe("public, max-age=60");
    expect(sent.at(-1)?.name).toBe("images.variant");
    await worker.ctx.jobs.send("images.variant", { hash: image.hash, width: 480, format: "webp" });
    const made = await raw(web.client(), `/images/${name}`);
    expect(made.headers["cache-control"]).toContain("immutable");
  });

  it("serves an invoice PDF the worker made on its request, then from storage", async () => {
    const url = `/api/new/orders/admin/orders/${orderId}/invoice/pdf/`;
    const before = sent.length;
    const first = await raw(staff, url);
    expect(first.status).toBe(200);
    expect(first.bytes.subarray(0, 4).toString()).toBe("%PDF");
    const asked = sent.slice(before);
    expect(asked.map((s) => s.name)).toEqual(["orders.invoice-pdf"]);
    if (fresh) expect(asked[0].heavyLoadedBefore.filter((k) => /pdf-lib/.test(k))).toEqual([]);
    const again = await raw(staff, url);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(sent.length).toBe(before + 1);
    // Kept sealed: the stored file is not the PDF (it prints the customer's name and address).
    const order = await orderById(web.ctx.db, orderId);
    const stored = await web.ctx.storage.get(invoicePdfKey(order!));
    expect(stored).not.toBeNull();
    expect(stored!.bytes.subarray(0, 4).toString()).not.toBe("%PDF");
    expect(stored!.bytes.includes(first.bytes.subarray(0, 64))).toBe(false);
    // The check above can see pdf-lib: the worker (this process too) has loaded it by now.
    expect(heavyLoaded().some((k) => /pdf-lib/.test(k))).toBe(true);
  });

  it("answers 503 asking to retry when the worker has not made the file in time", async () => {
    workerRuns = false;
    const started = Date.now();
    const error = await workerFile(web.ctx, {
      key: "documents/test/never.pdf",
      job: "test.never",
      data: {},
      make: async () => ({ bytes: Buffer.from(""), contentType: "application/pdf" }),
      timeoutMs: 400,
    }).catch((e: unknown) => e);
    workerRuns = true;
    expect(error).toMatchObject({ statusCode: 503, message: "errors.fileNotReady" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});
