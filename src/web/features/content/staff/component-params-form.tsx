import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ComponentType } from "../../../../contract/content.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, Field, fieldError, inputClass } from "../../../ui/staff-kit.js";
import { useStaffSave } from "../../catalog/staff/use-staff-save.js";
import { adminFaqQuery } from "../api/content-queries.js";
import { fromLocalInput, MarkdownHint, toLocalInput } from "./staff-bits.js";

type Kind = "text" | "textarea" | "color" | "number" | "ids" | "source" | "datetime" | "faqGroup";

/** The fields of each component type's params, in the order the form shows them. */
const FIELDS: Record<ComponentType, [string, Kind][]> = {
  hero: [
    ["title", "text"],
    ["subtitle", "text"],
    ["cta_label", "text"],
    ["cta_url", "text"],
    ["color", "color"],
    ["image_id", "number"],
  ],
  product_strip: [
    ["title", "text"],
    ["source", "source"],
    ["product_ids", "ids"],
    ["category_path", "text"],
    ["limit", "number"],
  ],
  text: [
    ["title", "text"],
    ["body", "textarea"],
  ],
  banner: [
    ["title", "text"],
    ["text", "text"],
    ["url", "text"],
    ["color", "color"],
    ["image_id", "number"],
  ],
  faq: [
    ["title", "text"],
    ["group_id", "faqGroup"],
  ],
  countdown: [
    ["title", "text"],
    ["text", "text"],
    ["ends_at", "datetime"],
  ],
};

/** Params as the inputs hold them: text. */
function toInputs(type: ComponentType, params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    FIELDS[type].map(([name, kind]) => {
      const v = params[name];
      if (kind === "ids") return [name, Array.isArray(v) ? v.join(", ") : ""];
      if (kind === "datetime") return [name, toLocalInput(typeof v === "string" ? v : null)];
      return [name, v === null || v === undefined ? "" : String(v)];
    }),
  );
}

/** The inputs as the params' schema reads them (numbers, a list of ids, an instant). */
function fromInputs(type: ComponentType, values: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    FIELDS[type].map(([name, kind]) => {
      const v = values[name] ?? "";
      if (kind === "ids")
        return [
          name,
          v
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((x) => (/^\d+$/.test(x) ? Number(x) : x)),
        ];
      if (kind === "number" || kind === "faqGroup")
        return [name, v.trim() === "" ? null : /^\d+$/.test(v.trim()) ? Number(v) : v];
      if (kind === "datetime") return [name, fromLocalInput(v) ?? ""];
      return [name, v];
    }),
  );
}

/**
 * A component's params (spec §7 "POST component params"): the server checks them by the type's
 * schema and answers the fields' errors, shown under each field.
 */
export function ComponentParamsForm({
  id,
  type,
  params,
  language,
  onSaved,
}: {
  id: number;
  type: ComponentType;
  params: Record<string, unknown>;
  language: string;
  onSaved: () => void;
}) {
  const t = useT("content");
  const { api } = useShop();
  const { errors, busy, save } = useStaffSave();
  const [values, setValues] = useState(() => toInputs(type, params));
  const faq = useQuery({ ...adminFaqQuery(api, language), enabled: type === "faq" });
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await save(() =>
      api.call("content:admin-component-params", {
        method: "POST",
        params: { component_pk: id },
        body: fromInputs(type, values) as never,
      }),
    );
    if (done) onSaved();
  };

  const input = (name: string, kind: Kind) => {
    const common = { value: values[name] ?? "", className: inputClass };
    switch (kind) {
      case "textarea":
        return <textarea rows={6} {...common} onChange={(e) => set(name)(e.target.value)} />;
      case "color":
        return (
          <input
            type="color"
            {...common}
            className="h-9 w-20 rounded-md border border-gray-300"
            onChange={(e) => set(name)(e.target.value)}
          />
        );
      case "datetime":
        return (
          <input type="datetime-local" step={1} {...common} onChange={(e) => set(name)(e.target.value)} />
        );
      case "source":
        return (
          <select {...common} onChange={(e) => set(name)(e.target.value)}>
            <option value="ids">{t("staff.params.sourceIds")}</option>
            <option value="category">{t("staff.params.sourceCategory")}</option>
          </select>
        );
      case "faqGroup":
        return (
          <select {...common} onChange={(e) => set(name)(e.target.value)}>
            <option value="" />
            {faq.data?.groups.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.title}
              </option>
            ))}
          </select>
        );
      default:
        return (
          <input
            inputMode={kind === "number" ? "numeric" : undefined}
            {...common}
            onChange={(e) => set(name)(e.target.value)}
          />
        );
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${t(`types.${type}`)} – ${t("staff.landings.params")}`}
      className="grid gap-3 sm:grid-cols-2"
    >
      {FIELDS[type].map(([name, kind]) => (
        <div key={name} className={kind === "textarea" ? "sm:col-span-2" : undefined}>
          <Field label={t(`staff.params.${name}`)} error={fieldError(errors, name)}>
            {input(name, kind)}
          </Field>
          {kind === "textarea" && <MarkdownHint />}
        </div>
      ))}
      {type === "countdown" && (
        <p className="text-xs text-gray-600 sm:col-span-2">{t("staff.params.leaseNote", { id })}</p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("staff.save")}
        </button>
      </div>
    </form>
  );
}
