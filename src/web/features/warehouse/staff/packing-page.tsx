import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { formatNumber } from "../../../../domain/numbers.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, inputClass, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { BackLink, StaffRecordPage } from "../../../ui/staff-record-page.js";
import { useToast } from "../../../ui/toast.js";
import { packingQuery } from "../api/warehouse-queries.js";

const FIELDS = [
  ["width_cm", "width"],
  ["height_cm", "height"],
  ["depth_cm", "depth"],
  ["weight_kg", "weight"],
] as const;
type Field = (typeof FIELDS)[number][0];
type Package = Record<Field, string>;
const EMPTY: Package = { width_cm: "", height_cm: "", depth_cm: "", weight_kg: "" };

/**
 * Spec: packaging detail. The order's lines and the packages it leaves in (width, height, depth in
 * cm, weight in kg); confirming writes them, frees the crate and moves the order to packed.
 */
export function PackingPage() {
  const { id = "" } = useParams();
  const t = useT("warehouse");
  const to = useT("orders");
  const { api, market } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const detail = packingQuery(api, id);
  const query = useQuery({ ...detail, staleTime: 0 });
  const [packages, setPackages] = useState<Package[]>([{ ...EMPTY }]);
  const [error, setError] = useState<ApiError | null>(null);
  const pack = useMutation({
    mutationFn: () => api.post("warehouse:packing", { packages }, { id }),
    onSuccess: (r) => {
      setError(null);
      toast.success(r.message);
      void client.invalidateQueries({ queryKey: detail.queryKey });
    },
    onError: (err) => {
      if (err instanceof ApiError) setError(err);
      else toast.error(t("common:common.error"));
    },
  });
  const o = query.data;
  if (!o)
    return (
      <StaffRecordPage
        back="/staff/warehouse/crates/"
        backText={t("packing.back")}
        query={query}
        notFound={t("orderNotFound")}
      >
        {() => null}
      </StaffRecordPage>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    pack.mutate();
  };
  const fieldError = (i: number, f: Field) => error?.fieldErrors(`packages.${i}.${f}`)[0];
  const formError =
    error && !FIELDS.some(([f]) => packages.some((_, i) => fieldError(i, f))) ? error.firstMessage() : null;
  const cm = (mm: number) => formatNumber(mm / 10, market, { maxFractionDigits: 1 });
  const packed = o.status !== "processing";
  return (
    <div className="space-y-4">
      <p>
        <BackLink to="/staff/warehouse/crates/">{t("packing.back")}</BackLink>
      </p>
      <h1 className="text-2xl font-bold">{t("packing.title", { order: o.order_number })}</h1>
      <dl className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-gray-600">{t("packing.status")}</dt>
          <dd className="font-semibold" data-testid="packing-status">
            {to(`status.${o.status}`)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("packing.crate")}</dt>
          <dd className="font-mono font-semibold">{o.crate ?? "–"}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("packing.customer")}</dt>
          <dd>{o.customer_name}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("packing.delivery")}</dt>
          <dd>{o.delivery_name}</dd>
        </div>
      </dl>
      <section>
        <h2 className="mb-2 font-bold">{t("packing.items")}</h2>
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
          {o.items.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                <span className="mr-2 rounded bg-gray-800 px-1.5 py-0.5 text-white">{i.quantity}×</span>
                {i.name} <span className="font-mono text-gray-600">{i.code}</span>
              </span>
              <span
                className={i.picking_status === "picked" ? "text-green-800" : "font-semibold text-red-800"}
              >
                {to(`picking.${i.picking_status}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {!o.complete && !packed && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("packing.notComplete")}
        </p>
      )}
      <section>
        <h2 className="mb-2 font-bold">{t("packing.packages")}</h2>
        {packed ? (
          <ul className="space-y-1 text-sm">
            {o.packages.map((p, n) => (
              <li key={p.id}>
                {t("packing.package", { n: n + 1 })}:{" "}
                {t("packing.entered", {
                  width: cm(p.width_mm),
                  height: cm(p.height_mm),
                  depth: cm(p.depth_mm),
                  weight: formatNumber(p.weight_g / 1000, market, { maxFractionDigits: 3 }),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <form onSubmit={submit} className="space-y-3">
            {packages.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a package is its place in the list
              <fieldset key={i} className="rounded-lg border border-gray-200 p-3">
                <legend className="px-1 text-sm font-semibold">{t("packing.package", { n: i + 1 })}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {FIELDS.map(([field, label]) => {
                    const message = fieldError(i, field);
                    const inputId = `package-${i}-${field}`;
                    return (
                      <div key={field} className="flex flex-col gap-1 text-sm">
                        <label htmlFor={inputId} className="font-medium text-gray-800">
                          {t(`packing.${label}`)}
                        </label>
                        <input
                          id={inputId}
                          className={inputClass}
                          inputMode="decimal"
                          autoComplete="off"
                          value={p[field]}
                          aria-invalid={message ? true : undefined}
                          aria-describedby={message ? `${inputId}-error` : undefined}
                          onChange={(e) =>
                            setPackages((all) =>
                              all.map((x, k) => (k === i ? { ...x, [field]: e.target.value } : x)),
                            )
                          }
                        />
                        {message && (
                          <span id={`${inputId}-error`} role="alert" className="text-red-700">
                            {message}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
                {packages.length > 1 && (
                  <button
                    type="button"
                    className={`${secondaryButtonClass} mt-2`}
                    onClick={() => setPackages((all) => all.filter((_, k) => k !== i))}
                  >
                    {t("packing.removePackage", { n: i + 1 })}
                  </button>
                )}
              </fieldset>
            ))}
            {formError && (
              <p role="alert" className="rounded-md bg-red-100 p-2 text-sm font-semibold text-red-900">
                {formError}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setPackages((all) => [...all, { ...EMPTY }])}
              >
                {t("packing.addPackage")}
              </button>
              <button type="submit" className={buttonClass} disabled={pack.isPending || !o.complete}>
                {t("packing.confirm")}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
