import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8-bytes.js";

describe("utf8Bytes", () => {
  const texts = {
    ascii: '{"results":[{"name":"iPhone 15"}]}',
    czech: "Přeskočit na obsah: Žluťoučký kůň úpěl ďábelské ódy",
    romanian: "Sări la conținut: Știință, țară, împrumut",
    emoji: "Nové 📱 a ⌚ za 12 990 Kč",
    "a lone surrogate": "a\ud800b",
    empty: "",
  };
  for (const [name, text] of Object.entries(texts))
    it(`encodes ${name} text as Buffer.from does`, () => {
      expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
    });

  it("gives each text bytes of its own, though it writes them in one scratch buffer", () => {
    const first = utf8Bytes("první stránka");
    const second = utf8Bytes("druhá");
    expect(first.toString()).toBe("první stránka");
    expect(second.toString()).toBe("druhá");
  });

  it("encodes texts longer than its scratch buffer, a page and a product feed", () => {
    const page = "<li>Žlutý kryt</li>".repeat(20_000); // 380 000 units: the scratch grows
    const feed = "<item>Hodinky ⌚</item>".repeat(60_000); // over the scratch's bound: two passes
    expect(utf8Bytes(page).equals(Buffer.from(page))).toBe(true);
    expect(utf8Bytes(feed).equals(Buffer.from(feed))).toBe(true);
  });
});
