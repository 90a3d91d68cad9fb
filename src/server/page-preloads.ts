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
export function createPreloads(
  clientDir: string,
  /** The staff area's module id (the built `entry-server` exports it: the server imports no web module). */
  staffAreaModule: string,
): (modules: string[], language: string) => string {
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
  // `locale-cs-<hash>.json` the shop's texts, `locale-staff-cs-<hash>.json` the staff area's.
  const localeFile = (name: string) =>
    Object.values(manifest).find((c) => new RegExp(`/locale-${name}-[^/]+\\.json$`).test(c.file))?.file;
  const memo = new Map<string, string>();

  return (modules, language) => {
    const memoKey = `${language}|${modules.join(",")}`;
    let links = memo.get(memoKey);
    if (links === undefined) {
      const chunks = new Set<string>();
      for (const m of modules) closure(m, chunks);
      // English falls back to Czech for the texts it lacks, so the browser loads both; a staff page
      // (its modules hold the staff area's) also its staff texts, loaded before it hydrates.
      const languages = language === "en" ? ["en", "cs"] : [language];
      const staff = modules.includes(staffAreaModule) ? languages.map((l) => `staff-${l}`) : [];
      const locales = [...languages, ...staff].map(localeFile).filter(Boolean);
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
