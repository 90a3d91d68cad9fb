/** Spec §5 password policy; returns message keys of every rule the password breaks. */
export function passwordProblems(pw: string): string[] {
  const problems: string[] = [];
  if (pw.length < 8) problems.push("password.min_length");
  if (/^\d+$/.test(pw)) problems.push("password.numeric");
  if (!/\p{Lu}/u.test(pw)) problems.push("password.uppercase");
  if (!/\p{Ll}/u.test(pw)) problems.push("password.lowercase");
  if (!/\d/.test(pw)) problems.push("password.digit");
  if (!/[^\p{L}\d]/u.test(pw)) problems.push("password.special");
  return problems;
}
