import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import type { AdminCategory } from "../../../../contract/catalog-admin.js";
import { useShop, useT } from "../../../shop-context.js";
import { dangerButtonClass, Field, fieldError, inputClass, SaveCancel } from "../../../ui/staff-kit.js";
import { manufacturersQuery, typeCategoriesQuery, typeDevicesQuery } from "../api/catalog-staff-queries.js";
import { useStaffSave } from "./use-staff-save.js";

/** Add or edit a category with every spec §3 field and its SEO texts; a 400 lands on the fields. */
export function CategoryForm({
  category,
  parent,
  onDone,
  onCancel,
}: {
  category: AdminCategory | null;
  parent: number | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT("catalog");
  const { api } = useShop();
  const { errors, busy, save } = useStaffSave();
  const makers = useQuery(manufacturersQuery(api));
  const types = useQuery(typeDevicesQuery(api));
  const options = useQuery(typeCategoriesQuery(api));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "").trim();
    const id = (k: string) => (text(k) ? Number(text(k)) : null);
    const body = {
      name: text("name"),
      parent: id("parent"),
      ...(text("seo_name") ? { seo_name: text("seo_name") } : {}),
      for_display: f.has("for_display"),
      for_buyout: f.has("for_buyout"),
      for_service: f.has("for_service"),
      filterable: f.has("filterable"),
      manufacturers: f.getAll("manufacturers").map(Number),
      type_device: id("type_device"),
      meilisearch_boost: text("meilisearch_boost"),
      seo_title: text("seo_title") || null,
      seo_description: text("seo_description") || null,
      seo_text: text("seo_text") || null,
    };
    const saved = await save(() =>
      category
        ? api.call("catalog:admin-category-update", { method: "PATCH", params: { id: category.id }, body })
        : api.post("catalog:admin-category-add", body),
    );
    if (saved) onDone();
  }

  async function remove() {
    if (!category || !window.confirm(t("staff.confirmDelete", { name: category.name }))) return;
    const id = category.id;
    const removed = await save(
      () => api.call("catalog:admin-category-delete", { method: "DELETE", params: { id } }),
      t("staff.removed"),
    );
    if (removed) onDone();
  }

  // Selects with a default need their options first (an uncontrolled select keeps its first value).
  if (!makers.data || !types.data || !options.data) return <p>{t("loading")}</p>;
  const c = category;
  const check = (name: string, label: string, on: boolean) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={on} className="accent-teal-700" /> {label}
    </label>
  );
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-gray-200 p-4"
      aria-label={c ? t("staff.editCategory") : t("staff.newCategory")}
    >
      <h2 className="font-semibold">{c ? t("staff.editCategory") : t("staff.newCategory")}</h2>
      <Field label={t("staff.name")} error={fieldError(errors, "name")}>
        <input name="name" required defaultValue={c?.name ?? ""} className={inputClass} />
      </Field>
      <Field label={t("staff.seoName")} error={fieldError(errors, "seo_name")}>
        <input
          name="seo_name"
          defaultValue={c?.seo_name ?? ""}
          placeholder={t("staff.seoNameHint")}
          className={inputClass}
        />
      </Field>
      <Field label={t("staff.parent")} error={fieldError(errors, "parent")}>
        <select name="parent" defaultValue={parent ?? ""} className={inputClass}>
          <option value="">{t("staff.root")}</option>
          {options.data
            ?.filter((o) => o.id !== c?.id)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {o.path_name}
              </option>
            ))}
        </select>
      </Field>
      <Field label={t("staff.typeDevice")} error={fieldError(errors, "type_device")}>
        <select name="type_device" defaultValue={c?.type_device ?? ""} className={inputClass}>
          <option value="">—</option>
          {types.data?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("staff.boost")} error={fieldError(errors, "meilisearch_boost")}>
        <input
          name="meilisearch_boost"
          defaultValue={c?.meilisearch_boost.replace(".", ",") ?? "1"}
          inputMode="decimal"
          className={inputClass}
        />
      </Field>
      <div className="grid grid-cols-2 gap-1">
        {check("for_display", t("staff.forDisplay"), c?.for_display ?? true)}
        {check("filterable", t("staff.filterable"), c?.filterable ?? false)}
        {check("for_buyout", t("staff.forBuyout"), c?.for_buyout ?? false)}
        {check("for_service", t("staff.forService"), c?.for_service ?? false)}
      </div>
      <Field label={t("staff.manufacturers")} error={fieldError(errors, "manufacturers")}>
        <select
          name="manufacturers"
          multiple
          defaultValue={(c?.manufacturers ?? []).map(String)}
          className={`${inputClass} h-28`}
        >
          {makers.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </Field>
      <details>
        <summary className="cursor-pointer text-sm font-semibold">{t("staff.seoTexts")}</summary>
        <div className="mt-2 space-y-2">
          <Field label={t("staff.seoTitle")} error={fieldError(errors, "seo_title")}>
            <input name="seo_title" defaultValue={c?.seo_title ?? ""} className={inputClass} />
          </Field>
          <Field label={t("staff.seoDescription")} error={fieldError(errors, "seo_description")}>
            <textarea
              name="seo_description"
              rows={2}
              defaultValue={c?.seo_description ?? ""}
              className={inputClass}
            />
          </Field>
          <Field label={t("staff.seoText")} error={fieldError(errors, "seo_text")}>
            <textarea name="seo_text" rows={4} defaultValue={c?.seo_text ?? ""} className={inputClass} />
          </Field>
        </div>
      </details>
      <SaveCancel busy={busy} onCancel={onCancel}>
        {c && (
          <button type="button" className={`${dangerButtonClass} ml-auto`} onClick={remove}>
            {t("staff.delete")}
          </button>
        )}
      </SaveCancel>
    </form>
  );
}
