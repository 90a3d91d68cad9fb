import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  Field,
  fieldError,
  inputClass,
  PageTitle,
  QueryState,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { useStaffSave } from "../../catalog/staff/use-staff-save.js";
import { adminLandingsQuery } from "../api/content-queries.js";
import { fromLocalInput, LanguageSelect, PublishState, useShopLanguage } from "./staff-bits.js";

/** Landing pages of a language, and a form for a new one (it then opens in the editor). */
export function LandingsAdminPage() {
  const t = useT("content");
  const { api } = useShop();
  const navigate = useNavigate();
  const client = useQueryClient();
  const dateTime = useDateTime();
  const [language, setLanguage] = useState(useShopLanguage());
  const list = useQuery(adminLandingsQuery(api, language));
  const { errors, busy, save } = useStaffSave();
  const [draft, setDraft] = useState({ slug: "", title: "", publish_at: "" });

  const create = async (e: FormEvent) => {
    e.preventDefault();
    let id: number | undefined;
    const done = await save(async () => {
      const page = await api.call("content:admin-landings", {
        method: "POST",
        body: {
          language: language as "cs",
          slug: draft.slug,
          title: draft.title,
          publish_at: fromLocalInput(draft.publish_at),
        },
      });
      id = page.id;
    });
    if (done && id) {
      await client.invalidateQueries({ queryKey: ["content:admin-landings"] });
      navigate(`/staff/content/landing/${id}/`);
    }
  };

  return (
    <div className="max-w-4xl">
      <PageTitle aside={<LanguageSelect id="landing-language" value={language} onChange={setLanguage} />}>
        {t("staff.landings.title")}
      </PageTitle>
      <p className="mb-6 text-sm text-gray-600">{t("staff.landings.intro")}</p>
      <form
        onSubmit={create}
        noValidate
        aria-label={t("staff.landings.new")}
        className="mb-8 grid gap-3 rounded-lg bg-gray-50 p-4 sm:grid-cols-2"
      >
        <h2 className="font-semibold sm:col-span-2">{t("staff.landings.new")}</h2>
        <Field label={t("staff.title")} error={fieldError(errors, "title")}>
          <input
            className={inputClass}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        </Field>
        <Field label={t("staff.slug")} error={fieldError(errors, "slug")}>
          <input
            className={inputClass}
            value={draft.slug}
            onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
          />
        </Field>
        <Field label={t("staff.landings.publishAt")} error={fieldError(errors, "publish_at")}>
          <input
            type="datetime-local"
            step={1}
            className={inputClass}
            value={draft.publish_at}
            onChange={(e) => setDraft({ ...draft, publish_at: e.target.value })}
          />
        </Field>
        <p className="self-end text-xs text-gray-600">{t("staff.landings.publishHint")}</p>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass} disabled={busy}>
            {t("staff.add")}
          </button>
        </div>
      </form>
      <QueryState query={list}>
        {(pages) =>
          pages.length === 0 ? (
            <p className="text-gray-600">{t("staff.landings.empty")}</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
              {pages.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div>
                    <Link
                      to={`/staff/content/landing/${p.id}/`}
                      className="font-semibold text-teal-800 hover:underline"
                    >
                      {p.title}
                    </Link>
                    <p className="text-xs text-gray-600">
                      /{p.slug}/ · {t("staff.landings.componentCount", { count: p.component_count })}
                    </p>
                  </div>
                  <PublishState at={p.publish_at} format={dateTime} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
