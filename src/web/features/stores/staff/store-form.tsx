import { type FormEvent, useState } from "react";
import type { StoreAdminDetail, StoreInput } from "../../../../contract/stores.js";
import { STORE_SERVICES } from "../../../../domain/store-services.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, Field, inputClass } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { StoresMap } from "../../catalog/stores-map.js";
import { firstError, HoursEditor, type Interval } from "./hours-editor.js";

type Draft = Omit<StoreInput, "latitude" | "longitude" | "opening_hours"> & {
  latitude: string;
  longitude: string;
  opening_hours: Record<string, Interval[]>;
};

const weekdays = (hours: Interval[]) =>
  Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, d === "7" ? [] : hours]));

export function newStoreDraft(country: "CZ" | "RO"): Draft {
  return {
    name: "",
    seo_name: "",
    street: "",
    city: "",
    postcode: "",
    country,
    phone: "",
    email: "",
    latitude: "",
    longitude: "",
    opening_hours: weekdays([["09:00", "18:00"]]),
    is_showroom: false,
    is_service_center: false,
    is_buyout_center: false,
    services: ["pickup"],
  };
}

export const draftOf = (s: StoreAdminDetail): Draft => ({
  name: s.name,
  seo_name: s.seo_name,
  street: s.street,
  city: s.city,
  postcode: s.postcode,
  country: s.country,
  phone: s.phone,
  email: s.email,
  latitude: String(s.latitude),
  longitude: String(s.longitude),
  opening_hours: s.opening_hours,
  is_showroom: s.is_showroom,
  is_service_center: s.is_service_center,
  is_buyout_center: s.is_buyout_center,
  services: s.services.filter((c): c is StoreInput["services"][number] =>
    (STORE_SERVICES as readonly string[]).includes(c),
  ),
});

/**
 * A store's data: address and contacts, where it is (with a preview on the shop map once the
 * coordinates are numbers), weekly hours, what it is and offers. The server checks everything and
 * its Czech messages land under the fields.
 */
export function StoreForm({
  initial,
  onSave,
}: {
  initial: Draft;
  onSave: (body: StoreInput) => Promise<unknown>;
}) {
  const t = useT("stores");
  const { t: tc } = useShop();
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const err = (key: string) => firstError(errors[key]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSave({
        ...draft,
        latitude: draft.latitude.trim().replace(",", ".") as unknown as number,
        longitude: draft.longitude.trim().replace(",", ".") as unknown as number,
        opening_hours: draft.opening_hours as StoreInput["opening_hours"],
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body && typeof error.body === "object")
        setErrors(error.body as Record<string, unknown>);
      toast.error(error instanceof ApiError ? error.firstMessage() : tc("common.error"));
    } finally {
      setBusy(false);
    }
  }

  const text = (
    key: "name" | "seo_name" | "street" | "city" | "postcode" | "phone" | "email",
    type = "text",
  ) => (
    <Field label={t(`admin.fields.${key}`)} error={err(key)}>
      <input
        name={key}
        type={type}
        className={inputClass}
        value={draft[key]}
        aria-invalid={err(key) ? true : undefined}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );
  const lat = Number(draft.latitude.replace(",", "."));
  const lon = Number(draft.longitude.replace(",", "."));
  const located =
    draft.latitude !== "" && draft.longitude !== "" && Number.isFinite(lat) && Number.isFinite(lon);

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("admin.sections.basics")}</legend>
        {text("name")}
        {text("seo_name")}
        {text("street")}
        {text("city")}
        {text("postcode")}
        <Field label={t("admin.fields.country")} error={err("country")}>
          <select
            name="country"
            className={inputClass}
            value={draft.country}
            onChange={(e) => set("country", e.target.value as "CZ" | "RO")}
          >
            <option value="CZ">{t("admin.countries.CZ")}</option>
            <option value="RO">{t("admin.countries.RO")}</option>
          </select>
        </Field>
        {text("phone", "tel")}
        {text("email", "email")}
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 font-semibold">{t("admin.sections.location")}</legend>
        <div className="grid gap-4">
          {(["latitude", "longitude"] as const).map((key) => (
            <Field key={key} label={t(`admin.fields.${key}`)} error={err(key)}>
              <input
                name={key}
                inputMode="decimal"
                className={inputClass}
                value={draft[key]}
                aria-invalid={err(key) ? true : undefined}
                onChange={(e) => set(key, e.target.value)}
              />
            </Field>
          ))}
          {located && (
            <a
              className="text-sm text-teal-800 underline"
              href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
              rel="noopener"
              target="_blank"
            >
              {t("admin.openMap")}
            </a>
          )}
        </div>
        {located && (
          <section aria-label={t("admin.mapPreview")}>
            <StoresMap
              stores={[
                {
                  id: 0,
                  seo_name: draft.seo_name,
                  name: draft.name || draft.city,
                  city: draft.city,
                  latitude: lat,
                  longitude: lon,
                },
              ]}
            />
          </section>
        )}
      </fieldset>

      <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t("admin.sections.hours")}</legend>
        <HoursEditor
          hours={draft.opening_hours}
          onChange={(h) => set("opening_hours", h)}
          errors={errors.opening_hours as Record<string, unknown> | undefined}
        />
      </fieldset>

      <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t("admin.sections.kinds")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(["is_showroom", "is_service_center", "is_buyout_center"] as const).map((key) => (
            <label key={key} className="flex items-center gap-1">
              <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />
              {t(`admin.fields.${key}`)}
            </label>
          ))}
        </div>
        <p className="mt-3 text-sm font-medium">{t("admin.fields.services")}</p>
        <div className="mt-1 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {STORE_SERVICES.map((code) => (
            <label key={code} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={draft.services.includes(code)}
                onChange={(e) =>
                  set(
                    "services",
                    e.target.checked ? [...draft.services, code] : draft.services.filter((c) => c !== code),
                  )
                }
              />
              {t(`services.${code}`)}
            </label>
          ))}
        </div>
        {err("services") && (
          <p role="alert" className="text-sm text-red-700">
            {err("services")}
          </p>
        )}
      </fieldset>

      <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
        {tc("common.save")}
      </button>
    </form>
  );
}
