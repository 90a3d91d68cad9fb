import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import {
  SETTING_GROUPS,
  SETTING_KEYS,
  type SettingKey,
  type SettingsAdminResponse,
  SHOP_SETTINGS,
  type ShopSettings,
} from "../../../../contract/settings.js";
import { translateMessage } from "../../../../contract/z.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, Field, inputClass, PageTitle, QueryState } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { byField } from "../../catalog/staff/use-staff-save.js";
import { adminSettingsQuery } from "../api/settings-queries.js";
import { SettingsHistory } from "./settings-history.js";

type Draft = Record<SettingKey, string>;

const inputType = (key: SettingKey, value: unknown) =>
  typeof value === "number"
    ? "number"
    : key.endsWith("_email")
      ? "email"
      : key.endsWith("_url")
        ? "url"
        : "text";

const toDraft = (values: ShopSettings): Draft =>
  Object.fromEntries(SETTING_KEYS.map((k) => [k, String(values[k])])) as Draft;

/**
 * `/staff/settings/`: the shop's parameters in their groups (issue 20). Each field is checked by its
 * key's own schema before sending (the same one the server checks), only changed keys are sent,
 * and the history below says who changed what and when.
 */
export function SettingsPage() {
  const t = useT("settings");
  const { api, t: tc } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const settings = adminSettingsQuery(api);
  const query = useQuery({ ...settings, staleTime: 0 });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (query.data) setDraft(toDraft(query.data.values));
  }, [query.data]);

  async function submit(e: FormEvent, data: SettingsAdminResponse) {
    e.preventDefault();
    if (!draft) return;
    const patch: Record<string, unknown> = {};
    const found: Record<string, string[]> = {};
    for (const key of SETTING_KEYS) {
      if (draft[key] === String(data.values[key])) continue;
      const parsed = SHOP_SETTINGS[key].schema.safeParse(draft[key]);
      if (parsed.success) patch[key] = parsed.data;
      else found[key] = [translateMessage(tc, parsed.error.issues[0].message)];
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!Object.keys(patch).length) return toast.info(t("nothingChanged"));
    setBusy(true);
    try {
      const saved = await api.call("settings:admin", { method: "PATCH", body: patch });
      client.setQueryData(settings.queryKey, saved);
      toast.success(t("saved"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setErrors(byField(err.body));
      toast.error(err instanceof ApiError ? err.firstMessage() : tc("common.error"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-3xl">
      <PageTitle>{t("title")}</PageTitle>
      <p className="mb-4 text-sm text-gray-600">{t("intro")}</p>
      <QueryState query={query}>
        {(data) =>
          draft && (
            <>
              <form noValidate onSubmit={(e) => submit(e, data)} className="space-y-6">
                {SETTING_GROUPS.map((group) => (
                  <fieldset key={group} className="rounded-lg border border-gray-200 bg-white p-4">
                    <legend className="px-1 font-semibold">{t(`groups.${group}`)}</legend>
                    <div className="grid gap-4 sm:grid-cols-2">
                      {SETTING_KEYS.filter((k) => SHOP_SETTINGS[k].group === group).map((key) => (
                        <Field key={key} label={tc(SHOP_SETTINGS[key].label)} error={errors[key]?.[0]}>
                          <input
                            name={key}
                            className={inputClass}
                            type={inputType(key, data.values[key])}
                            inputMode={typeof data.values[key] === "number" ? "numeric" : undefined}
                            value={draft[key]}
                            aria-invalid={errors[key] ? true : undefined}
                            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                          />
                          <span className="text-xs text-gray-500">
                            {t(`hints.${key}`, { defaultValue: "" })}
                            {!data.changed.includes(key) && ` (${t("default")})`}
                          </span>
                        </Field>
                      ))}
                    </div>
                  </fieldset>
                ))}
                <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
                  {t("save")}
                </button>
              </form>
              <SettingsHistory history={data.history} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
