import { describe, expect, it } from "vitest";
import { getT } from "../../../i18n/i18n.js";
import { menuLabelKey, staffMenu } from "./staff-menu.js";

describe("staff menu", () => {
  it.each(["cs", "ro"] as const)("has a text for every entry in %s, never the key itself", (language) => {
    const t = getT(language);
    for (const entry of staffMenu) {
      const label = t(menuLabelKey(entry));
      // A missing text comes back as its key.
      expect(label, entry.to).not.toBe(entry.label);
      expect(label.length, entry.to).toBeGreaterThan(1);
    }
  });
});
