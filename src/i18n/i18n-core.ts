import type { Language } from "../domain/market.js";

/** Namespaces of every language (one JSON file each under `<lang>/`). */
export const namespaces = [
  "common",
  "service",
  "cart",
  "checkout",
  "orders",
  "payments",
  "pricing",
  "discounts",
  "action-packages",
  "engagement",
  "einvoice",
  "catalog",
  "buyback",
  "watches",
  "account",
  "warehouse",
  "shipping",
  "team",
  "chat",
  "images",
  "content",
  "settings",
  "stores",
] as const;
export type Namespace = (typeof namespaces)[number];

export interface TOptions {
  /** Chooses the plural form (`key_one`, `key_few`, `key_many`, `key_other`, and `key_zero` for 0). */
  count?: number;
  /** Returned (interpolated) when the key has no text in the language or its fallback. */
  defaultValue?: string;
  /**
   * i18next's options that this translator does not have. Every other name is an interpolation
   * value, so without these lines `{ ns: "staff" }` would be taken as one, quietly, and the key
   * looked up in the function's own namespace (the staff menu showed keys that way). Name the
   * namespace in the key (`staff:menu.orders`) or take `getT(language, ns)`.
   */
  ns?: never;
  lng?: never;
  lngs?: never;
  fallbackLng?: never;
  context?: never;
  returnObjects?: never;
  keySeparator?: never;
  nsSeparator?: never;
  [name: string]: unknown;
}

/**
 * Translates `key` (`ns:path.to.key`, or a path in the function's namespace), filling `{{name}}`
 * from `options`. An unknown key comes back as it is (without a known namespace prefix).
 */
export type TFunction = (key: string, options?: TOptions) => string;

type Tree = { [key: string]: string | Tree };

/**
 * Our own small translator (docs/decisions/006): i18next's features we used are namespaces, nested
 * keys, `{{name}}` interpolation, CLDR plurals and a fallback language, and it cost 14 KB of every
 * page's JavaScript and most of the time of a `t` call. Texts are flattened once per language into
 * a map of `ns:path` → text, so a lookup is one map read.
 */
const texts = new Map<Language, Map<string, string>>();
const translators = new Map<string, TFunction>();
const NAMESPACES = new Set<string>(namespaces);

function flatten(tree: Tree, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
}

/**
 * Registers (adds) a language's translations: the server registers every language at start
 * (`i18n.ts`); the browser only its page's language, the shop's texts first and the staff's with the
 * staff area (`load-language.ts`), so texts registered again are added to those it has.
 */
export function registerLanguage(language: Language, resources: Record<string, object>): void {
  const flat = texts.get(language) ?? new Map<string, string>();
  for (const [ns, tree] of Object.entries(resources)) flatten(tree as Tree, `${ns}:`, flat);
  texts.set(language, flat);
  for (const known of found.values()) known.clear();
}

export function isLanguageRegistered(language: Language): boolean {
  return texts.has(language);
}

/** Romanian and English fall back to Czech, the complete locale (spec §1). */
export function fallbackOf(language: Language): Language[] {
  return language === "cs" ? [] : ["cs"];
}

/**
 * Texts with placeholders, split once: [text, placeholder, name, text, placeholder, name, …, text].
 * A page fills the same few dozen texts again and again; a regular-expression replace per call
 * was most of a `t` call's time.
 */
const templates = new Map<string, string[]>();
const PLACEHOLDER = /(\{\{\s*(\w+)\s*\}\})/;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  let parts = templates.get(text);
  if (!parts) {
    parts = text.split(PLACEHOLDER);
    if (templates.size < 5000) templates.set(text, parts);
  }
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 3) {
    const name = parts[i + 1];
    // As i18next: a value not passed keeps its placeholder (visible in review), an empty one is "".
    const value = options[name];
    out +=
      (!(name in options) ? parts[i] : value === undefined || value === null ? "" : String(value)) +
      parts[i + 2];
  }
  return out;
}

/** `language`'s CLDR plural category of `count`, remembered: a page asks for the same counts again. */
const plurals = new Map<Language, { rules: Intl.PluralRules; byCount: Map<number, string> }>();
function pluralOf(language: Language, count: number): string {
  let p = plurals.get(language);
  if (!p) {
    p = { rules: new Intl.PluralRules(language), byCount: new Map() };
    plurals.set(language, p);
  }
  let category = p.byCount.get(count);
  if (category === undefined) {
    category = p.rules.select(count);
    if (p.byCount.size < 1000) p.byCount.set(count, category);
  }
  return category;
}

function find(language: Language, id: string, count: number | undefined): string | undefined {
  const flat = texts.get(language);
  if (!flat) return undefined;
  if (typeof count === "number") {
    const text =
      (count === 0 ? flat.get(`${id}_zero`) : undefined) ?? flat.get(`${id}_${pluralOf(language, count)}`);
    if (text !== undefined) return text;
  }
  return flat.get(id);
}

/** The text of `key` (for `count`) from the language or its fallback; undefined when missing. */
function lookup(language: Language, defaultNs: string, key: string, count?: number): string | undefined {
  const colon = key.indexOf(":");
  const id = colon > 0 && NAMESPACES.has(key.slice(0, colon)) ? key : `${defaultNs}:${key}`;
  let text = find(language, id, count);
  for (const fallback of fallbackOf(language)) text ??= find(fallback, id, count);
  return text;
}

/** A missing text: the default value, else the key without a known namespace prefix. */
function missing(key: string, options?: TOptions): string {
  if (options?.defaultValue !== undefined) return options.defaultValue;
  const colon = key.indexOf(":");
  return colon > 0 && NAMESPACES.has(key.slice(0, colon)) ? key.slice(colon + 1) : key;
}

/**
 * Texts found by key, per translator: keys are string literals, so a render asks for the same few
 * hundred again and again, and one read of the key itself skips building and hashing `ns:key`.
 * Emptied when a language is (re)registered.
 */
const found = new Map<string, Map<string, string>>();

/** The translate function of a language and default namespace; the same function on every call. */
export function getT(language: Language, ns: Namespace = "common"): TFunction {
  const cacheKey = `${language}:${ns}`;
  let t = translators.get(cacheKey);
  if (!t) {
    const known = new Map<string, string>();
    found.set(cacheKey, known);
    t = (key, options) => {
      const count = options?.count;
      let text = count === undefined ? known.get(key) : undefined;
      if (text === undefined) {
        text = lookup(language, ns, key, count);
        if (text === undefined) return interpolate(missing(key, options), options);
        if (count === undefined) known.set(key, text);
      }
      return interpolate(text, options);
    };
    translators.set(cacheKey, t);
  }
  return t;
}
