import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * What the browser's code can ask the translator for, read from its source (for the test that keeps
 * `locale-split.ts` right; node-only, never bundled). Deliberately over-eager: every string literal
 * and every template literal's head in a file counts, whether it reaches `t` or a label table first
 * (`{ label: "menu.orders" }`, `ERROR_TEXTS`), so a key picked at run time from a literal is found.
 */

/**
 * Source files reached from `entry` by static imports, re-exports and dynamic `import()`s (lazy
 * pages), not entering `stopAt` (the staff area's lazy boundary, for the storefront's graph).
 */
export function browserGraph(entry: string, stopAt: string[] = [], seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || stopAt.includes(entry)) return seen;
  seen.add(entry);
  const source = storefrontPart(entry, stopAt.length > 0);
  const specs = [
    ...[...source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"(\.[^"]+)"/gms)]
      .filter(([, type]) => !type)
      .map((m) => m[2]),
    ...[...source.matchAll(/^import\s+"(\.[^"]+)"/gm)].map((m) => m[1]),
    ...[...source.matchAll(/\bimport\(\s*"(\.[^"]+)"\s*\)/g)].map((m) => m[1]),
  ];
  for (const spec of specs) {
    const base = join(dirname(entry), spec).replace(/\.js$/, "");
    const file = [".ts", ".tsx", ""].map((ext) => base + ext).find((f) => /\.tsx?$/.test(f) && existsSync(f));
    if (file) browserGraph(file, stopAt, seen);
  }
  return seen;
}

/**
 * A feature's routes file also holds its staff routes and menu (`export const <x>StaffRoutes` and
 * `<x>Menu`), which only the staff area imports (a test checks that): for the storefront's graph
 * those declarations, down to their closing line, are not the storefront's code.
 */
export const STAFF_DECLARATION =
  /^export const \w*(StaffRoutes|Menu)\b[^\n]*\n(?:[^\n]*\n)*?(?:\];|\}\);?|\};)\n/gm;

function storefrontPart(file: string, storefront: boolean): string {
  const source = readFileSync(file, "utf8");
  return storefront ? source.replace(STAFF_DECLARATION, "") : source;
}

/** A text the code may ask for: a whole key, or a prefix (a template literal's head, `status.`). */
export interface KeyUse {
  file: string;
  text: string;
  prefix: boolean;
}

/** Every string literal and template-literal head of the files, as possible keys. */
export function keyUses(files: Iterable<string>, storefront = false): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of files) {
    const source = storefrontPart(file, storefront);
    for (const m of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g))
      uses.push({ file, text: m[1] ?? m[2], prefix: false });
    for (const m of source.matchAll(/`([^`$]*)(\$\{)?/g))
      uses.push({ file, text: m[1], prefix: m[2] !== undefined });
  }
  return uses.filter((u) => /^[\w-]+(:[\w-]*)?(\.[\w-]*)*$/.test(u.text));
}

type Tree = { [key: string]: string | Tree };

/**
 * The top-level subtrees (`ns:subtree`) a use can reach in `resources` (one language's namespaces):
 * `ns:a.b` in `ns`; a key without a namespace in every namespace that has it (the file's `useT`
 * namespace is not tracked: a key passed around may be translated elsewhere); a prefix, every
 * subtree it starts. Plural keys (`x_one`) belong to their subtree like any other.
 */
export function reachedSubtrees(use: KeyUse, resources: Record<string, Tree>): string[] {
  const colon = use.text.indexOf(":");
  const [nss, path] =
    colon > 0 && resources[use.text.slice(0, colon)]
      ? [[use.text.slice(0, colon)], use.text.slice(colon + 1)]
      : [Object.keys(resources), use.text];
  const out: string[] = [];
  for (const ns of nss) {
    const flat = flatKeys(resources[ns]);
    for (const key of flat) {
      // Only a text's own key is a text (`t` never answers a subtree); a head or a literal ending
      // in a dot is a prefix, completed at run time.
      const hit =
        use.prefix || path.endsWith(".")
          ? key.startsWith(path)
          : key === path || /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1] === path;
      if (hit) out.push(`${ns}:${key.split(".")[0].replace(/_(zero|one|two|few|many|other)$/, "")}`);
    }
  }
  return [...new Set(out)];
}

const flatCache = new WeakMap<Tree, string[]>();
function flatKeys(tree: Tree): string[] {
  let keys = flatCache.get(tree);
  if (!keys) {
    keys = [];
    const walk = (t: Tree, prefix: string) => {
      for (const [k, v] of Object.entries(t))
        typeof v === "string" ? keys!.push(prefix + k) : walk(v, `${prefix}${k}.`);
    };
    walk(tree, "");
    flatCache.set(tree, keys);
  }
  return keys;
}
