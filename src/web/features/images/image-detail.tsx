import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { ImageDetail } from "../../../contract/images.js";
import { useShop, useT } from "../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  Field,
  inputClass,
  QueryState,
  secondaryButtonClass,
} from "../../ui/staff-kit.js";
import { imageQuery } from "./api/images-queries.js";
import { AttachForm } from "./attach-form.js";
import { Thumb } from "./thumb.js";
import { useImageAction } from "./use-image-action.js";

/** One picture: its alt texts, where it is shown (with a way to each model's gallery), attach, delete. */
export function ImageDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT("images");
  const { api } = useShop();
  const image = useQuery(imageQuery(api, id));
  return (
    <section
      aria-labelledby="image-detail-title"
      className="mb-6 rounded-lg border border-teal-200 bg-white p-4"
    >
      <QueryState query={image} notFound={t("errors.notFound")}>
        {(data) => <Detail key={data.id} image={data} onClose={onClose} />}
      </QueryState>
    </section>
  );
}

function Detail({ image, onClose }: { image: ImageDetail; onClose: () => void }) {
  const t = useT("images");
  const { api } = useShop();
  const [altCs, setAltCs] = useState(image.alt_cs);
  const [altRo, setAltRo] = useState(image.alt_ro);
  const { busy, run } = useImageAction();

  const saveAlt = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () =>
        api.call("images:detail", {
          method: "PATCH",
          params: { id: image.id },
          body: { alt_cs: altCs, alt_ro: altRo },
        }),
      t("library.altSaved"),
    );
  };
  const remove = async () => {
    if (!window.confirm(t("library.deleteConfirm", { file: image.file_name }))) return;
    if (
      await run(() => api.call("images:detail", { method: "DELETE", params: { id: image.id } }), t("deleted"))
    )
      onClose();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="image-detail-title" className="break-all text-lg font-semibold">
          {image.file_name}
        </h2>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("library.close")}
        </button>
      </div>
      <div className="flex flex-wrap gap-4">
        <Thumb image={image} width={320} alt={image.alt_cs || image.file_name} />
        <p className="text-sm text-gray-700">
          {t("library.size", { width: image.width, height: image.height })}
          <br />
          {image.mime}, {Math.ceil(image.bytes / 1024)} kB
        </p>
      </div>
      <form onSubmit={saveAlt} className="grid gap-3 sm:grid-cols-2">
        <Field label={t("library.altCs")}>
          <input
            className={inputClass}
            maxLength={250}
            value={altCs}
            onChange={(e) => setAltCs(e.target.value)}
          />
        </Field>
        <Field label={t("library.altRo")}>
          <input
            className={inputClass}
            maxLength={250}
            value={altRo}
            onChange={(e) => setAltRo(e.target.value)}
          />
        </Field>
        <div>
          <button type="submit" className={buttonClass} disabled={busy}>
            {t("library.saveAlt")}
          </button>
        </div>
      </form>
      <div>
        <h3 className="mb-2 font-semibold">{t("library.links")}</h3>
        {image.links.length === 0 ? (
          <p className="text-sm text-gray-600">{t("library.noLinks")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {image.links.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {t(`library.entity.${l.entity_type}`)}: <strong>{l.entity_name}</strong> (
                  {l.colour || t("library.allColours")})
                </span>
                {l.is_main && (
                  <span className="rounded bg-teal-700 px-1.5 text-xs font-semibold text-white">
                    {t("library.main")}
                  </span>
                )}
                {l.entity_type === "master_product" && (
                  <Link to={`?product=${l.entity_id}&image=${image.id}`} className="text-teal-800 underline">
                    {t("library.openGallery")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <AttachForm imageId={image.id} />
      <div>
        <button type="button" className={dangerButtonClass} disabled={busy} onClick={remove}>
          {t("library.delete")}
        </button>
      </div>
    </div>
  );
}
