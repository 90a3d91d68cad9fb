import type { SettingsAdminResponse } from "../../../../contract/settings.js";
import { isSettingKey, SHOP_SETTINGS } from "../../../../contract/settings.js";
import { useShop, useT } from "../../../shop-context.js";
import { useDateTime } from "../../../ui/staff-kit.js";

const shown = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));

/** Who changed which parameter from what to what, and when (newest first). */
export function SettingsHistory({ history }: { history: SettingsAdminResponse["history"] }) {
  const t = useT("settings");
  const { t: tc } = useShop();
  const when = useDateTime();
  return (
    <section className="mt-8" aria-labelledby="settings-history">
      <h2 id="settings-history" className="mb-2 text-lg font-semibold">
        {t("history.title")}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-gray-600">{t("history.empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white text-sm">
          {history.map((h) => (
            <li key={h.id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:gap-4">
              <span className="shrink-0 text-gray-600 sm:w-40">{when(h.changed_at)}</span>
              <span className="shrink-0 font-medium sm:w-40">{h.changed_by}</span>
              <span className="min-w-0 break-words">
                {isSettingKey(h.key) ? tc(SHOP_SETTINGS[h.key].label) : h.key}: {shown(h.old_value)} →{" "}
                <strong>{shown(h.new_value)}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
