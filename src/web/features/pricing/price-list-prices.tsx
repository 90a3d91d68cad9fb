import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import {
  buttonClass,
  Field,
  fieldError,
  inputClass,
  secondaryButtonClass,
  toMinor,
} from "../../ui/staff-kit.js";
import { FilterBar, FilterSearch, ListTable, useStaffList } from "../../ui/staff-list.js";
import { useToast } from "../../ui/toast.js";
import { useStaffSave } from "../catalog/staff/use-staff-save.js";
import { listPricesQuery } from "./api/pricing-queries.js";

const PAGE = 50;

/** A list's prices: the table (searchable, a price removed by its button), one price set by code, and an import. */
export function PriceListPrices({ listId }: { listId: number }) {
  const t = useT("pricing");
  const { api, price } = useShop();
  const client = useQueryClient();
  const toast = useToast();
  const list = useStaffList({ q: "" }, PAGE);
  const prices = useQuery({ ...listPricesQuery(api, listId, list.query), staleTime: 0 });
  const one = useStaffSave();
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["pricing:prices", listId] }),
      client.invalidateQueries({ queryKey: ["pricing:list", listId] }),
    ]);
  const setPrices = (items: { code: string; price: number | null }[]) =>
    api.call("pricing:prices", { method: "PUT", body: { items }, params: { id: listId } });

  return (
    <section aria-labelledby="prices" className="grid min-w-0 gap-4">
      <h2 id="prices" className="text-xl font-bold">
        {t("detail.prices")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <form
          noValidate
          aria-label={t("detail.setTitle")}
          className="grid content-start gap-3 rounded-lg border border-gray-200 p-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const f = new FormData(form);
            const amount = String(f.get("price") ?? "")
              .replace(",", ".")
              .replace(/\s/g, "");
            const ok = await one.save(
              () =>
                setPrices([
                  { code: String(f.get("code") ?? "").trim(), price: amount ? toMinor(amount) : 0 },
                ]),
              t("detail.setDone"),
            );
            if (ok) {
              form.reset();
              await refresh();
            }
          }}
        >
          <h3 className="font-semibold">{t("detail.setTitle")}</h3>
          <Field label={t("detail.setCode")} error={fieldError(one.errors, "items")}>
            <input name="code" className={inputClass} maxLength={64} autoComplete="off" />
          </Field>
          <Field label={t("detail.setPrice")}>
            <input name="price" inputMode="decimal" className={inputClass} />
          </Field>
          <div>
            <button type="submit" className={buttonClass} disabled={one.busy} aria-busy={one.busy}>
              {t("detail.set")}
            </button>
          </div>
        </form>
        <form
          noValidate
          aria-label={t("detail.importTitle")}
          className="grid content-start gap-3 rounded-lg border border-gray-200 p-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const csv = String(new FormData(form).get("csv") ?? "");
            setImporting(true);
            setImportErrors([]);
            try {
              const done = await api.post("pricing:import", { csv }, { id: listId });
              toast.success(t("detail.imported", done));
              form.reset();
              await refresh();
            } catch (err) {
              // The server names every refused line; all of them stay under the field.
              const lines = err instanceof ApiError ? (err.body as { csv?: unknown } | null)?.csv : undefined;
              if (Array.isArray(lines)) setImportErrors(lines.map(String));
              toast.error(err instanceof ApiError ? err.firstMessage() : t("notFound"));
            } finally {
              setImporting(false);
            }
          }}
        >
          <h3 className="font-semibold">{t("detail.importTitle")}</h3>
          <p className="text-xs text-gray-600">{t("detail.importHint")}</p>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-gray-800">{t("detail.importText")}</span>
            <textarea name="csv" rows={5} className={`${inputClass} font-mono`} />
          </label>
          {importErrors.length > 0 && (
            <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
              {importErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <div>
            <button type="submit" className={buttonClass} disabled={importing} aria-busy={importing}>
              {t("detail.import")}
            </button>
          </div>
        </form>
      </div>
      <FilterBar onSubmit={list.submit} submitLabel={t("detail.search")}>
        <FilterSearch label={t("detail.search")} {...list.field("q")} />
      </FilterBar>
      <ListTable
        query={prices}
        list={list}
        empty={t("detail.noPrices")}
        columns={[
          t("detail.code"),
          t("detail.product"),
          { label: t("detail.retail"), right: true },
          { label: t("detail.price"), right: true },
          { label: t("detail.difference"), right: true },
          { key: "actions", label: "" },
        ]}
      >
        {(p) => (
          <tr key={p.product_id}>
            <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{p.code}</td>
            <td className="px-3 py-2">{p.name}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">{price(p.retail_price)}</td>
            <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{price(p.price)}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {p.retail_price
                ? `${Math.round(((p.price - p.retail_price) / p.retail_price) * 1000) / 10} %`
                : ""}
            </td>
            <td className="px-3 py-2 text-right">
              <button
                type="button"
                className={secondaryButtonClass}
                aria-label={`${t("detail.remove")} ${p.code}`}
                onClick={async () => {
                  if (
                    await one.save(() => setPrices([{ code: p.code, price: null }]), t("detail.removedPrice"))
                  )
                    await refresh();
                }}
              >
                {t("detail.remove")}
              </button>
            </td>
          </tr>
        )}
      </ListTable>
    </section>
  );
}
