import { HEAP_BYTES } from "./heap-bytes.js";
import { JsonText } from "./json-text.js";

/** Where a shared value's objects keep their own JSON (read by the page's bootstrap, web/bootstrap.ts). */
const RAW_JSON = Symbol.for("shop.rawJson");

function freeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  for (const member of Object.values(value)) freeze(member);
  Object.freeze(value);
}

/**
 * JSON text that many requests answer (a product page's answer, cached per catalogue version),
 * parsed once, when a page first reads it: every page then renders from the same value. It is
 * deep-frozen, so no render can change another's data (a change throws), and it and its top-level
 * objects carry their own JSON, so a page's hydration data is written without serialising them
 * again (parsing and serialising the product were a twentieth of a product page's server time).
 */
export class SharedJson extends JsonText {
  #value: unknown;

  /**
   * What it holds in V8's heap once a page has read it: the text, and the parsed value with its
   * members' own JSON (measured at ~3.7 bytes a character of a product page's text).
   */
  override [HEAP_BYTES](): number {
    return super[HEAP_BYTES]() + Math.round(this.text.length * 3.7);
  }

  get value(): unknown {
    if (this.#value === undefined) {
      const value = JSON.parse(this.text);
      if (value !== null && typeof value === "object") {
        for (const member of Object.values(value))
          if (member !== null && typeof member === "object")
            Object.defineProperty(member, RAW_JSON, { value: JSON.stringify(member) });
        Object.defineProperty(value, RAW_JSON, { value: this.text });
      }
      freeze(value);
      this.#value = value;
    }
    return this.#value;
  }
}
