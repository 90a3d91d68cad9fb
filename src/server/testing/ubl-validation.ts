import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { validateXML } from "xmllint-wasm";

/**
 * Test support for e-Factura documents: the OASIS UBL 2.1 XSD (copied from
 * shared/reference/ubl-2.1, OASIS Standard) and CEN/TC 434's EN 16931 UBL validation stylesheet
 * (release 1.3.16, EUPL 1.2), run with SaxonJS. The stylesheet is compiled to a SEF once per
 * machine (≈ 15 s) into the OS temp dir, keyed by the stylesheet's hash; nothing generated is
 * committed.
 */

const HERE = new URL("./einvoice/", import.meta.url);
const file = (path: string) => new URL(path, HERE);

let xsdFiles: Promise<{ fileName: string; contents: string }[]> | undefined;
async function commonSchemas() {
  xsdFiles ??= (async () => {
    const names = await readdir(file("ubl-2.1/common/"));
    return Promise.all(
      names
        .filter((n) => n.endsWith(".xsd"))
        .map(async (n) => ({
          fileName: `common/${n}`,
          contents: await readFile(file(`ubl-2.1/common/${n}`), "utf8"),
        })),
    );
  })();
  return xsdFiles;
}

/** Validates a UBL 2.1 Invoice or CreditNote against the official XSD (picked by the root element). */
export async function validateUbl(xml: string) {
  const root =
    /<(?:\w+:)?(Invoice|CreditNote)[\s>]/.exec(xml.replace(/<\?xml[^>]*\?>/, ""))?.[1] ?? "Invoice";
  const main = `maindoc/UBL-${root}-2.1.xsd`;
  return validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [{ fileName: main, contents: await readFile(file(`ubl-2.1/${main}`), "utf8") }],
    preload: await commonSchemas(),
  });
}

export interface SvrlAssert {
  id: string;
  flag: string;
  location: string;
  text: string;
}

const XSLT = file("EN16931-UBL-validation.xslt");
let sefPath: Promise<string> | undefined;

/** The compiled stylesheet, made once per machine and stylesheet version (a lock file keeps parallel test files to one compile). */
async function compiledSef(): Promise<string> {
  sefPath ??= (async () => {
    const xslt = await readFile(XSLT);
    const hash = createHash("sha256").update(xslt).digest("hex").slice(0, 16);
    const dir = join(tmpdir(), "shop-en16931");
    await mkdir(dir, { recursive: true });
    const target = join(dir, `en16931-${hash}.sef.json`);
    const lock = `${target}.lock`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        return target;
      const handle = await open(lock, "wx").catch(() => null);
      if (handle) {
        try {
          const tmp = `${target}.${process.pid}.tmp`;
          const cli = join(process.cwd(), "node_modules", "xslt3", "xslt3.js");
          await promisify(execFile)(
            process.execPath,
            [cli, `-xsl:${XSLT.pathname}`, `-export:${tmp}`, "-nogo", "-relocate:on"],
            {
              maxBuffer: 16 * 1024 * 1024,
            },
          );
          await rename(tmp, target);
          return target;
        } finally {
          await handle.close();
          await rm(lock, { force: true });
        }
      }
      // Someone else compiles; a lock older than two minutes is from a killed run.
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 120_000) await rm(lock, { force: true });
      if (Date.now() > deadline) throw new Error("EN 16931 stylesheet compile timed out");
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return sefPath;
}

interface SaxonLike {
  transform(options: Record<string, unknown>, mode: "async"): Promise<{ principalResult: string }>;
}

/** Runs the EN 16931 business rules; answers every failed assertion (fatal ones are errors). */
export async function en16931Asserts(xml: string): Promise<SvrlAssert[]> {
  const sef = await compiledSef();
  const SaxonJS = (await import("saxon-js")).default as unknown as SaxonLike;
  const { principalResult } = await SaxonJS.transform(
    { stylesheetFileName: sef, sourceText: xml, destination: "serialized" },
    "async",
  );
  const asserts: SvrlAssert[] = [];
  for (const m of principalResult.matchAll(
    /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g,
  )) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(m[1])?.[1] ?? "";
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2])?.[1]?.trim() ?? "";
    asserts.push({ id: attr("id"), flag: attr("flag"), location: attr("location"), text });
  }
  return asserts;
}

/** The fatal EN 16931 assertions only ("id: text"), for `expect(...).toEqual([])`. */
export async function en16931Errors(xml: string): Promise<string[]> {
  return (await en16931Asserts(xml)).filter((a) => a.flag === "fatal").map((a) => `${a.id}: ${a.text}`);
}
