import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ResponseOf } from "../../../api/api-client.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, dangerButtonClass, inputClass, PageTitle } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, ListState, useStaffList } from "../../../ui/staff-list.js";
import { useToast } from "../../../ui/toast.js";
import { locationsQuery } from "../api/warehouse-queries.js";

type Row = ResponseOf<"warehouse:locations">["results"][number];

/** Spec: product location. Find a product by code, EAN or name; set, change or remove where it lies. */
export function LocationsPage() {
  const t = useT("warehouse");
  const { api } = useShop();
  const list = useStaffList({ search: "" }, 20);
  const query = useQuery({ ...locationsQuery(api, list.query), staleTime: 0 });
  return (
    <div>
      <PageTitle>{t("locations.title")}</PageTitle>
      <FilterBar onSubmit={list.submit} submitLabel={t("locations.find")}>
        <FilterSearch label={t("locations.search")} {...list.field("search")} />
      </FilterBar>
      <p className="mb-3 text-sm text-gray-600">{t("locations.hint")}</p>
      <ListState
        query={query}
        list={list}
        empty={list.query.search ? t("locations.empty") : t("locations.emptyAll")}
      >
        {(rows) => (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
            {rows.map((r) => (
              <LocationRow key={r.product_id} row={r} />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

function LocationRow({ row }: { row: Row }) {
  const t = useT("warehouse");
  const { api } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const [value, setValue] = useState(row.location ?? "");
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => {
    setError(null);
    toast.success(message);
    void client.invalidateQueries({ queryKey: ["warehouse:locations"] });
  };
  const failed = (err: unknown) => {
    const field = err instanceof ApiError ? err.fieldErrors("location")[0] : undefined;
    if (field) setError(field);
    else toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
  };
  const save = useMutation({
    mutationFn: () =>
      api.call("warehouse:location", {
        method: "PUT",
        body: { location: value },
        params: { id: row.product_id },
      }),
    onSuccess: (r) => {
      setValue(r.location ?? "");
      done(t("locations.saved", { location: r.location ?? "" }));
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api.call("warehouse:location", { method: "DELETE", params: { id: row.product_id } }),
    onSuccess: () => {
      setValue("");
      done(t("locations.removed"));
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const busy = save.isPending || remove.isPending;
  const inputId = `location-${row.product_id}`;
  return (
    <li className="p-3 text-sm">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <div className="min-w-48 flex-1">
          <p className="font-semibold">{row.name}</p>
          <p className="text-gray-600">
            {t("locations.code")} {row.code}
            {row.ean && ` · ${t("locations.ean")} ${row.ean}`}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="sr-only">
            {t("locations.locationOf", { code: row.code })}
          </label>
          <input
            id={inputId}
            className={`${inputClass} w-32 font-mono uppercase`}
            value={value}
            placeholder="A-03-2"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("locations.save")}
        </button>
        {row.location && (
          <button
            type="button"
            className={dangerButtonClass}
            disabled={busy}
            onClick={() => {
              if (window.confirm(t("locations.removeConfirm", { location: row.location, code: row.code })))
                remove.mutate();
            }}
          >
            {t("locations.remove")}
          </button>
        )}
      </form>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
