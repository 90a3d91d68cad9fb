import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { COMPONENT_TYPES, type ComponentType, type LandingDetail } from "../../../../contract/content.js";
import { MARKETS } from "../../../../domain/market.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  Field,
  fieldError,
  inputClass,
  PageTitle,
  QueryState,
  secondaryButtonClass,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { useStaffSave } from "../../catalog/staff/use-staff-save.js";
import { adminLandingQuery } from "../api/content-queries.js";
import { ComponentParamsForm } from "./component-params-form.js";
import { LeaseOffersEditor } from "./lease-offers-editor.js";
import { fromLocalInput, PublishState, toLocalInput } from "./staff-bits.js";

/** A landing page's editor: its settings and publishing time, its components in order and their params. */
export function LandingEditorPage() {
  const t = useT("content");
  const { api } = useShop();
  const id = Number(useParams().id);
  const query = useQuery({ ...adminLandingQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <div className="max-w-4xl">
      <QueryState query={query} notFound={t("staff.landings.notFound")}>
        {(page) => <Editor page={page} />}
      </QueryState>
    </div>
  );
}

function Editor({ page }: { page: LandingDetail }) {
  const t = useT("content");
  const { api } = useShop();
  const client = useQueryClient();
  const dateTime = useDateTime();
  const reload = () => client.invalidateQueries({ queryKey: ["content:admin-landing", page.id] });
  const order = useStaffSave();
  const [adding, setAdding] = useState<ComponentType>("hero");
  const publicPath = `/${MARKETS[page.language === "ro" ? "ro" : "cz"].slugs.landing}/${page.slug}/`;

  const move = async (index: number, by: -1 | 1) => {
    const ids = page.components.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    if (
      await order.save(() =>
        api.call("content:admin-landing-components", {
          method: "PUT",
          params: { id: page.id },
          body: { ids },
        }),
      )
    )
      await reload();
  };
  const add = async () => {
    if (
      await order.save(() =>
        api.call("content:admin-landing-components", {
          method: "POST",
          params: { id: page.id },
          body: { type: adding },
        }),
      )
    )
      await reload();
  };
  const remove = async (componentId: number, type: ComponentType) => {
    if (!window.confirm(t("staff.confirmDelete", { title: t(`types.${type}`) }))) return;
    if (
      await order.save(
        () => api.call("content:admin-component", { method: "DELETE", params: { id: componentId } }),
        t("staff.deleted"),
      )
    )
      await reload();
  };

  return (
    <>
      <PageTitle
        aside={
          <div className="flex flex-wrap items-center gap-2">
            <PublishState at={page.publish_at} format={dateTime} />
            <Link to={`/staff/content/landing/${page.id}/preview/`} className={secondaryButtonClass}>
              {t("staff.landings.preview")}
            </Link>
          </div>
        }
      >
        {page.title}
      </PageTitle>
      <p className="mb-4 text-sm text-gray-600">
        {publicPath} ·{" "}
        <Link to="/staff/content/landing/" className="text-teal-800 hover:underline">
          {t("staff.landings.title")}
        </Link>
      </p>
      <PageSettings page={page} onSaved={reload} />

      <section className="mt-8" aria-labelledby="components-title">
        <h2 id="components-title" className="mb-3 text-lg font-semibold">
          {t("staff.landings.components")}
        </h2>
        {page.components.length === 0 && (
          <p className="mb-3 text-gray-600">{t("staff.landings.noComponents")}</p>
        )}
        <ol className="grid gap-4">
          {page.components.map((c, i) => (
            <li key={c.id} className="rounded-lg border border-gray-200 p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  {i + 1}. {t(`types.${c.type}`)}{" "}
                  <span className="text-xs font-normal text-gray-500">
                    {t("staff.landings.componentId", { id: c.id })}
                  </span>
                </h3>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={i === 0 || order.busy}
                    onClick={() => move(i, -1)}
                    aria-label={`${t("staff.landings.moveUp")}: ${t(`types.${c.type}`)}`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={i === page.components.length - 1 || order.busy}
                    onClick={() => move(i, 1)}
                    aria-label={`${t("staff.landings.moveDown")}: ${t(`types.${c.type}`)}`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={dangerButtonClass}
                    disabled={order.busy}
                    onClick={() => remove(c.id, c.type)}
                    aria-label={`${t("staff.delete")}: ${t(`types.${c.type}`)}`}
                  >
                    {t("staff.delete")}
                  </button>
                </div>
              </div>
              <ComponentParamsForm
                key={JSON.stringify(c.params)}
                id={c.id}
                type={c.type}
                params={c.params}
                language={page.language}
                onSaved={reload}
              />
              {c.type === "countdown" && <LeaseOffersEditor componentId={c.id} />}
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap items-end gap-2 rounded-lg bg-gray-50 p-3">
          <Field label={t("staff.landings.componentType")}>
            <select
              value={adding}
              onChange={(e) => setAdding(e.target.value as ComponentType)}
              className={inputClass}
            >
              {COMPONENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <button type="button" className={buttonClass} onClick={add} disabled={order.busy}>
            {t("staff.landings.addComponent")}
          </button>
        </div>
      </section>
    </>
  );
}

function PageSettings({ page, onSaved }: { page: LandingDetail; onSaved: () => void }) {
  const t = useT("content");
  const { api } = useShop();
  const { errors, busy, save } = useStaffSave();
  const [draft, setDraft] = useState({
    title: page.title,
    slug: page.slug,
    seo_title: page.seo_title,
    seo_description: page.seo_description,
    publish_at: toLocalInput(page.publish_at),
  });
  const set = (k: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [k]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...draft, language: page.language, publish_at: fromLocalInput(draft.publish_at) };
    if (await save(() => api.call("content:admin-landing", { method: "PUT", params: { id: page.id }, body })))
      onSaved();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("staff.landings.pageSettings")}
      className="grid gap-3 rounded-lg bg-gray-50 p-4 sm:grid-cols-2"
    >
      <h2 className="font-semibold sm:col-span-2">{t("staff.landings.pageSettings")}</h2>
      <Field label={t("staff.title")} error={fieldError(errors, "title")}>
        <input className={inputClass} value={draft.title} onChange={set("title")} />
      </Field>
      <Field label={t("staff.slug")} error={fieldError(errors, "slug")}>
        <input className={inputClass} value={draft.slug} onChange={set("slug")} />
      </Field>
      <Field label={t("staff.seoTitle")} error={fieldError(errors, "seo_title")}>
        <input className={inputClass} value={draft.seo_title} onChange={set("seo_title")} />
      </Field>
      <Field label={t("staff.seoDescription")} error={fieldError(errors, "seo_description")}>
        <input className={inputClass} value={draft.seo_description} onChange={set("seo_description")} />
      </Field>
      <Field label={t("staff.landings.publishAt")} error={fieldError(errors, "publish_at")}>
        <input
          type="datetime-local"
          step={1}
          className={inputClass}
          value={draft.publish_at}
          onChange={set("publish_at")}
        />
      </Field>
      <p className="self-end text-xs text-gray-600">{t("staff.landings.publishHint")}</p>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("staff.save")}
        </button>
      </div>
    </form>
  );
}
