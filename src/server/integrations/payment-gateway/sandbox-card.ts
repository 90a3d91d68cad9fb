/** Card number check as a gateway does it before charging: 13-19 digits passing Luhn. */
export function validCardNumber(raw: string): boolean {
  const digits = raw.replace(/[\s-]+/g, "");
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
