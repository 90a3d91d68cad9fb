import { readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link>`s that let the browser fetch a page's code-split chunks and its translations while it
 * parses the HTML, instead of after the entry script has run (one round trip less before the page
 * becomes interactive). Built from Vite's client manifest; the entry's own chunks are already in the
 * page template.
 */
export function createPreloads(clientDir: string): (modules: string[], language: string) => string {
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const i of manifest[key].imports ?? []) closure(i, into);
    return into;
  };
  const inTemplate = closure("index.html", new Set());
  const localeFile = (language: string) =>
    Object.values(manifest).find((c) => new RegExp(`/locale-${language}-[^/]+\\.json$`).test(c.file))?.file;
  const memo = new Map<string, string>();

  return (modules, language) => {
    const memoKey = `${language}|${modules.join(",")}`;
    let links = memo.get(memoKey);
    if (links === undefined) {
      const chunks = new Set<string>();
      for (const m of modules) closure(m, chunks);
      // English falls back to Czech for the texts it lacks, so the browser loads both.
      const locales = (language === "en" ? ["en", "cs"] : [language]).map(localeFile).filter(Boolean);
      links = [
        ...locales.map((f) => `<link rel="preload" href="/${f}" as="fetch" crossorigin>`),
        ...[...chunks]
          .filter((k) => !inTemplate.has(k))
          .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`),
      ].join("");
      memo.set(memoKey, links);
    }
    return links;
  };
}
