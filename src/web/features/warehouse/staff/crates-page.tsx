import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  inputClass,
  PageTitle,
  QueryState,
  secondaryButtonClass,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { cratesQuery } from "../api/warehouse-queries.js";
import { ScannerForm } from "./scanner-form.js";

/**
 * Spec: crates overview. Scanning a crate's code or an order's number opens its packing; crates are
 * added by range (K-01..K-20) and deactivated when free.
 */
export function CratesPage() {
  const t = useT("warehouse");
  const { api } = useShop();
  const when = useDateTime();
  const toast = useToast();
  const client = useQueryClient();
  const crates = cratesQuery(api);
  const query = useQuery({ ...crates, staleTime: 0, refetchInterval: 15_000 });
  const refresh = () => client.invalidateQueries({ queryKey: crates.queryKey });
  const toggle = useMutation({
    mutationFn: (c: { id: number; active: boolean }) =>
      api.call("warehouse:crate", { method: "PATCH", body: { active: c.active }, params: { id: c.id } }),
    onSuccess: refresh,
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
  const columns = ["code", "active", "order", "customer", "items", "since"] as const;
  return (
    <div className="space-y-4">
      <PageTitle>{t("crates.title")}</PageTitle>
      <OpenPacking />
      <AddCrates onAdded={refresh} />
      <QueryState query={query}>
        {({ results }) =>
          results.length === 0 ? (
            <p className="text-gray-600">{t("crates.empty")}</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-gray-200">
              <table className="w-full text-sm">
                <thead className="bg-gray-50 text-left">
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col" className="px-3 py-2 font-semibold">
                        {t(`crates.${c}`)}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">{t("crates.pack")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {results.map((c) => (
                    <tr key={c.id} className={c.active ? "" : "text-gray-500"}>
                      <td className="px-3 py-2 font-mono font-bold">{c.code}</td>
                      <td className="px-3 py-2">{c.active ? t("crates.yes") : t("crates.inactive")}</td>
                      {c.order ? (
                        <>
                          <td className="px-3 py-2">
                            <Link
                              to={`/staff/warehouse/packing/${c.order.id}/`}
                              className="font-semibold text-teal-800 underline"
                            >
                              {c.order.number}
                            </Link>
                          </td>
                          <td className="px-3 py-2">{c.order.customer_name}</td>
                          <td className="px-3 py-2">{c.order.items}</td>
                          <td className="px-3 py-2 whitespace-nowrap">
                            {c.order.since ? when(c.order.since) : ""}
                          </td>
                        </>
                      ) : (
                        <td className="px-3 py-2 text-gray-600" colSpan={4}>
                          {c.active ? t("crates.free") : ""}
                        </td>
                      )}
                      <td className="px-3 py-2 text-right">
                        {!c.order && (
                          <button
                            type="button"
                            className={secondaryButtonClass}
                            disabled={toggle.isPending}
                            onClick={() => toggle.mutate({ id: c.id, active: !c.active })}
                          >
                            {c.active ? t("crates.deactivate") : t("crates.activate")}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

/** A scanned crate code or order number opens its packing detail; the refusal is said here. */
function OpenPacking() {
  const t = useT("warehouse");
  const { api } = useShop();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = useMutation({
    mutationFn: (scanned: string) => api.get("warehouse:lookup", { code: scanned }),
    onSuccess: (r) => navigate(`/staff/warehouse/packing/${r.order_id}/`),
    onError: (err) => {
      setError(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
      input.current?.focus();
    },
  });
  return (
    <ScannerForm
      id="open-packing"
      label={t("crates.open")}
      button={t("crates.openButton")}
      busy={open.isPending}
      inputRef={input}
      onCode={(scanned) => {
        setError(null);
        open.mutate(scanned);
      }}
    >
      {error && (
        <p role="alert" className="mt-2 rounded-md bg-red-100 p-2 text-sm font-semibold text-red-900">
          {error}
        </p>
      )}
    </ScannerForm>
  );
}

function AddCrates({ onAdded }: { onAdded: () => void }) {
  const t = useT("warehouse");
  const { api } = useShop();
  const toast = useToast();
  const [range, setRange] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => api.post("warehouse:crates", { range }),
    onSuccess: (r) => {
      setRange("");
      setError(null);
      toast.success(
        [
          r.created.length ? t("crates.added", { created: r.created.join(", ") }) : "",
          r.existing.length ? t("crates.existing", { existing: r.existing.join(", ") }) : "",
        ]
          .filter(Boolean)
          .join(" "),
      );
      onAdded();
    },
    onError: (err) =>
      setError(
        err instanceof ApiError
          ? (err.fieldErrors("range")[0] ?? err.firstMessage())
          : t("common:common.error"),
      ),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        {t("crates.add")}
        <input
          className={`${inputClass} w-48 font-mono uppercase`}
          value={range}
          placeholder="K-01..K-20"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setRange(e.target.value)}
        />
      </label>
      <button type="submit" className={secondaryButtonClass} disabled={add.isPending}>
        {t("crates.addButton")}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
