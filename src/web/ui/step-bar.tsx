/**
 * A compact progress bar for a list row (the account's buy-backs and repairs): one segment per step,
 * those reached filled, the current one named under it. `current` -1 is off the usual way (returned,
 * cancelled): the bar is grey and the caption says why instead.
 */
export function StepBar({
  steps,
  current,
  label,
  caption,
}: {
  steps: readonly string[];
  current: number;
  /** The list's name for screen readers ("Průběh výkupu"). */
  label: string;
  /** "Krok 3 z 5: Zařízení přijato", or the off-path status. */
  caption: string;
}) {
  return (
    <div>
      <ol aria-label={label} className="flex gap-1">
        {steps.map((s, i) => {
          const state = current < 0 ? "off" : i < current ? "done" : i === current ? "current" : "todo";
          return (
            <li
              key={s}
              aria-current={state === "current" ? "step" : undefined}
              className={`h-1.5 flex-1 rounded-full ${
                state === "done" ? "bg-teal-600" : state === "current" ? "bg-teal-800" : "bg-gray-200"
              }`}
            >
              <span className="sr-only">{s}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-1 text-xs text-gray-600">{caption}</p>
    </div>
  );
}
