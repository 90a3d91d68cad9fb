/**
 * Postcodes for customer and pickup addresses (spec §5 "invalid postcode"; domain.md B.4).
 * CZ: 5 digits written `NNN NN`; the first digit is 1-7 because 8 and 9 belong to Slovakia.
 * RO: 6 digits since 2003. Elsewhere we only know the shape loosely, so 3-10 letters or digits,
 * with single spaces or dashes between them as in "SW1A 1AA" or "00-950".
 */

export function isValidPostcode(country: string, value: string): boolean {
  const v = value.trim();
  switch (country.toUpperCase()) {
    case "CZ":
      return /^[1-7]\d{2} ?\d{2}$/.test(v);
    case "RO":
      return /^\d{6}$/.test(v);
    default: {
      if (!/^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/.test(v)) return false;
      const chars = v.replace(/[ -]/g, "").length;
      return chars >= 3 && chars <= 10;
    }
  }
}

/** The written form: CZ "110 00", RO digits, elsewhere uppercase. Invalid input comes back trimmed. */
export function formatPostcode(country: string, value: string): string {
  const v = value.trim();
  if (!isValidPostcode(country, v)) return v;
  switch (country.toUpperCase()) {
    case "CZ": {
      const digits = v.replace(" ", "");
      return `${digits.slice(0, 3)} ${digits.slice(3)}`;
    }
    case "RO":
      return v;
    default:
      return v.toUpperCase();
  }
}
