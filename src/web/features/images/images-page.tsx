import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useShop, useT } from "../../shop-context.js";
import { Field, inputClass, PageTitle, QueryState, secondaryButtonClass } from "../../ui/staff-kit.js";
import { imagesQuery } from "./api/images-queries.js";
import { GalleryEditor } from "./gallery-editor.js";
import { ImageDetailPanel } from "./image-detail.js";
import { Thumb } from "./thumb.js";
import { UploadZone } from "./upload-zone.js";

/**
 * The staff images library (issue 18, spec §2 staff: images; §7 "file set by term"): upload,
 * find by file name or alt text, edit a picture's alt texts and where it is shown; `?product=<id>`
 * opens a model's gallery to order it.
 */
export function ImagesPage() {
  const t = useT("images");
  const { api } = useShop();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const productId = Number(params.get("product")) || null;
  const selected = Number(params.get("image")) || null;
  const [term, setTerm] = useState(search);
  const list = useQuery({ ...imagesQuery(api, search, page), placeholderData: keepPreviousData });

  const set = (patch: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(patch)) v === null ? next.delete(k) : next.set(k, v);
      return next;
    });
  const find = (e: FormEvent) => {
    e.preventDefault();
    set({ q: term.trim() || null, page: null });
  };

  return (
    <div className="max-w-6xl">
      <PageTitle>{t("library.title")}</PageTitle>
      <p className="mb-4 text-sm text-gray-600">{t("library.intro")}</p>
      <UploadZone onUploaded={(ids) => set({ image: String(ids[ids.length - 1]) })} />
      {productId !== null && (
        <div>
          <Link to="?" className="mb-2 inline-block text-sm text-teal-800 underline">
            {t("library.closeGallery")}
          </Link>
          <GalleryEditor entityType="master_product" entityId={productId} />
        </div>
      )}
      {selected !== null && <ImageDetailPanel id={selected} onClose={() => set({ image: null })} />}
      <form onSubmit={find} className="mb-4 flex flex-wrap items-end gap-2">
        <Field label={t("library.search")}>
          <input
            type="search"
            className={`${inputClass} w-72 max-w-full`}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </Field>
        <button type="submit" className={secondaryButtonClass}>
          {t("library.searchButton")}
        </button>
      </form>
      <QueryState query={list}>
        {({ count, results }) => {
          const pages = Math.max(1, Math.ceil(count / 48));
          if (results.length === 0)
            return <p className="text-gray-600">{search ? t("library.emptySearch") : t("library.empty")}</p>;
          return (
            <>
              <p className="mb-2 text-sm text-gray-600">{t("library.count", { count })}</p>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                {results.map((image) => (
                  <li
                    key={image.id}
                    className="flex flex-col gap-1 rounded-md border border-gray-200 bg-white p-2 text-sm"
                  >
                    <div className="flex h-40 items-center justify-center bg-gray-50">
                      <Thumb image={image} alt={image.alt_cs || image.file_name} />
                    </div>
                    <span className="break-all font-medium">{image.file_name}</span>
                    <span className="text-gray-600">
                      {t("library.size", { width: image.width, height: image.height })} ·{" "}
                      {image.link_count
                        ? t("library.used", { count: image.link_count })
                        : t("library.unused")}
                    </span>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      aria-label={`${t("library.edit")}: ${image.file_name}`}
                      onClick={() => {
                        set({ image: String(image.id) });
                        window.scrollTo({ top: 0 });
                      }}
                    >
                      {t("library.edit")}
                    </button>
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav className="mt-4 flex items-center gap-3" aria-label={t("library.pages")}>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={page <= 1}
                    onClick={() => set({ page: String(page - 1) })}
                  >
                    {t("library.prev")}
                  </button>
                  <span className="text-sm">{t("library.page", { page, pages })}</span>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={page >= pages}
                    onClick={() => set({ page: String(page + 1) })}
                  >
                    {t("library.next")}
                  </button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
