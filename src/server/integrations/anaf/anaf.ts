import type { RuleError } from "./cius-ro.js";
import { readZip } from "./zip.js";

/**
 * RO e-Factura's REST API (ANAF, "FCTEL/rest"), as its public documentation describes it:
 * 1. `POST upload?standard=UBL|CN&cif=…` (or `uploadb2c` for a consumer) with the XML answers
 *    `<header ExecutionStatus="0" index_incarcare="…"/>` (the upload index) or errors;
 * 2. `GET stareMesaj?id_incarcare=…` answers `stare="in prelucrare"`, then `ok` or `nok` with an
 *    `id_descarcare`;
 * 3. `GET descarcare?id=…` answers a ZIP: the invoice and ANAF's signature when accepted, an error
 *    document (`raspunsErori`) when rejected.
 * The transport (real HTTP with an OAuth2 token, or the stand-in) answers raw status and bytes; the
 * parsing here is the same for both, so the stand-in's tests exercise it.
 */
export interface AnafRequest {
  method: "GET" | "POST";
  /** Under the API's base: "upload", "uploadb2c", "stareMesaj", "descarcare". */
  path: string;
  query: Record<string, string>;
  body?: string;
}

export interface AnafTransport {
  request(req: AnafRequest): Promise<{ status: number; body: Buffer }>;
}

/** ANAF cannot be reached or asks us to wait (network, 5xx, 429): try again later. */
export class AnafUnavailable extends Error {}

/** ANAF refused the upload itself (ExecutionStatus 1): the document must be corrected. */
export class AnafRefused extends Error {
  constructor(readonly errors: RuleError[]) {
    super(errors.map((e) => e.message).join("; "));
  }
}

export type AnafStatus =
  | { state: "processing" }
  | { state: "ok" | "nok"; downloadId: string }
  /** ANAF answered with an error for the index itself (unknown index, not yours, too many queries). */
  | { state: "error"; message: string };

export interface AnafAnswer {
  zip: Buffer;
  /** The rejection's errors ([] when accepted). */
  errors: RuleError[];
  signed: boolean;
}

const attr = (xml: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i").exec(xml)?.[1];

const xmlUnescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** `<Errors errorMessage="…"/>` or `<Error errorMessage="…"/>` → rule (the first BR-… id) and message. */
export function errorsIn(xml: string): RuleError[] {
  return [...xml.matchAll(/<(?:\w+:)?Errors?\b[^>]*\berrorMessage\s*=\s*"([^"]*)"/g)].map((m) => {
    const message = xmlUnescape(m[1]).trim();
    const rule = /\b((?:BR|UBL|PEPPOL)-[A-Z0-9-]+[0-9])\b/.exec(message)?.[1] ?? "ANAF";
    return { rule, message };
  });
}

export class AnafClient {
  constructor(
    private readonly transport: AnafTransport,
    /** The seller's CUI without "RO". */
    private readonly cif: string,
  ) {}

  private async call(req: AnafRequest): Promise<Buffer> {
    let answer: { status: number; body: Buffer };
    try {
      answer = await this.transport.request(req);
    } catch (error) {
      if (error instanceof AnafUnavailable) throw error;
      throw new AnafUnavailable(
        `ANAF ${req.path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (answer.status === 429 || answer.status >= 500)
      throw new AnafUnavailable(`ANAF ${req.path}: HTTP ${answer.status}`);
    if (answer.status >= 400) throw new AnafUnavailable(`ANAF ${req.path}: HTTP ${answer.status}`);
    return answer.body;
  }

  /** Uploads a document; answers ANAF's upload index (store it before anything else). */
  async upload(xml: string, opts: { creditNote: boolean; consumer: boolean }): Promise<string> {
    const body = (
      await this.call({
        method: "POST",
        path: opts.consumer ? "uploadb2c" : "upload",
        query: { standard: opts.creditNote ? "CN" : "UBL", cif: this.cif },
        body: xml,
      })
    ).toString("utf8");
    const index = attr(body, "index_incarcare");
    if (attr(body, "ExecutionStatus") === "0" && index) return index;
    const errors = errorsIn(body);
    throw new AnafRefused(errors.length ? errors : [{ rule: "ANAF", message: body.slice(0, 500) }]);
  }

  async status(index: string): Promise<AnafStatus> {
    const body = (
      await this.call({ method: "GET", path: "stareMesaj", query: { id_incarcare: index } })
    ).toString("utf8");
    const stare = attr(body, "stare");
    const id = attr(body, "id_descarcare");
    if ((stare === "ok" || stare === "nok") && id) return { state: stare, downloadId: id };
    if (stare === "in prelucrare") return { state: "processing" };
    // "XML cu erori nepreluat de sistem": refused without a download.
    if (stare) return { state: "error", message: stare };
    return { state: "error", message: errorsIn(body)[0]?.message ?? body.slice(0, 500) };
  }

  async download(downloadId: string): Promise<AnafAnswer> {
    const zip = await this.call({ method: "GET", path: "descarcare", query: { id: downloadId } });
    const entries = readZip(zip);
    const signed = entries.some((e) => /^semnatura_/i.test(e.name));
    const errors = entries
      .filter((e) => !/^semnatura_/i.test(e.name))
      .flatMap((e) => {
        const text = e.data.toString("utf8");
        return text.includes("raspunsErori") ? errorsIn(text) : [];
      });
    return { zip, errors, signed };
  }
}

/** The real API over HTTPS with an OAuth2 access token (ANAF's "logincert" flow gives it). */
export class HttpAnafTransport implements AnafTransport {
  constructor(
    private readonly baseUrl: string,
    private readonly accessToken: string,
    private readonly timeoutMs = 30_000,
  ) {}

  async request(req: AnafRequest): Promise<{ status: number; body: Buffer }> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, "")}/${req.path}`);
    for (const [k, v] of Object.entries(req.query)) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: req.method,
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        ...(req.body === undefined ? {} : { "content-type": "text/plain; charset=utf-8" }),
      },
      body: req.body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  }
}
