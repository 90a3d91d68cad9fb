import { type Encoding, encoders } from "./compression.js";
import { HEAP_BYTES, stringBytes } from "./heap-bytes.js";
import { utf8Bytes } from "./utf8-bytes.js";

/**
 * JSON text that a cache keeps and many clients are sent (a list, a search, the home's products):
 * compressed once for each encoding a client asks for, so a cached answer's browsers all get the
 * same bytes without compressing the text again (decision 028). `send-json.ts` sends it.
 */
export class JsonText {
  #encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly text: string) {}

  /** The text compressed for `encoding`: made on the first request that asks for it, then kept. */
  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded[encoding];
    if (!bytes) {
      bytes = encoders[encoding](utf8Bytes(this.text));
      this.#encoded[encoding] = bytes;
    }
    return bytes;
  }

  /**
   * The text, and one compressed copy counted ahead (a cache measures an entry once, when it keeps
   * it): about a sixth of the text (a list of 20: 4 KB of 26).
   */
  [HEAP_BYTES](): number {
    return stringBytes(this.text) + Math.round(this.text.length / 6);
  }

  /** Spliced into a larger answer as its text (`{"reviews":${…}}`). */
  toString(): string {
    return this.text;
  }
}
