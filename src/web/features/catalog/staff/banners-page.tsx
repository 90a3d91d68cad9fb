import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { BANNER_PLACEMENTS, type BannerAdmin, type BannerBody } from "../../../../contract/banner-admin.js";
import { highestBonusPercent } from "../../../../domain/buyback-bonus.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  dangerButtonClass,
  Field,
  fieldError,
  inputClass,
  PageTitle,
  QueryState,
  SaveCancel,
  secondaryButtonClass,
} from "../../../ui/staff-kit.js";
import { bonusesQuery } from "../../buyback/api/buyback-queries.js";
import { withBuybackBonus } from "../../home/banner-text.js";
import { bannersQuery } from "../api/catalog-staff-queries.js";
import { useStaffSave } from "./use-staff-save.js";

type Placement = (typeof BANNER_PLACEMENTS)[number];
type Draft = Required<Omit<BannerBody, "position">> & { position: string };
/** Which form is open: a banner's id, or a new one of a placement. */
type Editing = number | { add: Placement } | null;

const PLACEHOLDER = "{{buybackBonus}}";

const draftOf = (b: BannerAdmin): Draft => ({ ...b, position: String(b.position) });
const emptyDraft = (placement: Placement, position: number): Draft => ({
  placement,
  title: "",
  subtitle: "",
  url: "/",
  color: "#0f766e",
  position: String(position),
  is_active: true,
});

