import { describe, expect, it } from "vitest";
import { getT } from "../i18n/i18n.js";
import { customerDataSchema } from "./buyback-customer.js";
import { translateMessage } from "./z.js";

/** Issue 19: a Czech national selling in the Romanian shop got "CNP invalid." for a Czech birth number. */
const seller = (over: Record<string, string>) => ({
  personal_identification_number: "710319/2745",
  identity_card_number: "123456789",
  identity_released_by: "MV ČR",
  identity_valid_to: "01.01.2035",
  first_name: "Jan",
  last_name: "Novák",
  gender: "M",
  street: "Strada Memorandumului 28",
  city: "Cluj-Napoca",
  country: "RO",
  postcode: "400114",
  phone_number: "+40712034567",
  nationality: "CZ",
  place_of_birth: "Praha",
  e_mail: "jan@example.cz",
  bank_account_full_number: "RO49AAAA1B31007593840000",
  ...over,
});

const personalErrors = (over: Record<string, string>) =>
  (customerDataSchema("ro", () => new Date("2026-11-25")).safeParse(seller(over)).error?.issues ?? [])
    .filter((i) => i.path[0] === "personal_identification_number")
    .map((i) => i.message);

describe("the personal number in the Romanian shop", () => {
  it("accepts a Czech birth number from a Czech (or Slovak) national", () => {
    expect(personalErrors({})).toEqual([]);
    expect(personalErrors({ nationality: "SK" })).toEqual([]);
  });

  it("a Czech birth number under Romanian citizenship says to choose the citizenship, not 'CNP invalid.'", () => {
    expect(personalErrors({ nationality: "RO" })).toEqual(["buyback:cnpForeign"]);
    expect(translateMessage(getT("ro"), "buyback:cnpForeign")).toContain("alegeți mai sus cetățenia");
  });

  it("a CNP from a Romanian national passes, a wrong one is 'CNP invalid.'", () => {
    expect(personalErrors({ nationality: "RO", personal_identification_number: "1630615123457" })).toEqual(
      [],
    );
    expect(personalErrors({ nationality: "RO", personal_identification_number: "1630615123458" })).toEqual([
      "buyback:cnp",
    ]);
  });

  it("a wrong birth number of a Czech national is not called a CNP in Romanian", () => {
    const [message] = personalErrors({ personal_identification_number: "7103192746" });
    expect(message).toBe("validation.birthNumber");
    expect(translateMessage(getT("ro"), message)).not.toMatch(/CNP/);
  });
});
