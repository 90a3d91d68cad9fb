import { describe, expect, it } from "vitest";
import { withBuybackBonus } from "./banner-text.js";

const banner = (subtitle: string) => ({
  id: 1,
  title: "Výkup",
  subtitle,
  url: "/vykup/",
  color: "#065f46",
  image_url: null,
});

describe("banner texts", () => {
  it("fill the buy-back bonus from the bonus rules, and leave other texts alone", () => {
    expect(withBuybackBonus(banner("Až o {{buybackBonus}} % víc."), 15).subtitle).toBe("Až o 15 % víc.");
    expect(withBuybackBonus(banner("Řemínek navíc zdarma."), 15).subtitle).toBe("Řemínek navíc zdarma.");
  });

  it("leave the subtitle out when no bonus is set, rather than promise a blank", () => {
    expect(withBuybackBonus(banner("Až o {{buybackBonus}} % víc."), 0).subtitle).toBe("");
  });
});
