import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { splitLocale } from "./locale-split.js";

const LANGUAGES = ["cs", "ro", "en"] as const;
const DIR = join(import.meta.dirname, ".");
const MODULE = "virtual:locale-files";
const DEV_PREFIX = "/@locale/";
const FILES = ["shop", "staff"] as const;
type LocaleFile = (typeof FILES)[number];
/** The file's name: `locale-cs` (the shop's), `locale-staff-cs`. */
const nameOf = (file: LocaleFile, language: string) =>
  file === "shop" ? `locale-${language}` : `locale-staff-${language}`;

/** One language's namespaces, split into the browser's shop and staff files (`locale-split.ts`). */
function localeOf(language: string): { files: string[]; json: Record<LocaleFile, string> } {
  const files = readdirSync(join(DIR, language))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(DIR, language, f));
  const namespaces = Object.fromEntries(
    files.map((f) => [f.slice(f.lastIndexOf("/") + 1, -5), JSON.parse(readFileSync(f, "utf8"))]),
  );
  const { shop, staff } = splitLocale(namespaces);
  return { files, json: { shop: JSON.stringify(shop), staff: JSON.stringify(staff) } };
}

/**
 * Translations reach the browser as data, not code: hashed, immutably cached JSON files per
 * language, so a page downloads only its language and the JavaScript stays small. Two per language
 * (`locale-split.ts`): the shop's texts (`assets/locale-<lang>-<hash>.json`), preloaded by every page
 * (`page-preloads.ts`), and the staff screens' (`assets/locale-staff-<lang>-<hash>.json`), loaded with
 * the lazy staff area; texts only the server uses are in neither. `import urls from
 * "virtual:locale-files"` gives each file's URL (`urls.shop.cs`). In development the files are served
 * from memory.
 */
export function localeFiles(): Plugin {
  let build = false;
  return {
    name: "locale-files",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${MODULE}`) return;
      const languages = LANGUAGES.map((language) => ({ language, ...localeOf(language) }));
      for (const { files } of languages) for (const f of files) this.addWatchFile(f);
      const urls = FILES.map((file) => {
        const byLanguage = languages.map(({ language, json }) => {
          const name = nameOf(file, language);
          if (!build) return `${language}: ${JSON.stringify(`${DEV_PREFIX}${name}.json`)}`;
          const ref = this.emitFile({ type: "asset", name: `${name}.json`, source: json[file] });
          return `${language}: import.meta.ROLLUP_FILE_URL_${ref}`;
        });
        return `${file}: { ${byLanguage.join(", ")} }`;
      });
      return `export default { ${urls.join(", ")} };`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (req, res) => {
        const name = (req.url ?? "").replace(/^\//, "").replace(/\.json$/, "");
        const found = FILES.flatMap((file) => LANGUAGES.map((language) => ({ file, language }))).find(
          (f) => nameOf(f.file, f.language) === name,
        );
        if (!found) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.end(localeOf(found.language).json[found.file]);
      });
    },
  };
}
