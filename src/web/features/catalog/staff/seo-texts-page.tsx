import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, Field, fieldError, inputClass } from "../../../ui/staff-kit.js";
import { categoriesQuery } from "../api/catalog-staff-queries.js";
import { useStaffSave } from "./use-staff-save.js";

/** SEO texts per category: the page title, meta description and the text under the list. */
export function SeoTextsPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const client = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const { errors, busy, save, clearErrors } = useStaffSave();
  const categories = categoriesQuery(api);
  const list = useQuery(categories);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.seoTexts")}</h1>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
        {list.data?.map((c) => (
          <li key={c.id} className="p-3">
            <button
              type="button"
              className="flex w-full justify-between text-left"
              aria-expanded={open === c.id}
              onClick={() => {
                setOpen(open === c.id ? null : c.id);
                clearErrors();
              }}
            >
              <span style={{ paddingLeft: `${(c.level - 1) * 1.25}rem` }} className="font-medium">
                {c.name}
              </span>
              <span className="text-xs text-gray-500">
                {c.seo_title || c.seo_description || c.seo_text ? t("staff.hasSeo") : t("staff.noSeo")}
              </span>
            </button>
            {open === c.id && (
              <form
                className="mt-3 grid max-w-2xl gap-2"
                onSubmit={async (e) => {
                  e.preventDefault();
                  const f = new FormData(e.currentTarget);
                  const v = (k: string) => String(f.get(k) ?? "").trim() || null;
                  const body = {
                    seo_title: v("seo_title"),
                    seo_description: v("seo_description"),
                    seo_text: v("seo_text"),
                  };
                  const saved = await save(() =>
                    api.call("catalog:admin-category-update", {
                      method: "PATCH",
                      params: { id: c.id },
                      body,
                    }),
                  );
                  if (!saved) return;
                  setOpen(null);
                  await client.invalidateQueries({ queryKey: categories.queryKey });
                }}
              >
                <Field label={t("staff.seoTitle")} error={fieldError(errors, "seo_title")}>
                  <input name="seo_title" defaultValue={c.seo_title ?? ""} className={inputClass} />
                </Field>
                <Field label={t("staff.seoDescription")} error={fieldError(errors, "seo_description")}>
                  <textarea
                    name="seo_description"
                    rows={2}
                    defaultValue={c.seo_description ?? ""}
                    className={inputClass}
                  />
                </Field>
                <Field label={t("staff.seoText")} error={fieldError(errors, "seo_text")}>
                  <textarea name="seo_text" rows={5} defaultValue={c.seo_text ?? ""} className={inputClass} />
                </Field>
                <div>
                  <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
                    {t("staff.save")}
                  </button>
                </div>
              </form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
