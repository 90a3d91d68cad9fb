import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useShop, useT } from "../../shop-context.js";
import { galleryQuery } from "./api/images-queries.js";
import { Thumb } from "./thumb.js";

/** The staff product page's "Obrázky": the model's pictures at a glance and the way to the library. */
export function ModelImages({ masterId }: { masterId: number }) {
  const t = useT("images");
  const { api } = useShop();
  const gallery = useQuery(galleryQuery(api, "master_product", masterId));
  const links = gallery.data?.links ?? [];
  return (
    <section aria-labelledby="model-images" className="grid gap-2">
      <h2 id="model-images" className="text-xl font-bold">
        {t("library.productImages")}
      </h2>
      {gallery.isSuccess && links.length === 0 && (
        <p className="text-gray-600">{t("library.productImagesNone")}</p>
      )}
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {links.map((l) => (
            <li key={l.id} className="w-24 text-xs">
              <Thumb image={l.image} alt={l.image.alt_cs || l.image.file_name} />
              {l.colour || t("library.allColours")}
              {l.is_main && ` · ${t("library.main")}`}
            </li>
          ))}
        </ul>
      )}
      <Link to={`/staff/catalog/images/?product=${masterId}`} className="text-teal-800 underline">
        {t("library.productImagesLink")}
      </Link>
    </section>
  );
}
