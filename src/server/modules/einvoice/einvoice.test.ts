import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { einvoices } from "../../db/schema.js";
import { readZip } from "../../integrations/anaf/zip.js";
import { insertRoCreditNote, insertRoInvoicedOrder } from "../../testing/einvoice-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { en16931Errors, validateUbl } from "../../testing/ubl-validation.js";
import { createUser } from "../accounts/accounts.service.js";
import { anafStandin, backoffMs, sweep, transmit } from "./einvoice.service.js";

let t: TestApp;
let staff: TestClient;
const ADMIN = "/api/new/einvoice/admin";

beforeAll(async () => {
  t = await createTestApp({ market: "ro" });
  await createUser(t.ctx, { email: "staff@example.ro", password: "Parola123!", role: "staff" });
  staff = t.client();
  await staff.login("staff@example.ro", "Parola123!");
});
afterAll(() => t.close());

const standin = () => anafStandin(t.ctx)!;
beforeEach(() => {
  standin().mode = "accept";
});

async function rowOf(number: string) {
  const [row] = await t.ctx.db.select().from(einvoices).where(eq(einvoices.number, number));
  return row;
}

async function raw(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe("RO e-Factura transmission", () => {
  it("a Romanian order's invoice passes XSD, EN 16931 and CIUS-RO, ANAF accepts it, staff see it accepted", async () => {
    const o = await insertRoInvoicedOrder(t.ctx);
    const uploadsBefore = standin().uploadCount();
    await sweep(t.ctx);
    const row = await rowOf(`F${o.number}`);
    expect(row.state).toBe("accepted");
    expect(row.uploadIndex).toMatch(/^\d+$/);
    expect(standin().uploadCount()).toBe(uploadsBefore + 1);
    // A consumer: the B2C upload, as an invoice (UBL).
    expect(standin().calls.at(-3)).toMatchObject({
      path: "uploadb2c",
      query: { standard: "UBL", cif: "12345674" },
    });

    const list = await staff.get(`${ADMIN}/documents/?state=accepted`);
    expect(list.status).toBe(200);
    const doc = list.body.results.find((r: { number: string }) => r.number === `F${o.number}`);
    expect(doc).toMatchObject({
      state: "accepted",
      overdue: false,
      has_answer: true,
      errors: [],
      uploads: 1,
    });
    expect(doc.deadline > doc.issue_date).toBe(true);

    const xml = await raw(staff, `${ADMIN}/documents/${row.id}/xml/`);
    expect(xml.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(xml.headers["content-disposition"]).toContain(`filename="F${o.number}.xml"`);
    const text = xml.bytes.toString("utf8");
    expect((await validateUbl(text)).errors).toEqual([]);
    expect(await en16931Errors(text)).toEqual([]);

    const answer = await raw(staff, `${ADMIN}/documents/${row.id}/answer/`);
    expect(answer.headers["content-type"]).toBe("application/zip");
    const names = readZip(answer.bytes).map((e) => e.name);
    expect(names).toEqual([`${row.uploadIndex}.xml`, `semnatura_${row.uploadIndex}.xml`]);
  }, 60_000);

  it("serves the invoice as UBL to staff and, with the status link's key, to the customer", async () => {
    const o = await insertRoInvoicedOrder(t.ctx);
    const s = await raw(staff, `${ADMIN}/orders/${o.id}/invoice/`);
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(s.headers["content-disposition"]).toContain(`filename="F${o.number}.xml"`);
    const c = await raw(t.client(), `/api/new/einvoice/status/${o.number}/invoice/?key=${o.accessKey}`);
    expect(c.status).toBe(200);
    expect(c.bytes.toString("utf8")).toBe(s.bytes.toString("utf8"));
    expect(
      (await raw(t.client(), `/api/new/einvoice/status/${o.number}/invoice/?key=wrong-key-123`)).status,
    ).toBe(404);
    expect((await raw(t.client(), `${ADMIN}/orders/${o.id}/invoice/`)).status).toBe(401);

    const note = await insertRoCreditNote(t.ctx, o.id, `D${o.number}01`);
    const cn = await raw(staff, `${ADMIN}/credit-notes/${note.id}/`);
    expect(cn.status).toBe(200);
    expect(cn.bytes.toString("utf8")).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    // The credit note goes to ANAF too, as a CreditNote (standard CN).
    await sweep(t.ctx);
    expect((await rowOf(`D${o.number}01`)).state).toBe("accepted");
    expect(standin().calls.filter((c) => c.query.standard === "CN")).toHaveLength(1);
  }, 60_000);

  it("a rejection shows ANAF's rule and message; after a correction the resend is accepted", async () => {
    const o = await insertRoInvoicedOrder(t.ctx);
    standin().mode = "reject";
    await sweep(t.ctx);
    const row = await rowOf(`F${o.number}`);
    expect(row.state).toBe("rejected");
    expect(row.errors).toEqual([
      {
        rule: "BR-RO-120",
        message: expect.stringContaining("E: validari globale eroare regula: BR-RO-120"),
        source: "anaf",
      },
    ]);
    const detail = await staff.get(`${ADMIN}/documents/${row.id}/`);
    expect(detail.body.document.errors[0].rule).toBe("BR-RO-120");
    expect(detail.body.buyer).toMatchObject({ name: "Ștefan Țăranu", county: "RO-B", postcode: "010011" });

    // Not rejected any more is not resent; a bad correction is a 400 with Romanian field errors.
    const bad = await staff.post(`${ADMIN}/documents/${row.id}/resend/`, {
      county: "Cluj",
      company_id: "123",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.county).toEqual(["Județul ca cod ISO 3166-2:RO, de ex. RO-CJ sau RO-B."]);
    expect(bad.body.company_id).toEqual(["CUI invalid."]);

    standin().mode = "accept";
    const again = await staff.post(`${ADMIN}/documents/${row.id}/resend/`, {
      address: "Strada Mihai Eminescu 5, bl. A",
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ state: "accepted", uploads: 2, errors: [] });
    expect((await staff.get(`${ADMIN}/documents/${row.id}/`)).body.correction.address).toBe(
      "Strada Mihai Eminescu 5, bl. A",
    );
    const twice = await staff.post(`${ADMIN}/documents/${row.id}/resend/`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Se poate retrimite doar un document respins de ANAF.");
  }, 60_000);

  it("what CIUS-RO refuses is not sent: an address without a county is rejected here, and corrected", async () => {
    const uploads = standin().uploadCount();
    const o = await insertRoInvoicedOrder(t.ctx, { postcode: "999", city: "Atlantis" });
    await sweep(t.ctx);
    const row = await rowOf(`F${o.number}`);
    expect(row.state).toBe("rejected");
    expect(row.errors.map((e) => [e.rule, e.source])).toEqual([["BR-RO-100", "local"]]);
    expect(standin().uploadCount()).toBe(uploads);
    const fixed = await staff.post(`${ADMIN}/documents/${row.id}/resend/`, {
      postcode: "400114",
      city: "Cluj-Napoca",
    });
    expect(fixed.body.state).toBe("accepted");
    const xml = (await raw(staff, `${ADMIN}/orders/${o.id}/invoice/`)).bytes.toString("utf8");
    expect(xml).toContain("<cbc:CountrySubentity>RO-CJ</cbc:CountrySubentity>");
  }, 60_000);

  it("a slow ANAF is asked again later, with the same index", async () => {
    standin().mode = "slow";
    standin().slowPolls = 2;
    const o = await insertRoInvoicedOrder(t.ctx);
    const uploads = standin().uploadCount();
    await sweep(t.ctx);
    let row = await rowOf(`F${o.number}`);
    expect(row).toMatchObject({ state: "uploaded", attempts: 1 });
    const index = row.uploadIndex;
    const later = new Date(row.nextAttemptAt.getTime() + 1);
    expect((await transmit(t.ctx, row.id, { now: later }))?.state).toBe("uploaded");
    row = await rowOf(`F${o.number}`);
    expect(row.attempts).toBe(2);
    expect((await transmit(t.ctx, row.id, { now: new Date(row.nextAttemptAt.getTime() + 1) }))?.state).toBe(
      "accepted",
    );
    expect((await rowOf(`F${o.number}`)).uploadIndex).toBe(index);
    expect(standin().uploadCount()).toBe(uploads + 1);
  }, 60_000);

  it("ANAF down: retries back off (1, 2, 4 min … an hour), then the document goes", async () => {
    expect([1, 2, 3, 8, 20].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
    standin().mode = "down";
    const o = await insertRoInvoicedOrder(t.ctx);
    const t0 = new Date();
    await sweep(t.ctx, t0);
    let row = await rowOf(`F${o.number}`);
    expect(row).toMatchObject({ state: "queued", attempts: 1, lastError: "ANAF uploadb2c: HTTP 503" });
    // Not due yet: nothing happens.
    expect(await transmit(t.ctx, row.id, { now: new Date(row.nextAttemptAt.getTime() - 1000) })).toBeNull();
    const t1 = new Date(row.nextAttemptAt.getTime() + 1);
    await transmit(t.ctx, row.id, { now: t1 });
    row = await rowOf(`F${o.number}`);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - t1.getTime()).toBe(120_000);
    standin().mode = "accept";
    expect((await transmit(t.ctx, row.id, { now: new Date(row.nextAttemptAt.getTime() + 1) }))?.state).toBe(
      "accepted",
    );
  }, 60_000);

  it("staff send a waiting document now instead of after the outage's back-off; a finished one not", async () => {
    standin().mode = "down";
    const o = await insertRoInvoicedOrder(t.ctx);
    await sweep(t.ctx);
    const row = await rowOf(`F${o.number}`);
    expect(row).toMatchObject({ state: "queued", attempts: 1 });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    standin().mode = "accept";
    const now = await staff.post(`${ADMIN}/documents/${row.id}/send-now/`, {});
    expect(now.status, now.text).toBe(200);
    expect(now.body).toMatchObject({ number: `F${o.number}`, state: "accepted", uploads: 1, errors: [] });
    expect(now.body.upload_index).toMatch(/^\d+$/);
    const again = await staff.post(`${ADMIN}/documents/${row.id}/send-now/`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "Se poate trimite acum doar un document care așteaptă să fie trimis sau răspunsul ANAF.",
    );
    // Not logged in: refused.
    expect((await t.client().post(`${ADMIN}/documents/${row.id}/send-now/`, {})).status).toBe(401);
  }, 60_000);

  it("a process that dies between upload and answer loses nothing: the next run polls the stored index", async () => {
    const o = await insertRoInvoicedOrder(t.ctx);
    await t.ctx.jobs.send("nothing", {}); // (inline jobs: the sweep would transmit at once; here we drive it)
    await (await import("./einvoice.service.js")).enrol(t.ctx);
    const row = await rowOf(`F${o.number}`);
    const uploads = standin().uploadCount();
    // The "process" stops right after the upload index is committed: nothing after it ever runs.
    let stopped = false;
    void transmit(t.ctx, row.id, {
      afterUpload: () => {
        stopped = true;
        return new Promise<void>(() => {});
      },
    });
    await expect.poll(() => stopped, { timeout: 10_000 }).toBe(true);
    const died = await rowOf(`F${o.number}`);
    expect(died).toMatchObject({ state: "uploaded", uploads: 1 });
    expect(died.uploadIndex).toMatch(/^\d+$/);
    expect(standin().uploadCount()).toBe(uploads + 1);
    // While the dead worker's lease runs, no one else takes the document.
    expect(await transmit(t.ctx, row.id)).toBeNull();
    // After it, the next run asks for the stored index instead of uploading again.
    const next = await transmit(t.ctx, row.id, { now: new Date(Date.now() + 3 * 60_000) });
    expect(next).toMatchObject({ state: "accepted", uploads: 1, uploadIndex: died.uploadIndex });
    expect(standin().uploadCount()).toBe(uploads + 1);
    expect(standin().calls.at(-2)).toMatchObject({
      path: "stareMesaj",
      query: { id_incarcare: died.uploadIndex },
    });
  }, 60_000);

  it("the register says each document's market and e-Factura state and filters by them", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const all = await staff.get(`/api/new/einvoice/admin/register/?month=${month}`);
    expect(all.status).toBe(200);
    expect(all.body.results.length).toBeGreaterThan(3);
    expect(
      all.body.results.every(
        (r: { market: string; e_format: string }) => r.market === "ro" && r.e_format === "efactura",
      ),
    ).toBe(true);
    const accepted = await staff.get(
      `/api/new/einvoice/admin/register/?month=${month}&market=ro&e_state=accepted`,
    );
    expect(accepted.body.results.length).toBeGreaterThan(0);
    expect(accepted.body.results.every((r: { e_state: string }) => r.e_state === "accepted")).toBe(true);
    expect(accepted.body.invoiced).toBe(
      accepted.body.results
        .filter((r: { kind: string }) => r.kind === "invoice")
        .reduce((s: number, r: { total: number }) => s + r.total, 0),
    );
    const cz = await staff.get(`/api/new/einvoice/admin/register/?month=${month}&market=cz`);
    expect(cz.body.results).toEqual([]);
    const bad = await staff.get(`/api/new/einvoice/admin/register/?month=${month}&e_state=lost`);
    expect(bad.status).toBe(400);
  });
});
