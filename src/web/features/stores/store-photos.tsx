import type { z } from "zod";
import type { imageRef } from "../../../contract/catalog-image.js";
import { useT } from "../../shop-context.js";
import { Picture } from "../../ui/product-image.js";

/** The store's photos from the images library, the first large, the rest as a strip. */
export function StorePhotos({ photos }: { photos: z.output<typeof imageRef>[] }) {
  const t = useT("stores");
  if (photos.length === 0) return null;
  return (
    <section aria-label={t("photos")} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {photos.map((p, i) => (
        <Picture
          key={p.hash}
          image={p}
          sizes={i === 0 ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 768px) 17vw, 50vw"}
          className={`h-full w-full rounded-md object-cover ${i === 0 ? "col-span-2 sm:col-span-3 aspect-[3/2]" : "aspect-square"}`}
          priority={i === 0 ? "eager" : undefined}
        />
      ))}
    </section>
  );
}
