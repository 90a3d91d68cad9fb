/**
 * Password rules (spec §5: an uppercase, a lowercase, a digit and a special character, not
 * entirely numeric; minimum length 8). Returns every problem at once so the form can list them
 * together instead of revealing them one per attempt. Letters are Unicode-aware: "Č" counts as
 * uppercase for Czech users.
 */
export type PasswordProblem =
  | "password.uppercase"
  | "password.lowercase"
  | "password.digit"
  | "password.special"
  | "password.numeric"
  | "password.min_length";

export const PASSWORD_MIN_LENGTH = 8;

export function passwordProblems(pw: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (!/\p{Lu}/u.test(pw)) problems.push("password.uppercase");
  if (!/\p{Ll}/u.test(pw)) problems.push("password.lowercase");
  if (!/\p{Nd}/u.test(pw)) problems.push("password.digit");
  // Anything that is neither a letter nor a digit counts as special, spaces included.
  if (!/[^\p{L}\p{N}]/u.test(pw)) problems.push("password.special");
  if (/^\p{Nd}+$/u.test(pw)) problems.push("password.numeric");
  // Count code points, not UTF-16 units, so an emoji is one character.
  if ([...pw].length < PASSWORD_MIN_LENGTH) problems.push("password.min_length");
  return problems;
}