/** The home page's slider and tiles: what shows, in which order, and each one's text, link and colour. */
export function BannersPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const banners = bannersQuery(api);
  const list = useQuery(banners);
  // The bonus the home page puts in place of the placeholder, for the hint and the preview.
  const bonus = useQuery({
    ...bonusesQuery(api),
    select: (r) => highestBonusPercent(r.bonuses_manufacturers),
  });
  const percent = bonus.data ?? 0;
  const close = () => setEditing(null);
  const saved = async () => {
    close();
    await client.invalidateQueries({ queryKey: banners.queryKey });
  };

  return (
    <div className="max-w-4xl">
      <PageTitle>{t("staffBanners.title")}</PageTitle>
      <p className="mb-6 text-sm text-gray-600">{t("staffBanners.intro")}</p>
      <QueryState query={list}>
        {(all) =>
          BANNER_PLACEMENTS.map((placement) => {
            const items = all.filter((b) => b.placement === placement);
            const nextPosition = Math.max(0, ...items.map((b) => b.position + 1));
            const adding = typeof editing === "object" && editing?.add === placement;
            return (
              <section key={placement} className="mb-8" aria-labelledby={`banners-${placement}`}>
                <div className="mb-2 flex items-center justify-between gap-3">
                  <h2 id={`banners-${placement}`} className="text-lg font-semibold">
                    {t(`staffBanners.${placement}`)}
                  </h2>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    aria-expanded={adding}
                    aria-label={`${t("staffBanners.add")}: ${t(`staffBanners.${placement}`)}`}
                    onClick={() => setEditing(adding ? null : { add: placement })}
                  >
                    {t("staffBanners.add")}
                  </button>
                </div>
                {adding && (
                  <BannerForm
                    initial={emptyDraft(placement, nextPosition)}
                    percent={percent}
                    onCancel={close}
                    onSaved={saved}
                  />
                )}
                {!items.length && !adding && (
                  <p className="text-sm text-gray-600">{t("staffBanners.empty")}</p>
                )}
                <ul className="grid gap-3">
                  {items.map((b) => (
                    <li key={b.id} className="rounded-lg border border-gray-200 p-3">
                      {editing === b.id ? (
                        <BannerForm
                          id={b.id}
                          initial={draftOf(b)}
                          percent={percent}
                          onCancel={close}
                          onSaved={saved}
                        />
                      ) : (
                        <BannerRow
                          banner={b}
                          percent={percent}
                          onEdit={() => setEditing(b.id)}
                          onDeleted={saved}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        }
      </QueryState>
    </div>
  );
}

function BannerRow({
  banner,
  percent,
  onEdit,
  onDeleted,
}: {
  banner: BannerAdmin;
  percent: number;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const t = useT("catalog");
  const { api } = useShop();
  const { busy, save } = useStaffSave();
  const remove = async () => {
    if (!window.confirm(t("staffBanners.confirmDelete", { title: banner.title }))) return;
    const done = await save(
      () => api.call("catalog:admin-banner-delete", { method: "DELETE", params: { id: banner.id } }),
      t("staffBanners.deleted"),
    );
    if (done) onDeleted();
  };
  return (
    <div className="grid items-center gap-3 sm:grid-cols-[minmax(0,1fr)_13rem_auto]">
      <BannerPreview draft={banner} percent={percent} />
      <dl className="min-w-0 text-sm text-gray-700">
        <div className="flex gap-1">
          <dt>{t("staffBanners.position")}:</dt>
          <dd>{banner.position}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t("staffBanners.url")}:</dt>
          <dd className="break-all">{banner.url}</dd>
        </div>
        {!banner.is_active && <dd className="font-semibold text-amber-800">{t("staffBanners.hidden")}</dd>}
      </dl>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={onEdit}
          aria-label={`${t("staffBanners.edit")}: ${banner.title}`}
        >
          {t("staffBanners.edit")}
        </button>
        <button
          type="button"
          className={dangerButtonClass}
          onClick={remove}
          disabled={busy}
          aria-label={`${t("staffBanners.delete")}: ${banner.title}`}
        >
          {t("staffBanners.delete")}
        </button>
      </div>
    </div>
  );
}

/** The banner as the home page draws it: white text on its colour, the bonus filled in. */
function BannerPreview({
  draft,
  percent,
}: {
  draft: Pick<Draft, "title" | "subtitle" | "color">;
  percent: number;
}) {
  const shown = withBuybackBonus({ ...draft, id: 0, url: "/", image_url: null }, percent);
  return (
    <div className="rounded-lg p-4 text-white" style={{ backgroundColor: draft.color }}>
      <p className="font-bold">{shown.title}</p>
      <p className="text-sm">{shown.subtitle}</p>
    </div>
  );
}

function BannerForm({
  id,
  initial,
  percent,
  onCancel,
  onSaved,
}: {
  id?: number;
  initial: Draft;
  percent: number;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useT("catalog");
  const { api } = useShop();
  const { errors, busy, save } = useStaffSave();
  const [draft, setDraft] = useState(initial);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...draft, position: draft.position.trim() };
    const done = await save(() =>
      id === undefined
        ? api.call("catalog:admin-banner-add", { method: "POST", body })
        : api.call("catalog:admin-banner-update", { method: "PUT", params: { id }, body }),
    );
    if (done) onSaved();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        id === undefined
          ? `${t("staffBanners.add")}: ${t(`staffBanners.${initial.placement}`)}`
          : `${t("staffBanners.edit")}: ${initial.title}`
      }
      className="grid gap-3 rounded-lg bg-gray-50 p-3 sm:grid-cols-2"
    >
      <Field label={t("staffBanners.placement")} error={fieldError(errors, "placement")}>
        <select
          value={draft.placement}
          onChange={(e) =>
            set("placement")(BANNER_PLACEMENTS.find((p) => p === e.target.value) ?? draft.placement)
          }
          className={inputClass}
        >
          {BANNER_PLACEMENTS.map((p) => (
            <option key={p} value={p}>
              {t(`staffBanners.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={`${t("staffBanners.position")} (${t("staffBanners.positionHint")})`}
        error={fieldError(errors, "position")}
      >
        <input
          inputMode="numeric"
          value={draft.position}
          onChange={(e) => set("position")(e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field label={t("staffBanners.bannerTitle")} error={fieldError(errors, "title")}>
        <input value={draft.title} onChange={(e) => set("title")(e.target.value)} className={inputClass} />
      </Field>
      <Field
        label={`${t("staffBanners.url")} (${t("staffBanners.urlHint")})`}
        error={fieldError(errors, "url")}
      >
        <input value={draft.url} onChange={(e) => set("url")(e.target.value)} className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <Field label={t("staffBanners.subtitle")} error={fieldError(errors, "subtitle")}>
          <textarea
            rows={2}
            value={draft.subtitle}
            onChange={(e) => set("subtitle")(e.target.value)}
            className={inputClass}
          />
        </Field>
        <p className="mt-1 text-xs text-gray-600">
          {t("staffBanners.subtitleHint", { placeholder: PLACEHOLDER, percent })}
        </p>
      </div>
      <Field label={t("staffBanners.color")} error={fieldError(errors, "color")}>
        <input
          type="color"
          value={draft.color}
          onChange={(e) => set("color")(e.target.value)}
          className="h-9 w-20 rounded-md border border-gray-300"
        />
      </Field>
      <label className="flex items-center gap-2 self-end text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          checked={draft.is_active}
          onChange={(e) => set("is_active")(e.target.checked)}
        />
        {t("staffBanners.active")}
      </label>
      <div className="sm:col-span-2">
        <p className="mb-1 text-sm font-medium text-gray-800">{t("staffBanners.preview")}</p>
        <BannerPreview draft={draft} percent={percent} />
      </div>
      <SaveCancel busy={busy} onCancel={onCancel} className="flex flex-wrap gap-2 sm:col-span-2" />
    </form>
  );
}
