import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { StoreAdminDetail } from "../../../../contract/stores.js";
import { formatDisplayWeekday } from "../../../../domain/display-dates.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  Field,
  inputClass,
  secondaryButtonClass,
} from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { storeAdminQuery } from "../api/stores-admin-queries.js";
import { hoursText } from "../store-today.js";
import { firstError } from "./hours-editor.js";

/**
 * Holidays and special days of one store: the days set apart (closed, or other hours, with a note
 * for customers), a form to add or change one, and the coming public holidays, on which the store
 * is closed unless a day here opens it.
 */
export function SpecialDays({ store }: { store: StoreAdminDetail }) {
  const t = useT("stores");
  const { api, market, language, t: tc } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const [day, setDay] = useState("");
  const [closed, setClosed] = useState(true);
  const [from, setFrom] = useState("10:00");
  const [to, setTo] = useState("16:00");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  const shown = (date: string) => formatDisplayWeekday(date, market, language, "long");

  async function run(action: () => Promise<StoreAdminDetail>, done: string) {
    setBusy(true);
    setErrors({});
    try {
      client.setQueryData(storeAdminQuery(api, store.id).queryKey, await action());
      toast.success(done);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body && typeof error.body === "object")
        setErrors(error.body as Record<string, unknown>);
      toast.error(error instanceof ApiError ? error.firstMessage() : tc("common.error"));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!day) return setErrors({ day: [tc("validation.required")] });
    const ok = await run(
      () =>
        api.call("stores:admin-special-day", {
          method: "PUT",
          params: { id: store.id, day },
          body: { closed, hours: closed ? [] : [[from, to]], note },
        }),
      t("admin.special.saved"),
    );
    if (ok) setNote("");
  };
  const remove = (d: string) =>
    run(
      () => api.call("stores:admin-special-day", { method: "DELETE", params: { id: store.id, day: d } }),
      t("admin.special.removed"),
    );
  const setDays = new Map(store.special_days.map((d) => [d.day, d]));

  return (
    <section aria-labelledby="special-days" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="special-days" className="font-semibold">
        {t("admin.sections.special")}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{t("admin.special.intro")}</p>
      {store.special_days.length === 0 ? (
        <p className="text-sm text-gray-600">{t("admin.special.none")}</p>
      ) : (
        <ul className="mb-4 divide-y divide-gray-100 text-sm">
          {store.special_days.map((d) => (
            <li key={d.day} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span>
                <strong>{shown(d.day)}</strong>: {d.closed ? t("upcoming.closed") : hoursText(d.hours)}
                {d.holiday && ` (${t(`holidays.${d.holiday}`)})`}
                {d.note && ` — ${d.note}`}
              </span>
              <button
                type="button"
                className={`${dangerButtonClass} px-2 py-0.5 text-xs`}
                disabled={busy}
                aria-label={t("admin.special.removeDay", { day: shown(d.day) })}
                onClick={() => remove(d.day)}
              >
                {t("admin.special.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-3">
        <Field label={t("admin.special.day")} error={firstError(errors.day)}>
          <input
            name="day"
            type="date"
            className={inputClass}
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
        </Field>
        <label className="flex items-center gap-1 pb-2 text-sm">
          <input type="checkbox" checked={closed} onChange={(e) => setClosed(e.target.checked)} />
          {t("admin.special.closed")}
        </label>
        {!closed && (
          <fieldset className="flex items-end gap-1">
            <legend className="text-sm font-medium">{t("admin.special.hours")}</legend>
            <input
              aria-label={t("admin.from")}
              type="text"
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              className={`${inputClass} w-24`}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            –
            <input
              aria-label={t("admin.to")}
              type="text"
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              className={`${inputClass} w-24`}
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </fieldset>
        )}
        <Field label={t("admin.special.note")} error={firstError(errors.note)}>
          <input name="note" className={inputClass} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
          {t("admin.special.add")}
        </button>
        {firstError(errors.hours) && (
          <p role="alert" className="w-full text-sm text-red-700">
            {firstError(errors.hours)}
          </p>
        )}
      </form>
      <h3 className="mt-5 mb-1 text-sm font-semibold">{t("admin.special.holidays")}</h3>
      <ul className="grid gap-x-4 text-sm sm:grid-cols-2">
        {store.holidays.map((h) => {
          const own = setDays.get(h.date);
          return (
            <li key={h.date} className="flex flex-wrap items-center gap-2 py-0.5">
              <span>
                {shown(h.date)} — {t(`holidays.${h.key}`)}:{" "}
                {own && !own.closed
                  ? t("admin.special.holidayOpen", { hours: hoursText(own.hours) })
                  : t("admin.special.holidayClosed")}
              </span>
              {!own && (
                <button
                  type="button"
                  className={`${secondaryButtonClass} px-2 py-0.5 text-xs`}
                  onClick={() => {
                    setDay(h.date);
                    setClosed(false);
                  }}
                >
                  {t("admin.special.openThisDay")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
