import { type ComponentType, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import type { ShellData } from "../../shell/shell-data.js";
import { useT } from "../../shop-context.js";
import type { WatchFormProps } from "./watch-form.js";

const loadForm = () => import("./watch-form.js").then((m) => m.WatchForm);

/**
 * The product page's "Hlídat cenu / dostupnost" (issue 16): a button whose form (and its schema)
 * downloads only when opened, so the product page's first download does not grow.
 */
export function WatchButton({ product }: { product: ProductDetail }) {
  const t = useT("watches");
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const [Form, setForm] = useState<ComponentType<WatchFormProps> | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open && !Form) void loadForm().then((f) => setForm(() => f));
    setOpen(!open);
  };
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="watch-panel"
        onClick={toggle}
        className="inline-flex items-center gap-2 rounded-md border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {t("control.open")}
      </button>
      {open && (
        <div id="watch-panel" className="mt-3">
          {Form ? (
            <Form product={product} email={shell?.me.user?.email ?? null} onClose={() => setOpen(false)} />
          ) : (
            <p className="text-sm text-gray-500" aria-busy="true">
              {t("common:common.loading")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
