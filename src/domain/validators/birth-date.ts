/**
 * The birth date a personal number encodes (Czech and Slovak birth number, Romanian CNP): the date
 * must exist in the calendar, and nobody not yet born sells us a phone, so it must not be after
 * `today` (compared as the local calendar day).
 */

/** The date as ISO `YYYY-MM-DD` when it exists and is not after `today`, else null. */
export function pastBirthDate(year: number, month: number, day: number, today: Date): string | null {
  if (!isRealDate(year, month, day)) return null;
  const birthDate = `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
  const todayIso = `${today.getFullYear()}-${pad2(today.getMonth() + 1)}-${pad2(today.getDate())}`;
  return birthDate > todayIso ? null : birthDate;
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= lengths[month - 1];
}
