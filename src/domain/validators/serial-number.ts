/**
 * Device serial number in the sell-online form (spec §5: "invalid characters in serial number
 * rejected"). Manufacturers use letters, digits and dashes; 4-30 characters covers Apple (10-12),
 * Samsung (11) and longer dashed formats while rejecting pasted sentences. Surrounding whitespace
 * from copy-paste is tolerated.
 */
const SERIAL_RE = /^[A-Za-z0-9-]{4,30}$/;

export function isValidSerialNumber(value: string): boolean {
  return SERIAL_RE.test(value.trim());
}
