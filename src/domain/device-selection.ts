/**
 * The step-by-step device selection (type → manufacturer → model → colour) as it travels in page
 * URLs (spec §2 Buy-back page: "the browser address is rewritten to a server-supplied URL";
 * opening it restores the selection). Pure and isomorphic: the server builds the URLs, the browser
 * parses them, and both must agree.
 */

export const SELECTION_LEVELS = ["type", "manufacturer", "model", "color"] as const;
export type SelectionLevel = (typeof SELECTION_LEVELS)[number];

/** Choice values (stable slugs) per level; null when not chosen. */
export type DeviceSelection = Record<SelectionLevel, string | null>;

export const EMPTY_SELECTION: DeviceSelection = { type: null, manufacturer: null, model: null, color: null };

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function isChoiceSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG_RE.test(value);
}

/**
 * Reads the selection from URL parameters. A level counts only when every level above it is set
 * too: `?model=x` without a type means nothing, and the page must not show a model without its
 * parents. Malformed values end the selection at that level.
 */
export function parseSelection(params: URLSearchParams | Record<string, unknown>): DeviceSelection {
  const get = (k: string) => (params instanceof URLSearchParams ? params.get(k) : params[k]);
  const out: DeviceSelection = { ...EMPTY_SELECTION };
  for (const level of SELECTION_LEVELS) {
    const value = get(level);
    if (!isChoiceSlug(value)) break;
    out[level] = value;
  }
  return out;
}

/** How many levels are chosen (0-4): the depth the page loads in phases (spec §4). */
export function selectionDepth(selection: DeviceSelection): number {
  let depth = 0;
  for (const level of SELECTION_LEVELS) {
    if (!selection[level]) break;
    depth++;
  }
  return depth;
}

/** The selection cut to the levels above `level`: changing a level clears everything below it. */
export function selectionAbove(selection: DeviceSelection, level: SelectionLevel): DeviceSelection {
  const out: DeviceSelection = { ...EMPTY_SELECTION };
  for (const l of SELECTION_LEVELS) {
    if (l === level) break;
    out[l] = selection[l];
  }
  return out;
}

/**
 * `/vykup/?type=phone&manufacturer=apple` — the page path plus the chosen levels in order, then
 * any extra parameters (e.g. condition answers). Stable order keeps URLs cacheable.
 */
export function buildSelectorUrl(
  basePath: string,
  selection: DeviceSelection,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const level of SELECTION_LEVELS) {
    const value = selection[level];
    if (!value) break;
    params.set(level, value);
  }
  for (const [k, v] of Object.entries(extra)) if (v) params.set(k, v);
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** One step of the client-side restore: which level's data to fetch, with the levels above it. */
export interface RestorePhase {
  /** `type` … `color`: that level's choices; `appraisal`: the condition questionnaire of the colour. */
  load: SelectionLevel | "appraisal";
  /** The chosen values the call needs (the levels above `load`). */
  query: Partial<Record<SelectionLevel, string>>;
}

/**
 * Spec §4: a selector URL opened without server data loads in phases by depth — type choices,
 * manufacturer choices, model choices, colour choices, then the appraisal (device conditions).
 * One phase per level whose parents are chosen; a selection of depth d gives d + 1 phases.
 */
export function restorePhases(selection: DeviceSelection): RestorePhase[] {
  const phases: RestorePhase[] = [];
  const query: Partial<Record<SelectionLevel, string>> = {};
  const loads: RestorePhase["load"][] = [...SELECTION_LEVELS, "appraisal"];
  for (let i = 0; i < loads.length; i++) {
    phases.push({ load: loads[i]!, query: { ...query } });
    const level = SELECTION_LEVELS[i];
    const value = level ? selection[level] : null;
    if (!level || !value) break;
    query[level] = value;
  }
  return phases;
}
