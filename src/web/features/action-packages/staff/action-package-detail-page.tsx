import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { ActionPackageOut } from "../../../../contract/action-packages.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { FormError, FormField } from "../../../ui/form-field.js";
import { buttonClass, QueryState } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { packageQuery } from "../api/action-packages-queries.js";
import { type PartDraft, PartsEditor } from "./parts-editor.js";

/** Staff: create or edit an action package (issue 20). */
export function ActionPackageDetailPage() {
  const { id } = useParams();
  const isNew = !id || id === "new";
  const { api } = useShop();
  const t = useT("action-packages");
  const query = useQuery({ ...packageQuery(api, id ?? ""), enabled: !isNew });
  if (!isNew && !query.data)
    return (
      <QueryState query={query} notFound={t("notFound")}>
        {() => null}
      </QueryState>
    );
  return <PackageForm key={id} saved={isNew ? null : (query.data ?? null)} />;
}

/** A nested 400 body's message at a path (`["parts", "1", "product_id"]`). */
function messageAt(body: unknown, path: string[]): string | undefined {
  let node: unknown = body;
  for (const key of path) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return Array.isArray(node) && typeof node[0] === "string" ? node[0] : undefined;
}

const day = (s: string | null) => (s ? s.slice(0, 10) : "");

function PackageForm({ saved }: { saved: ActionPackageOut | null }) {
  const t = useT("action-packages");
  const { api, price, language } = useShop();
  const toast = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [nameCs, setNameCs] = useState(saved?.name_cs ?? "");
  const [nameRo, setNameRo] = useState(saved?.name_ro ?? "");
  // Whole currency units in the field, minor units in the API.
  const [units, setUnits] = useState(saved ? String(saved.price / 100) : "");
  const [from, setFrom] = useState(day(saved?.valid_from ?? null));
  const [to, setTo] = useState(day(saved?.valid_to ?? null));
  const [active, setActive] = useState(saved?.is_active ?? true);
  const [parts, setParts] = useState<PartDraft[]>(
    saved?.parts.map((p) => ({
      product_id: p.product_id,
      quantity: p.quantity,
      name: p.name,
      price: p.list_price,
    })) ?? [],
  );
  const [errors, setErrors] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const err = (...path: string[]) => messageAt(errors, path);
  const sum = parts.reduce((s, p) => s + p.price * p.quantity, 0);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors(null);
    const body = {
      name_cs: nameCs,
      name_ro: nameRo,
      price: Math.round(Number(units.replace(",", ".")) * 100),
      valid_from: from || null,
      valid_to: to || null,
      is_active: active,
      parts: parts.map((p) => ({ product_id: p.product_id, quantity: p.quantity })),
    };
    try {
      const out = saved
        ? await api.call("action-packages:staff-detail", { method: "PUT", body, params: { id: saved.id } })
        : await api.post("action-packages:staff-list", body);
      toast.success(t("saved"));
      void qc.invalidateQueries({ queryKey: ["action-packages:staff-list"] });
      qc.setQueryData(packageQuery(api, String(out.id)).queryKey, out);
      if (!saved) await navigate(`/staff/action-packages/${out.id}/`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.body);
      else toast.error(error instanceof ApiError ? error.firstMessage() : t("common:common.error"));
    } finally {
      setBusy(false);
    }
  }

  const general = errors && typeof errors === "object" ? messageAt(errors, ["non_field_errors"]) : undefined;
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">
        {saved ? (language === "ro" ? saved.name_ro : saved.name_cs) : t("new")}
      </h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <FormError message={general} />
        </div>
        <FormField
          label={t("field.name_cs")}
          required
          value={nameCs}
          onChange={(e) => setNameCs(e.target.value)}
          error={err("name_cs")}
        />
        <FormField
          label={t("field.name_ro")}
          required
          value={nameRo}
          onChange={(e) => setNameRo(e.target.value)}
          error={err("name_ro")}
        />
        <div className="sm:col-span-2">
          <PartsEditor parts={parts} onChange={setParts} errorAt={err} />
        </div>
        <FormField
          label={t("field.price")}
          required
          inputMode="decimal"
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          error={err("price")}
          hint={`${t("priceHint")} ${t("partsSum", { sum: price(sum) })}`}
        />
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t("field.is_active")}
        </label>
        <FormField
          label={t("field.valid_from")}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={err("valid_from")}
        />
        <FormField
          label={t("field.valid_to")}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={err("valid_to")}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
            {t("save")}
          </button>
        </div>
      </form>
    </div>
  );
}
