import type { FieldErrors } from "./errors.js";

/**
 * Builds the nested field-error body from issue paths: ["customer_data","first_name"] →
 * {customer_data: {first_name: ["…"]}}. A field keeps only its first message (spec §5: a field
 * shows at most one error); root-level issues become non_field_errors.
 */
export function toFieldErrors(issues: { path: (string | number)[]; message: string }[]): {
  fields: FieldErrors;
  nonField: string[];
} {
  const fields: FieldErrors = {};
  const nonField: string[] = [];
  for (const issue of issues) {
    if (issue.path.length === 0) {
      nonField.push(issue.message);
      continue;
    }
    let node: FieldErrors = fields;
    const path = issue.path.map(String);
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (Array.isArray(next)) break;
      node[segment] = next ?? {};
      node = node[segment] as FieldErrors;
    }
    const leaf = path[path.length - 1];
    if (!node[leaf]) node[leaf] = [issue.message];
  }
  return { fields, nonField };
}

/** Applies `translate` to every message in a field-error tree. */
export function mapMessages(errors: FieldErrors, translate: (m: string) => string): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(errors))
    out[k] = Array.isArray(v) ? v.map(translate) : mapMessages(v, translate);
  return out;
}
