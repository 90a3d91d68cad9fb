import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, QueryState, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { imagesQuery } from "../../images/api/images-queries.js";
import { GalleryEditor } from "../../images/gallery-editor.js";
import { Thumb } from "../../images/thumb.js";
import { useImageAction } from "../../images/use-image-action.js";

/**
 * A store's photos through the images library (issue 18's links, entity type "store"): the
 * gallery to order and detach them, and the library's pictures to attach, found by file name.
 */
export function StorePhotosAdmin({ storeId }: { storeId: number }) {
  const t = useT("stores");
  const ti = useT("images");
  const { api } = useShop();
  const [search, setSearch] = useState("");
  const library = useQuery(imagesQuery(api, search, 1));
  const { busy, run } = useImageAction();
  return (
    <section aria-labelledby="store-photos" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="store-photos" className="font-semibold">
        {t("admin.sections.photos")}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{t("admin.photosIntro")}</p>
      <GalleryEditor entityType="store" entityId={storeId} />
      <h3 className="mb-2 font-medium">{t("admin.attachTitle")}</h3>
      <input
        type="search"
        aria-label={ti("library.search")}
        className={`${inputClass} mb-2 w-full sm:w-80`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <QueryState query={library}>
        {({ results }) => (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
            {results.slice(0, 16).map((img) => (
              <li key={img.id} className="flex flex-col gap-1 text-xs">
                <Thumb image={img} alt={img.alt_cs || img.file_name} />
                <button
                  type="button"
                  className={`${secondaryButtonClass} px-1 py-0.5 text-xs`}
                  disabled={busy}
                  aria-label={`${t("admin.attach")} ${img.file_name}`}
                  onClick={() =>
                    run(
                      () =>
                        api.post("images:links", {
                          image_id: img.id,
                          entity_type: "store",
                          entity_id: storeId,
                          colour: "",
                          main: false,
                        }),
                      t("admin.attached"),
                    )
                  }
                >
                  {t("admin.attach")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
