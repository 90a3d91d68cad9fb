import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const LANGUAGES = ["cs", "ro", "en"] as const;
const DIR = join(import.meta.dirname, ".");
const MODULE = "virtual:locale-files";
const DEV_PREFIX = "/@locale/";

/** Every namespace of one language in one object, as `registerLanguage` takes it. */
function localeOf(language: string): { files: string[]; json: string } {
  const files = readdirSync(join(DIR, language))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(DIR, language, f));
  const namespaces = Object.fromEntries(
    files.map((f) => [f.slice(f.lastIndexOf("/") + 1, -5), JSON.parse(readFileSync(f, "utf8"))]),
  );
  return { files, json: JSON.stringify(namespaces) };
}

/**
 * Translations reach the browser as data, not code: one hashed, immutably cached JSON file per
 * language (`assets/locale-<lang>-<hash>.json`), so a page downloads only its language and the
 * JavaScript stays small. `import urls from "virtual:locale-files"` gives each language's URL; the
 * server preloads the page's file (`pages.ts`). In development the files are served from memory.
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
      const urls = LANGUAGES.map((language) => {
        const { files, json } = localeOf(language);
        for (const f of files) this.addWatchFile(f);
        if (!build) return `${language}: ${JSON.stringify(`${DEV_PREFIX}${language}.json`)}`;
        const ref = this.emitFile({ type: "asset", name: `locale-${language}.json`, source: json });
        return `${language}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { ${urls.join(", ")} };`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (req, res) => {
        const language = (req.url ?? "").replace(/^\//, "").replace(/\.json$/, "");
        if (!(LANGUAGES as readonly string[]).includes(language)) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.end(localeOf(language).json);
      });
    },
  };
}
