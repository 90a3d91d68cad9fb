import { type ReactNode, useEffect, useId, useState } from "react";

const TTL_MS = 5 * 60_000;

/** Spec §9: a chosen tab is remembered for 5 minutes. */
function remembered(key: string): string | null {
  try {
    const raw = sessionStorage.getItem(`tab:${key}`);
    if (!raw) return null;
    const { value, at } = JSON.parse(raw) as { value: string; at: number };
    return Date.now() - at < TTL_MS ? value : null;
  } catch {
    return null;
  }
}

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (arrow keys move between them) whose choice is remembered for 5 minutes under
 * `rememberKey`. Every panel is in the server's HTML; inactive ones are hidden.
 */
export function RememberedTabs({
  tabs,
  rememberKey,
  onSelect,
}: {
  tabs: Tab[];
  rememberKey: string;
  onSelect?: (id: string) => void;
}) {
  const base = useId();
  const [active, setActive] = useState(tabs[0]?.id);
  useEffect(() => {
    const r = remembered(rememberKey);
    if (r && tabs.some((t) => t.id === r)) setActive(r);
  }, [rememberKey, tabs]);
  const choose = (id: string) => {
    setActive(id);
    onSelect?.(id);
    try {
      sessionStorage.setItem(`tab:${rememberKey}`, JSON.stringify({ value: id, at: Date.now() }));
    } catch {}
  };
  return (
    <div>
      {/* Tabs wrap onto a second line on a phone: a tab cut at the edge read as broken and hid its panel. */}
      <div role="tablist" className="flex flex-wrap gap-x-1 border-b border-gray-200">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            id={`${base}-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={active === t.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            onClick={() => choose(t.id)}
            onKeyDown={(e) => {
              const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
              if (!d) return;
              const next = tabs[(i + d + tabs.length) % tabs.length];
              choose(next.id);
              document.getElementById(`${base}-tab-${next.id}`)?.focus();
            }}
            className="whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm sm:px-4 font-semibold text-gray-600 hover:text-gray-900 aria-selected:border-teal-700 aria-selected:text-teal-800"
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          id={`${base}-panel-${t.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={active !== t.id}
          className="py-5"
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
