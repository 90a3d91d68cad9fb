import { useEffect, useRef, useState } from "react";
import type {
  Choice,
  ColorChoice,
  SelectedChoices,
  SelectorChoices,
} from "../../../contract/device-selector.js";

import {
  type DeviceSelection,
  EMPTY_SELECTION,
  restorePhases,
  SELECTION_LEVELS,
  type SelectionLevel,
} from "../../../domain/device-selection.js";
import { ApiError } from "../../api/api-client.js";
import { useShop } from "../../shop-context.js";
import { type LevelQuery, levelChoicesQuery, type SelectorArea } from "./api/selector-queries.js";

/** What a page's `<area>:selector` call returns for the selector part (server-rendered start). */
export interface SelectorStart {
  selected_choices: SelectedChoices;
  choices: SelectorChoices;
}

export interface SelectorLevels {
  type: Choice[];
  manufacturer: Choice[];
  model: Choice[];
  color: ColorChoice[];
}

export interface SelectorState {
  selection: DeviceSelection;
  choices: SelectorLevels;
  /** The level whose choices are being fetched. */
  loading: SelectionLevel | null;
  error: string | null;
}

/** Called after every choice; `url` is the server-supplied address (null for the colour: the area's next call gives it). */
export type SelectionChange = (selection: DeviceSelection, url: string | null, level: SelectionLevel) => void;

export function fromStart(start: SelectorStart): SelectorState {
  const s = start.selected_choices;
  return {
    selection: {
      type: s.product_type,
      manufacturer: s.product_manufacturer,
      model: s.product_model,
      color: s.product_color,
    },
    choices: {
      type: start.choices.product_type,
      manufacturer: start.choices.product_manufacturer,
      model: start.choices.product_model,
      color: start.choices.product_color,
    },
    loading: null,
    error: null,
  };
}

export interface RestoreOptions {
  /**
   * A selection to restore in phases by depth (spec §4) when the page has no server data for it
   * (a browser navigation): type choices, manufacturer choices, model choices, colour choices,
   * each from its per-level call, applying each chosen value that is among the choices.
   */
  restore?: DeviceSelection | null;
  /** After the last phase, with the part of the selection that fit (the area loads what follows the colour). */
  onRestored?: (selection: DeviceSelection) => void;
}

const NEXT: Record<SelectionLevel, SelectionLevel | null> = {
  type: "manufacturer",
  manufacturer: "model",
  model: "color",
  color: null,
};

/**
 * State and calls of the shared device selector. `area` is the route-name prefix (`buyback`,
 * `service`): choosing a level fetches the next level's choices from `<area>:manufacturers`,
 * `<area>:models` or `<area>:colors` and clears every level below (spec §4).
 */
export function useDeviceSelector(
  area: SelectorArea,
  start: SelectorStart,
  onChange: SelectionChange,
  options: RestoreOptions = {},
) {
  const { api, t } = useShop();
  const [state, setState] = useState<SelectorState>(() => fromStart(start));
  const request = useRef(0);
  const latest = useRef(options);
  latest.current = options;
  // A new start (the loader ran again, e.g. on back/forward) replaces the local state; a start
  // without server data is then restored level by level.
  const startRef = useRef<SelectorStart | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per start; restore reads the latest options through a ref
  useEffect(() => {
    if (startRef.current === start) return;
    const first = startRef.current === null;
    startRef.current = start;
    if (!first) setState(fromStart(start));
    const target = latest.current.restore;
    if (target) void restore(target);
  }, [start]);

  /** A level's choices could not be read: loading stops and the reason shows. */
  const failed = (err: unknown) =>
    setState((s) => ({
      ...s,
      loading: null,
      error: err instanceof ApiError ? err.firstMessage() : t("common.error"),
    }));

  async function restore(target: DeviceSelection) {
    const id = ++request.current;
    const selection: DeviceSelection = { ...EMPTY_SELECTION };
    try {
      for (const phase of restorePhases(target)) {
        if (phase.load === "appraisal") break;
        const level = phase.load;
        setState((s) => ({ ...s, loading: level, error: null }));
        // The phase holds exactly the levels above `level`, which that level's call requires.
        const query = phase.query as LevelQuery;
        const res = await levelChoicesQuery(api, area, level, query).load();
        if (id !== request.current) return;
        const choices: Choice[] = res.choices;
        const wanted = target[level];
        const fits = wanted !== null && choices.some((c) => c.value === wanted);
        if (fits) selection[level] = wanted;
        setState((s) => ({
          ...s,
          selection: { ...selection },
          choices: { ...s.choices, [level]: choices },
          loading: null,
        }));
        if (!fits) break;
      }
    } catch (err) {
      if (id === request.current) failed(err);
    }
    if (id === request.current) latest.current.onRestored?.({ ...selection });
  }

  async function choose(level: SelectionLevel, value: string) {
    const selection: DeviceSelection = { ...EMPTY_SELECTION };
    for (const l of SELECTION_LEVELS) {
      selection[l] = l === level ? value : state.selection[l];
      if (l === level) break;
    }
    const next = NEXT[level];
    const cleared = { ...state.choices };
    let past = false;
    for (const l of SELECTION_LEVELS) {
      if (past) cleared[l] = [];
      if (l === level) past = true;
    }
    const id = ++request.current;
    setState({ selection, choices: cleared, loading: next, error: null });
    if (!next) {
      onChange(selection, null, level);
      return;
    }
    try {
      const res =
        level === "type"
          ? await levelChoicesQuery(api, area, "manufacturer", { type: value }).load()
          : level === "manufacturer"
            ? await levelChoicesQuery(api, area, "model", {
                type: selection.type ?? "",
                manufacturer: value,
              }).load()
            : await levelChoicesQuery(api, area, "color", {
                type: selection.type,
                manufacturer: selection.manufacturer,
                model: value,
              }).load();
      if (id !== request.current) return;
      setState((s) => ({ ...s, choices: { ...s.choices, [next]: res.choices }, loading: null }));
      onChange(selection, res.url, level);
    } catch (err) {
      if (id === request.current) failed(err);
    }
  }

  return { state, choose };
}
