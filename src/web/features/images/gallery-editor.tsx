import { useQuery } from "@tanstack/react-query";
import type { ImageEntityType } from "../../../contract/images.js";
import { useShop, useT } from "../../shop-context.js";
import { dangerButtonClass, QueryState, secondaryButtonClass } from "../../ui/staff-kit.js";
import { galleryQuery } from "./api/images-queries.js";
import { Thumb } from "./thumb.js";
import { useImageAction } from "./use-image-action.js";

const small = "px-2 py-1 text-xs";

/**
 * A model's (category's, banner's) pictures per colour in their order: move one up or down with
 * buttons (keyboard and screen reader friendly, no dragging needed), make one the main picture,
 * detach one.
 */
export function GalleryEditor({ entityType, entityId }: { entityType: ImageEntityType; entityId: number }) {
  const t = useT("images");
  const { api } = useShop();
  const gallery = useQuery(galleryQuery(api, entityType, entityId));
  const { busy, run } = useImageAction();

  return (
    <QueryState query={gallery} notFound={t("errors.entityNotFound")}>
      {({ entity_name, links }) => {
        const colours = [...new Set(links.map((l) => l.colour))];
        return (
          <section
            aria-labelledby="gallery-title"
            className="mb-8 rounded-lg border border-gray-200 bg-white p-4"
          >
            <h2 id="gallery-title" className="mb-3 text-lg font-semibold">
              {t("library.gallery", { name: entity_name })}
            </h2>
            {links.length === 0 && <p className="text-gray-600">{t("library.galleryEmpty")}</p>}
            {colours.map((colour) => {
              const group = links.filter((l) => l.colour === colour);
              const move = (index: number, by: -1 | 1) => {
                const ids = group.map((l) => l.id);
                [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
                return run(() =>
                  api.call("images:links-order", {
                    method: "PUT",
                    body: { entity_type: entityType, entity_id: entityId, colour, link_ids: ids },
                  }),
                );
              };
              return (
                <div key={colour} className="mb-4">
                  <h3 className="mb-2 font-medium">{colour || t("library.allColours")}</h3>
                  <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                    {group.map((link, i) => {
                      const label = link.image.alt_cs || link.image.file_name;
                      return (
                        <li
                          key={link.id}
                          className="flex flex-col gap-1 rounded-md border border-gray-200 p-2 text-sm"
                        >
                          <Thumb image={link.image} alt={label} />
                          <span className="break-all">{link.image.file_name}</span>
                          {link.is_main && (
                            <span className="w-fit rounded bg-teal-700 px-1.5 text-xs font-semibold text-white">
                              {t("library.main")}
                            </span>
                          )}
                          <div className="flex flex-wrap gap-1">
                            <button
                              type="button"
                              className={`${secondaryButtonClass} ${small}`}
                              disabled={busy || i === 0}
                              aria-label={`${t("library.moveUp")}: ${label}`}
                              onClick={() => move(i, -1)}
                            >
                              ↑
                            </button>
                            <button
                              type="button"
                              className={`${secondaryButtonClass} ${small}`}
                              disabled={busy || i === group.length - 1}
                              aria-label={`${t("library.moveDown")}: ${label}`}
                              onClick={() => move(i, 1)}
                            >
                              ↓
                            </button>
                            {!link.is_main && (
                              <button
                                type="button"
                                className={`${secondaryButtonClass} ${small}`}
                                disabled={busy}
                                onClick={() =>
                                  run(() =>
                                    api.call("images:link-main", { method: "POST", params: { id: link.id } }),
                                  )
                                }
                              >
                                {t("library.setMain")}
                              </button>
                            )}
                            <button
                              type="button"
                              className={`${dangerButtonClass} ${small}`}
                              disabled={busy}
                              aria-label={`${t("library.detach")}: ${label}`}
                              onClick={() =>
                                run(
                                  () =>
                                    api.call("images:link", { method: "DELETE", params: { id: link.id } }),
                                  t("detached"),
                                )
                              }
                            >
                              {t("library.detach")}
                            </button>
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                </div>
              );
            })}
          </section>
        );
      }}
    </QueryState>
  );
}
