import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { xmlEscape } from "../../platform/xml.js";
import type { AnafRequest, AnafTransport } from "./anaf.js";
import { ciusRoErrors } from "./cius-ro.js";
import { writeZip } from "./zip.js";

/**
 * A local stand-in for RO e-Factura that answers as ANAF documents it (anaf.ts): an upload gets
 * an index, the status is "in prelucrare" for a while and then `ok` or `nok`, the download is a ZIP
 * with the invoice and a signature, or with the errors. It checks what ANAF checks first — a
 * well-formed document and the CIUS-RO rules we implement (cius-ro.ts) — and rejects with those
 * errors. It does not check EN 16931 or sign anything for real (the "signature" is a placeholder).
 *
 * Modes: `accept` (answers at the first status query), `slow` (answers "in prelucrare" for
 * `slowPolls` queries first), `down` (every call answers HTTP 503), `reject` (every document is
 * rejected with a rule of ANAF's global validation). Its memory can be kept in a file, so a
 * restarted shop finds its uploads again, as it would with ANAF.
 */
export type StandinMode = "accept" | "slow" | "down" | "reject";

interface Upload {
  index: string;
  cif: string;
  standard: string;
  xml: string;
  polls: number;
  outcome: { state: "ok" | "nok"; downloadId: string; errors: { rule: string; message: string }[] } | null;
}

const stamp = (d = new Date()) => d.toISOString().replace(/\D/g, "").slice(0, 12);

export class AnafStandin implements AnafTransport {
  mode: StandinMode;
  slowPolls: number;
  /** Every request, for tests ("upload" twice means a document went twice). */
  readonly calls: AnafRequest[] = [];
  private uploads = new Map<string, Upload>();
  private downloads = new Map<string, string>();
  private next = 5_000_001;

  constructor(opts: { mode?: StandinMode; slowPolls?: number; file?: string } = {}) {
    this.mode = opts.mode ?? "accept";
    this.slowPolls = opts.slowPolls ?? 2;
    this.file = opts.file;
    if (this.file && existsSync(this.file)) {
      const saved = JSON.parse(readFileSync(this.file, "utf8")) as { next: number; uploads: Upload[] };
      this.next = saved.next;
      for (const u of saved.uploads) {
        this.uploads.set(u.index, u);
        if (u.outcome) this.downloads.set(u.outcome.downloadId, u.index);
      }
    }
  }

  private readonly file: string | undefined;

  private save() {
    if (this.file)
      writeFileSync(this.file, JSON.stringify({ next: this.next, uploads: [...this.uploads.values()] }));
  }

  uploadCount(): number {
    return this.calls.filter((c) => c.path.startsWith("upload")).length;
  }

  async request(req: AnafRequest): Promise<{ status: number; body: Buffer }> {
    this.calls.push(req);
    if (this.mode === "down") return text(503, "Service Unavailable");
    if (req.path === "upload" || req.path === "uploadb2c") return this.upload(req);
    if (req.path === "stareMesaj") return this.status(req.query.id_incarcare ?? "");
    if (req.path === "descarcare") return this.download(req.query.id ?? "");
    return text(404, "Not Found");
  }

  private upload(req: AnafRequest) {
    const ns = "mfp:anaf:dgti:spv:respUploadFisier:v1";
    const refuse = (message: string) =>
      text(
        200,
        `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="${ns}" dateResponse="${stamp()}" ExecutionStatus="1"><Errors errorMessage="${xmlEscape(message)}"/></header>`,
      );
    if (!["UBL", "CN"].includes(req.query.standard ?? ""))
      return refuse("Valorile acceptate pentru parametrul standard sunt UBL, CN, CII sau RASP");
    if (!/^\d{2,10}$/.test(req.query.cif ?? ""))
      return refuse(`CIF introdus= ${req.query.cif} nu este un numar`);
    if (!req.body?.trim().startsWith("<")) return refuse("Fisierul transmis nu este valid.");
    const index = String(this.next++);
    this.uploads.set(index, {
      index,
      cif: req.query.cif!,
      standard: req.query.standard!,
      xml: req.body,
      polls: 0,
      outcome: null,
    });
    this.save();
    return text(
      200,
      `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="${ns}" dateResponse="${stamp()}" ExecutionStatus="0" index_incarcare="${index}"/>`,
    );
  }

  private async status(index: string) {
    const ns = "mfp:anaf:dgti:efactura:stareMesajFactura:v1";
    const u = this.uploads.get(index);
    if (!u)
      return text(
        200,
        `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="${ns}"><Errors errorMessage="Nu exista factura cu id_incarcare= ${xmlEscape(index)}"/></header>`,
      );
    u.polls++;
    if (!u.outcome && this.mode === "slow" && u.polls <= this.slowPolls) {
      this.save();
      return text(
        200,
        `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="${ns}" stare="in prelucrare"/>`,
      );
    }
    if (!u.outcome) {
      const errors =
        this.mode === "reject"
          ? [
              {
                rule: "BR-RO-120",
                message: "Adresa cumpărătorului trebuie să conțină strada și localitatea.",
              },
            ]
          : await ciusRoErrors(u.xml);
      const downloadId = String(3_000_000_000 + Number(index));
      u.outcome = { state: errors.length ? "nok" : "ok", downloadId, errors };
      this.downloads.set(downloadId, index);
      this.save();
    }
    return text(
      200,
      `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="${ns}" stare="${u.outcome.state}" id_descarcare="${u.outcome.downloadId}"/>`,
    );
  }

  private download(id: string) {
    const u = this.uploads.get(this.downloads.get(id) ?? "");
    if (!u?.outcome)
      return text(
        200,
        `{"eroare":"Pentru id=${id} nu exista inregistrata nici o factura","titlu":"Descarcare mesaj"}`,
      );
    const entries = u.outcome.errors.length
      ? [
          {
            name: `${u.index}.xml`,
            data: Buffer.from(
              `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="mfp:anaf:dgti:efactura:raspunsErori:v1" dateResponse="${stamp()}" Index_incarcare="${u.index}" Cif_emitent="${u.cif}">${u.outcome.errors
                .map(
                  (e) =>
                    `<Error errorMessage="${xmlEscape(`E: validari globale eroare regula: ${e.rule} ${e.message}`)}"/>`,
                )
                .join("")}</header>`,
            ),
          },
        ]
      : [
          { name: `${u.index}.xml`, data: Buffer.from(u.xml) },
          {
            name: `semnatura_${u.index}.xml`,
            data: Buffer.from(
              `<?xml version="1.0" encoding="UTF-8"?>\n<DetachedSignature xmlns="mfp:anaf:dgti:efactura:semnatura:standin"><Note>Semnătura locală de test, nu a ANAF</Note><SignedInfo index="${u.index}"/></DetachedSignature>`,
            ),
          },
        ];
    return { status: 200, body: writeZip(entries) };
  }
}

const text = (status: number, body: string) => ({ status, body: Buffer.from(body, "utf8") });
