/**
 * Academic title before the name (spec §5: "title must contain only Latin letters and end with
 * a dot"). Czech degrees are written as abbreviations each closed by a dot and separated by
 * spaces ("Ing.", "MUDr.", "Ing. Bc.", "doc. Ing.", "Ing. arch."); a few contain inner dots
 * ("Ph.D."), so a part is one or more letter runs each ending with a dot. Czech titles are plain
 * ASCII, so diacritics mean a typo or a name in the wrong field.
 * An empty value is not a title: whether the field may stay empty is the form's decision.
 */
const TITLE_RE = /^(?:[A-Za-z]+\.)+(?: +(?:[A-Za-z]+\.)+)*$/;

export function isValidTitle(value: string): boolean {
  return TITLE_RE.test(value.trim());
}
