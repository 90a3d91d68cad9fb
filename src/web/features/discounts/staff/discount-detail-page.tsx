import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { BodyOf } from "../../../../contract/api-client.js";
import { discountInput } from "../../../../contract/discounts.js";
import { HIGH_PERCENTAGE_WARNING } from "../../../../domain/discounts.js";
import { ApiError, type ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { FormError, FormField, SubmitButton } from "../../../ui/form-field.js";
import { QueryState } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { useApiForm } from "../../../ui/use-api-form.js";
import { discountQuery } from "../api/discounts-staff-queries.js";

type Discount = ResponseOf<"discounts:staff-detail">;
/** The form's values: what the save sends (dates as the date fields' text). */
type DiscountInput = BodyOf<"discounts:staff-list", "POST">;

const EMPTY: DiscountInput = {
  marketing_name: "",
  discount_type: "percentage",
  discount_value: 10,
  is_discount_per_piece: false,
  minimal_discount_numerical: 0,
  minimal_discount_sets: 0,
  valid_from: null,
  valid_to: null,
  codes: [],
  is_active: true,
  is_public: true,
  is_combinable: true,
  is_automatic_assigment: false,
  internal_note: "",
  discount_detail_url: "",
  cumulative_bonus: false,
  product_ids: [],
  card_type: null,
  applies_to_packages: false,
};

/** Spec §2/§3: discount detail; percentages of 80 % or more warn (spec §5). */
export function DiscountDetailPage() {
  const { id } = useParams();
  const isNew = !id || id === "new";
  const { api } = useShop();
  const t = useT("discounts");
  const query = useQuery({ ...discountQuery(api, id ?? ""), enabled: !isNew });
  if (!isNew && !query.data)
    return (
      <QueryState query={query} notFound={t("notFound")}>
        {() => null}
      </QueryState>
    );
  return (
    <DiscountForm
      key={id}
      id={isNew ? null : Number(id)}
      initial={query.data && !isNew ? toInput(query.data) : EMPTY}
      codes={query.data?.codes ?? []}
      codesCount={query.data?.codes_count ?? 0}
    />
  );
}

const day = (s: string | null) => (s ? s.slice(0, 10) : null);
const DISCOUNT_TYPES = discountInput.shape.discount_type.options;

/** The form's values of a saved discount: dates as days, no codes to add (its codes are listed). */
function toInput(d: Discount): DiscountInput {
  const { id, codes, codes_count, warnings, discount_type, valid_from, valid_to, ...rest } = d;
  return {
    ...EMPTY,
    ...rest,
    discount_type: DISCOUNT_TYPES.find((x) => x === discount_type) ?? EMPTY.discount_type,
    valid_from: day(valid_from),
    valid_to: day(valid_to),
    codes: [],
  };
}

function DiscountForm({
  id,
  initial,
  codes,
  codesCount,
}: {
  id: number | null;
  initial: DiscountInput;
  codes: { code: string; single_use: boolean; used_at: string | null }[];
  codesCount: number;
}) {
  const t = useT("discounts");
  const { api } = useShop();
  const toast = useToast();
  const navigate = useNavigate();
  const [generated, setGenerated] = useState<string[]>([]);
  const [count, setCount] = useState(10);
  const qc = useQueryClient();
  const detailKey = discountQuery(api, String(id)).queryKey;
  const [generating, setGenerating] = useState(false);
  // Codes to add are typed as text and sent as a list (the API only adds codes, it never removes
  // or replaces them), so the field starts empty and the existing codes are listed below it.
  const [codesText, setCodesText] = useState("");
  const { form, error, submit, formError } = useApiForm<DiscountInput>(discountInput, {
    defaultValues: initial,
    // A refused code (`codes.3`: too short) is shown under the one codes field.
    fieldFor: (path) => (path[0] === "codes" ? "codes" : path.join(".")),
  });
  const type = form.watch("discount_type");
  const value = Number(form.watch("discount_value"));
  const onSubmit = submit(async (v) => {
    const body = { ...v, codes: codesText.split(/[\s,]+/).filter(Boolean) };
    const saved = id
      ? await api.call("discounts:staff-detail", { method: "PUT", body, params: { id } })
      : await api.post("discounts:staff-list", body);
    for (const w of saved.warnings) toast.warning(w);
    toast.success(t("saved"));
    setCodesText("");
    void qc.invalidateQueries({ queryKey: ["discounts:staff-list"] });
    if (!id) await navigate(`/staff/discounts/${saved.id}/`);
    else qc.setQueryData(detailKey, saved);
  });
  async function generate() {
    setGenerating(true);
    try {
      if (id === null) return;
      const r = await api.post("discounts:staff-generate", { count }, { id });
      setGenerated(r.codes);
      // The heading's count and the list come from the discount: read it again.
      await qc.invalidateQueries({ queryKey: detailKey });
      void qc.invalidateQueries({ queryKey: ["discounts:staff-list"] });
      toast.success(t("generatedToast", { count: r.codes.length }));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error"));
    } finally {
      setGenerating(false);
    }
  }
  const num = { valueAsNumber: true } as const;
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{id ? initial.marketing_name : t("new")}</h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <FormError message={formError} />
        </div>
        <FormField
          label={t("field.marketing_name")}
          required
          error={error("marketing_name")}
          {...form.register("marketing_name")}
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("field.discount_type")}
          <select
            className="rounded-md border border-gray-300 bg-white px-3 py-2"
            {...form.register("discount_type")}
          >
            {(["percentage", "absolute", "fixed"] as const).map((x) => (
              <option key={x} value={x}>
                {t(`type.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <FormField
          label={t("field.discount_value")}
          type="number"
          required
          error={error("discount_value")}
          {...form.register("discount_value", num)}
          hint={type === "percentage" ? "%" : t("minorUnits")}
        />
        {type === "percentage" && value >= HIGH_PERCENTAGE_WARNING && (
          <p
            role="alert"
            className="self-end rounded border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-900"
          >
            {t("highPercentage")}
          </p>
        )}
        <FormField
          label={t("field.minimal_discount_numerical")}
          type="number"
          error={error("minimal_discount_numerical")}
          {...form.register("minimal_discount_numerical", num)}
        />
        <FormField
          label={t("field.minimal_discount_sets")}
          type="number"
          error={error("minimal_discount_sets")}
          {...form.register("minimal_discount_sets", num)}
        />
        <FormField
          label={t("field.valid_from")}
          type="date"
          error={error("valid_from")}
          {...form.register("valid_from")}
        />
        <FormField
          label={t("field.valid_to")}
          type="date"
          error={error("valid_to")}
          {...form.register("valid_to")}
        />
        {(
          [
            "is_discount_per_piece",
            "is_active",
            "is_public",
            "is_combinable",
            "is_automatic_assigment",
            "cumulative_bonus",
            "applies_to_packages",
          ] as const
        ).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register(k)} />
            {t(`field.${k}`)}
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm sm:col-span-2">
          {t("field.codes")}
          <textarea
            rows={2}
            className="rounded-md border border-gray-300 px-3 py-2 font-mono"
            value={codesText}
            aria-describedby="discount-codes-hint"
            aria-invalid={error("codes") ? true : undefined}
            onChange={(e) => setCodesText(e.target.value)}
          />
          <span id="discount-codes-hint" className="text-xs text-gray-500">
            {id ? t("codesHint") : t("codesNewHint")}
          </span>
          {error("codes") && (
            <span role="alert" className="text-red-700">
              {error("codes")}
            </span>
          )}
        </label>
        <FormField
          label={t("field.discount_detail_url")}
          error={error("discount_detail_url")}
          {...form.register("discount_detail_url")}
        />
        <FormField
          label={t("field.internal_note")}
          error={error("internal_note")}
          {...form.register("internal_note")}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={form.formState.isSubmitting}>{t("save")}</SubmitButton>
        </div>
      </form>
      {id && (
        <section className="rounded-lg border border-gray-200 p-4 text-sm">
          <h2 className="mb-2 font-bold">
            {t("codesTitle")} ({codesCount})
          </h2>
          {codes.length === 0 && <p className="mb-3 text-gray-600">{t("codesNone")}</p>}
          {codesCount > codes.length && (
            <p className="mb-2 text-gray-600">
              {t("codesShown", { shown: codes.length, count: codesCount })}
            </p>
          )}
          <ul className="mb-3 flex flex-wrap gap-2 font-mono">
            {codes.map((c) => (
              <li
                key={c.code}
                className={`rounded px-1.5 ${c.used_at ? "bg-gray-200 line-through" : "bg-teal-50"}`}
              >
                {c.code}
              </li>
            ))}
          </ul>
          <div className="flex items-end gap-2">
            <label className="flex flex-col">
              {t("generateCount")}
              <input
                type="number"
                min={1}
                max={10000}
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
                className="w-28 rounded border border-gray-300 px-2 py-1"
              />
            </label>
            <button
              type="button"
              onClick={() => void generate()}
              disabled={generating}
              aria-busy={generating}
              className="rounded bg-teal-700 px-3 py-1.5 font-semibold text-white disabled:opacity-50"
            >
              {t("generate")}
            </button>
          </div>
          {generated.length > 0 && (
            <textarea
              readOnly
              aria-label={t("generated")}
              rows={4}
              className="mt-2 w-full rounded border border-gray-300 p-2 font-mono"
              value={generated.join("\n")}
            />
          )}
        </section>
      )}
    </div>
  );
}
