import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { SelectionLevel } from "../../../domain/device-selection.js";
import { useT } from "../../shop-context.js";
import { DeviceIcon } from "./device-icon.js";
import type { SelectorState } from "./use-device-selector.js";

/** Spec §9: a new step scrolls into view 300 px below the top edge. */
export const SCROLL_OFFSET = -300;

export function scrollIntoViewWithOffset(el: HTMLElement | null) {
  if (!el || typeof window === "undefined") return;
  const top = el.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
}

const FILTER_FROM = 12;

/**
 * The step-by-step device selector (type → manufacturer → model → colour), shared by buy-back and
 * service. State and calls come from `useDeviceSelector`; `disabled` fixes every choice (review mode).
 */
export function DeviceSelector({
  state,
  choose,
  disabled = false,
}: {
  state: SelectorState;
  choose: (level: SelectionLevel, value: string) => void;
  disabled?: boolean;
}) {
  const t = useT("buyback");
  const { selection, choices, loading } = state;
  const refs = useRef<Partial<Record<SelectionLevel, HTMLElement | null>>>({});
  const [scrollTo, setScrollTo] = useState<SelectionLevel | null>(null);
  useEffect(() => {
    if (scrollTo && choices[scrollTo].length) {
      scrollIntoViewWithOffset(refs.current[scrollTo] ?? null);
      setScrollTo(null);
    }
  }, [scrollTo, choices]);
  const pick = (level: SelectionLevel, next: SelectionLevel | null) => (value: string) => {
    if (disabled || selection[level] === value) return;
    setScrollTo(next);
    choose(level, value);
  };
  const typeSlug = selection.type ?? "phone";

  return (
    <div className="space-y-6">
      <Step n={1} title={t("selector.type")} refCb={(el) => (refs.current.type = el)}>
        <Tiles
          label={t("selector.type")}
          choices={choices.type}
          selected={selection.type}
          disabled={disabled}
          onPick={pick("type", "manufacturer")}
          render={(c) => (
            <span className="flex flex-col items-center gap-2">
              <DeviceIcon type={c.value} fill={selection.type === c.value ? "#ccfbf1" : "#f3f4f6"} />
              <span>{c.label}</span>
            </span>
          )}
        />
      </Step>
      {(choices.manufacturer.length > 0 || loading === "manufacturer") && (
        <Step
          n={2}
          title={t("selector.manufacturer")}
          refCb={(el) => (refs.current.manufacturer = el)}
          loading={loading === "manufacturer"}
        >
          <Tiles
            label={t("selector.manufacturer")}
            choices={choices.manufacturer}
            selected={selection.manufacturer}
            disabled={disabled}
            onPick={pick("manufacturer", "model")}
          />
        </Step>
      )}
      {(choices.model.length > 0 || loading === "model") && (
        <Step
          n={3}
          title={t("selector.model")}
          refCb={(el) => (refs.current.model = el)}
          loading={loading === "model"}
        >
          <ModelTiles
            choices={choices.model}
            selected={selection.model}
            disabled={disabled}
            onPick={pick("model", "color")}
          />
        </Step>
      )}
      {(choices.color.length > 0 || loading === "color") && (
        <Step
          n={4}
          title={t("selector.color")}
          refCb={(el) => (refs.current.color = el)}
          loading={loading === "color"}
        >
          <Tiles
            label={t("selector.color")}
            choices={choices.color}
            selected={selection.color}
            disabled={disabled}
            onPick={pick("color", null)}
            render={(c) => (
              <span className="flex flex-col items-center gap-2">
                {c.image ? (
                  <img src={c.image} alt={c.image_alt} className="h-16 w-16 object-contain" />
                ) : (
                  <DeviceIcon type={typeSlug} fill={c.hex} label={c.image_alt} className="h-16 w-16" />
                )}
                <span>{c.label}</span>
              </span>
            )}
          />
        </Step>
      )}
      {state.error && (
        <p role="alert" className="text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}

function Step({
  n,
  title,
  children,
  refCb,
  loading,
}: {
  n: number;
  title: string;
  children: ReactNode;
  refCb: (el: HTMLElement | null) => void;
  loading?: boolean;
}) {
  const t = useT();
  return (
    <section ref={refCb} aria-busy={loading || undefined}>
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <span
          className="flex h-7 w-7 items-center justify-center rounded-full bg-teal-700 text-sm text-white"
          aria-hidden="true"
        >
          {n}
        </span>
        {title}
      </h2>
      {loading ? <p className="text-gray-500">{t("common.loading")}</p> : children}
    </section>
  );
}

function Tiles<C extends { value: string; label: string }>({
  label,
  choices,
  selected,
  disabled,
  onPick,
  render,
}: {
  label: string;
  choices: C[];
  selected: string | null;
  disabled: boolean;
  onPick: (value: string) => void;
  render?: (c: C) => ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div
      role="group"
      aria-label={label}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
    >
      {choices.map((c) => {
        const on = selected === c.value;
        return (
          <button
            key={c.value}
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onPick(c.value)}
            className={`min-h-12 rounded-lg border px-3 py-3 text-center text-sm font-medium transition ${
              on
                ? "border-teal-700 bg-teal-50 text-teal-900 ring-2 ring-teal-700"
                : "border-gray-300 bg-white hover:border-teal-600"
            } ${disabled && !on ? "opacity-40" : ""}`}
          >
            {render ? render(c) : c.label}
          </button>
        );
      })}
    </div>
  );
}

function ModelTiles(props: {
  choices: { value: string; label: string }[];
  selected: string | null;
  disabled: boolean;
  onPick: (v: string) => void;
}) {
  const t = useT("buyback");
  const id = useId();
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? props.choices.filter((c) => c.label.toLowerCase().includes(needle) || c.value === props.selected)
    : props.choices;
  return (
    <div className="space-y-3">
      {props.choices.length > FILTER_FROM && !props.disabled && (
        <div>
          <label htmlFor={id} className="sr-only">
            {t("selector.filter")}
          </label>
          <input
            id={id}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t("selector.filter")}
            className="w-full rounded-md border border-gray-300 px-3 py-2 sm:w-80"
          />
        </div>
      )}
      <Tiles
        label={t("selector.model")}
        choices={shown}
        selected={props.selected}
        disabled={props.disabled}
        onPick={props.onPick}
      />
    </div>
  );
}
