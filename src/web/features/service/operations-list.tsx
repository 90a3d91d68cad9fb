import { useId, useState } from "react";
import type { ServiceOperation } from "../../../contract/service.js";
import { useShop, useT } from "../../shop-context.js";
import { formatDuration } from "./duration.js";

/** Spec §9: service operations shown initially. */
export const OPERATIONS_SHOWN = 7;

/**
 * The colour's operations (spec §2: the first 7, with a toggle to show all): name, what it fixes,
 * price, duration, while-you-wait, and which stores do it. Ticking one chooses it for the order.
 */
export function OperationsList({
  operations,
  chosen,
  onToggle,
}: {
  operations: ServiceOperation[];
  chosen: number[];
  onToggle: (value: number) => void;
}) {
  const t = useT("service");
  const { price } = useShop();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? operations : operations.slice(0, OPERATIONS_SHOWN);
  const hidden = operations.length - OPERATIONS_SHOWN;

  if (!operations.length) return <p className="text-gray-600">{t("operations.none")}</p>;
  return (
    <div className="space-y-3">
      <ul
        id={`${id}-list`}
        aria-label={t("operations.title")}
        className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
      >
        {shown.map((op) => {
          const on = chosen.includes(op.value);
          return (
            <li key={op.value} className={on ? "bg-teal-50" : undefined}>
              <label className="flex cursor-pointer gap-3 p-4">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() => onToggle(op.value)}
                  aria-labelledby={`${id}-${op.value}`}
                  aria-describedby={`${id}-${op.value}-d`}
                  className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span id={`${id}-${op.value}`} className="font-semibold text-gray-900">
                      {op.label}
                    </span>
                    <span className="whitespace-nowrap font-bold text-teal-800">{price(op.price)}</span>
                  </span>
                  <span id={`${id}-${op.value}-d`} className="mt-1 block text-sm text-gray-600">
                    {op.description}
                  </span>
                  <span className="mt-2 flex flex-wrap gap-2 text-xs">
                    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700">
                      {t("operations.duration", { duration: formatDuration(op.duration_minutes, t) })}
                    </span>
                    {op.while_you_wait && (
                      <span className="rounded-full bg-teal-100 px-2 py-0.5 font-medium text-teal-900">
                        {t("operations.whileYouWait")}
                      </span>
                    )}
                    <span className="text-gray-500">
                      {op.stores.length
                        ? t("operations.stores", { stores: op.stores.map((s) => s.city).join(", ") })
                        : t("operations.courierOnly")}
                    </span>
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
          className="rounded-md border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {expanded ? t("operations.showLess") : t("operations.showAll", { count: operations.length })}
        </button>
      )}
    </div>
  );
}
