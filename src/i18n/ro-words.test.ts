import { describe, expect, it } from "vitest";
import { getT } from "./i18n.js";
import { resources } from "./resources.js";

/** Every text of a language as `ns:path` → text. */
function texts(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

describe("Romanian texts", () => {
  it("say 'Răscumpărare' for buy-back, never the English 'Buyback' (decision 003)", () => {
    const ro = texts(resources.ro);
    expect(ro.filter(([, text]) => /buy-?back/i.test(text))).toEqual([]);
    const t = getT("ro");
    expect(t("nav.buyback")).toBe("Răscumpărare");
    expect(t("footer.buyback")).toBe("Răscumpărare");
    expect(t("buyback:page.title")).toBe("Răscumpărare");
  });
});
