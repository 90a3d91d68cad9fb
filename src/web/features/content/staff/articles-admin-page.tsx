import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ArticleAdmin } from "../../../../contract/content.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  Field,
  fieldError,
  inputClass,
  PageTitle,
  QueryState,
  SaveCancel,
  secondaryButtonClass,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { Pagination } from "../../catalog/pagination.js";
import { useStaffSave } from "../../catalog/staff/use-staff-save.js";
import { adminArticlesQuery, adminCategoriesQuery } from "../api/content-queries.js";
import {
  EditDeleteButtons,
  fromLocalInput,
  LanguageSelect,
  MarkdownHint,
  PublishState,
  toLocalInput,
  useShopLanguage,
} from "./staff-bits.js";

type Editing = number | "new" | null;

/** Articles of a language: the list, a form for a new one or a change, and their categories. */
export function ArticlesAdminPage() {
  const t = useT("content");
  const { api } = useShop();
  const client = useQueryClient();
  const dateTime = useDateTime();
  const [language, setLanguage] = useState(useShopLanguage());
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery(adminArticlesQuery(api, language, page));
  const del = useStaffSave();
  const refresh = async () => {
    setEditing(null);
    await client.invalidateQueries({ queryKey: ["content:admin-articles"] });
  };
  const remove = async (a: ArticleAdmin) => {
    if (!window.confirm(t("staff.confirmDelete", { title: a.title }))) return;
    if (
      await del.save(
        () => api.call("content:admin-article", { method: "DELETE", params: { id: a.id } }),
        t("staff.deleted"),
      )
    )
      await refresh();
  };
  return (
    <div className="max-w-5xl">
      <PageTitle
        aside={
          <LanguageSelect
            id="article-language"
            value={language}
            onChange={(l) => {
              setLanguage(l);
              setPage(1);
              setEditing(null);
            }}
          />
        }
      >
        {t("staff.articles.title")}
      </PageTitle>
      <p className="mb-4 text-sm text-gray-600">{t("staff.articles.intro")}</p>
      <Categories language={language} />
      <button type="button" className={`${buttonClass} mb-4`} onClick={() => setEditing("new")}>
        {t("staff.articles.new")}
      </button>
      {editing === "new" && (
        <ArticleForm language={language} onDone={refresh} onCancel={() => setEditing(null)} />
      )}
      <QueryState query={list}>
        {(data) =>
          data.results.length === 0 ? (
            <p className="text-gray-600">{t("staff.articles.empty")}</p>
          ) : (
            <>
              <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
                {data.results.map((a) => (
                  <li key={a.id} className="p-3">
                    {editing === a.id ? (
                      <ArticleForm
                        article={a}
                        language={language}
                        onDone={refresh}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <div className="flex flex-wrap items-center justify-between gap-3">
                        <div className="min-w-0">
                          <p className="font-semibold">{a.title}</p>
                          <p className="text-xs text-gray-600">
                            /{a.slug}/ · {a.author}
                          </p>
                        </div>
                        <div className="flex flex-wrap items-center gap-2">
                          <PublishState at={a.published_at} format={dateTime} />
                          <EditDeleteButtons
                            name={a.title}
                            onEdit={() => setEditing(a.id)}
                            onDelete={() => remove(a)}
                            busy={del.busy}
                          />
                        </div>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <StaffPager page={page} pages={Math.ceil(data.count / 20)} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function StaffPager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <div
      onClickCapture={(e) => {
        const a = (e.target as HTMLElement).closest("a");
        if (!a) return;
        e.preventDefault();
        onPage(Number(new URL(a.href).searchParams.get("page")) || 1);
      }}
    >
      <Pagination page={page} pages={pages} hrefFor={(p) => `?page=${p}`} />
    </div>
  );
}

function Categories({ language }: { language: string }) {
  const t = useT("content");
  const { api } = useShop();
  const client = useQueryClient();
  const list = useQuery(adminCategoriesQuery(api, language));
  const { errors, busy, save } = useStaffSave();
  const [draft, setDraft] = useState({ name: "", slug: "" });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { language: language as "cs", ...draft };
    if (await save(() => api.call("content:admin-article-categories", { method: "POST", body }))) {
      setDraft({ name: "", slug: "" });
      await client.invalidateQueries({ queryKey: ["content:admin-article-categories"] });
    }
  };
  return (
    <section className="mb-6 rounded-lg bg-gray-50 p-3" aria-labelledby="categories-title">
      <h2 id="categories-title" className="font-semibold">
        {t("staff.articles.category")}
      </h2>
      <p className="my-2 text-sm text-gray-700">{list.data?.map((c) => c.name).join(", ")}</p>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t("staff.articles.newCategory")}
        className="flex flex-wrap items-end gap-2"
      >
        <Field label={t("staff.articles.categoryName")} error={fieldError(errors, "name")}>
          <input
            className={inputClass}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </Field>
        <Field label={t("staff.slug")} error={fieldError(errors, "slug")}>
          <input
            className={inputClass}
            value={draft.slug}
            onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
          />
        </Field>
        <button type="submit" className={secondaryButtonClass} disabled={busy}>
          {t("staff.articles.newCategory")}
        </button>
      </form>
    </section>
  );
}

function ArticleForm({
  article,
  language,
  onDone,
  onCancel,
}: {
  article?: ArticleAdmin;
  language: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT("content");
  const { api } = useShop();
  const categories = useQuery(adminCategoriesQuery(api, language));
  const { errors, busy, save } = useStaffSave();
  const [d, setD] = useState({
    title: article?.title ?? "",
    slug: article?.slug ?? "",
    perex: article?.perex ?? "",
    body: article?.body ?? "",
    author: article?.author ?? "",
    category_id: article?.category_id ? String(article.category_id) : "",
    image_id: article?.image_id ? String(article.image_id) : "",
    seo_title: article?.seo_title ?? "",
    seo_description: article?.seo_description ?? "",
    published_at: toLocalInput(article?.published_at ?? null),
  });
  const set = (k: keyof typeof d) => (e: { target: { value: string } }) =>
    setD({ ...d, [k]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...d,
      language: language as "cs",
      category_id: d.category_id ? Number(d.category_id) : null,
      image_id: d.image_id ? (/^\d+$/.test(d.image_id) ? Number(d.image_id) : (d.image_id as never)) : null,
      published_at: fromLocalInput(d.published_at),
    };
    const done = await save(() =>
      article
        ? api.call("content:admin-article", { method: "PUT", params: { id: article.id }, body })
        : api.call("content:admin-articles", { method: "POST", body }),
    );
    if (done) onDone();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={article ? `${t("staff.edit")}: ${article.title}` : t("staff.articles.new")}
      className="mb-4 grid gap-3 rounded-lg bg-gray-50 p-4 sm:grid-cols-2"
    >
      <Field label={t("staff.title")} error={fieldError(errors, "title")}>
        <input className={inputClass} value={d.title} onChange={set("title")} />
      </Field>
      <Field label={t("staff.slug")} error={fieldError(errors, "slug")}>
        <input className={inputClass} value={d.slug} onChange={set("slug")} />
      </Field>
      <Field label={t("staff.articles.author")} error={fieldError(errors, "author")}>
        <input className={inputClass} value={d.author} onChange={set("author")} />
      </Field>
      <Field label={t("staff.articles.category")} error={fieldError(errors, "category_id")}>
        <select className={inputClass} value={d.category_id} onChange={set("category_id")}>
          <option value="">{t("staff.articles.noCategory")}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <Field label={t("staff.articles.perex")} error={fieldError(errors, "perex")}>
          <textarea rows={2} className={inputClass} value={d.perex} onChange={set("perex")} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={t("staff.articles.body")} error={fieldError(errors, "body")}>
          <textarea rows={10} className={inputClass} value={d.body} onChange={set("body")} />
        </Field>
        <MarkdownHint />
      </div>
      <Field label={t("staff.articles.imageId")} error={fieldError(errors, "image_id")}>
        <input inputMode="numeric" className={inputClass} value={d.image_id} onChange={set("image_id")} />
      </Field>
      <Field label={t("staff.articles.publishedAt")} error={fieldError(errors, "published_at")}>
        <input
          type="datetime-local"
          step={1}
          className={inputClass}
          value={d.published_at}
          onChange={set("published_at")}
        />
      </Field>
      <Field label={t("staff.seoTitle")} error={fieldError(errors, "seo_title")}>
        <input className={inputClass} value={d.seo_title} onChange={set("seo_title")} />
      </Field>
      <Field label={t("staff.seoDescription")} error={fieldError(errors, "seo_description")}>
        <input className={inputClass} value={d.seo_description} onChange={set("seo_description")} />
      </Field>
      <SaveCancel busy={busy} onCancel={onCancel} className="flex flex-wrap gap-2 sm:col-span-2" />
    </form>
  );
}
