import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { LeaseOfferAdmin } from "../../../../contract/content.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  Field,
  fieldError,
  inputClass,
  secondaryButtonClass,
  toMinor,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { productPickQuery } from "../../action-packages/api/action-packages-queries.js";
import { useStaffSave } from "../../catalog/staff/use-staff-save.js";
import { adminLeaseOffersQuery } from "../api/content-queries.js";
import { fromLocalInput, toLocalInput } from "./staff-bits.js";

/**
 * The time-limited lease offers of a countdown component ("Nabídky pronájmu"): listed with whether
 * shoppers see them now, added and edited with a product search, removed. The server checks them
 * (product, price above zero, end in the future) and answers the fields' errors.
 */
export function LeaseOffersEditor({ componentId }: { componentId: number }) {
  const t = useT("content");
  const { api, price } = useShop();
  const dateTime = useDateTime();
  const client = useQueryClient();
  const offers = useQuery(adminLeaseOffersQuery(api, componentId));
  const remover = useStaffSave();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ["content:admin-lease-offers", componentId] });

  const remove = async (o: LeaseOfferAdmin) => {
    if (!window.confirm(t("staff.leases.confirmDelete", { name: o.master_product_name }))) return;
    if (
      await remover.save(
        () => api.call("content:admin-lease-offer", { method: "DELETE", params: { id: o.id } }),
        t("staff.deleted"),
      )
    )
      await reload();
  };
  const titleId = `lease-offers-${componentId}`;
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-md bg-gray-50 p-3">
      <h4 id={titleId} className="mb-2 font-semibold">
        {t("staff.leases.title")}
      </h4>
      {offers.data?.length === 0 && <p className="text-sm text-gray-600">{t("staff.leases.none")}</p>}
      <ul className="grid gap-2">
        {offers.data?.map((o) =>
          editing === o.id ? (
            <li key={o.id}>
              <LeaseOfferForm
                componentId={componentId}
                offer={o}
                onDone={async (saved) => {
                  setEditing(null);
                  if (saved) await reload();
                }}
              />
            </li>
          ) : (
            <li
              key={o.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-gray-200 bg-white p-2 text-sm"
            >
              <span className="min-w-48 flex-1">
                {t("staff.leases.row", {
                  name: o.master_product_name,
                  price: price(o.monthly_price),
                  months: o.months,
                  until: dateTime(o.valid_to),
                })}{" "}
                <span
                  className={`rounded px-1.5 py-0.5 text-xs ${o.running ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-700"}`}
                >
                  {o.running ? t("staff.leases.running") : t("staff.leases.notRunning")}
                </span>
              </span>
              <span className="flex gap-2">
                <button type="button" className={secondaryButtonClass} onClick={() => setEditing(o.id)}>
                  {t("staff.leases.edit")}
                </button>
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={remover.busy}
                  onClick={() => remove(o)}
                  aria-label={`${t("staff.delete")}: ${o.master_product_name}`}
                >
                  {t("staff.delete")}
                </button>
              </span>
            </li>
          ),
        )}
      </ul>
      {editing === "new" ? (
        <div className="mt-2">
          <LeaseOfferForm
            componentId={componentId}
            onDone={async (saved) => {
              setEditing(null);
              if (saved) await reload();
            }}
          />
        </div>
      ) : (
        <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => setEditing("new")}>
          {t("staff.leases.add")}
        </button>
      )}
    </section>
  );
}

function LeaseOfferForm({
  componentId,
  offer,
  onDone,
}: {
  componentId: number;
  offer?: LeaseOfferAdmin;
  onDone: (saved: boolean) => void;
}) {
  const t = useT("content");
  const { api, price, market } = useShop();
  const { errors, busy, save } = useStaffSave();
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const [q, setQ] = useState("");
  const found = useQuery({ ...productPickQuery(api, q.trim()), enabled: q.trim().length >= 2 });
  const [draft, setDraft] = useState({
    months: String(offer?.months ?? 24),
    monthly_price: offer ? String(offer.monthly_price / 100) : "",
    valid_to: toLocalInput(offer?.valid_to ?? new Date(Date.now() + 7 * 86_400_000).toISOString()),
  });
  const set = (k: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...(picked || !offer ? { product_id: picked?.id as number } : {}),
      months: Number(draft.months),
      monthly_price: toMinor(draft.monthly_price.replace(",", ".")),
      valid_to: fromLocalInput(draft.valid_to) ?? "",
    };
    const done = await save(() =>
      offer
        ? api.call("content:admin-lease-offer", { method: "PUT", params: { id: offer.id }, body })
        : api.call("content:admin-lease-offers", {
            method: "POST",
            params: { id: componentId },
            // Without a pick the server answers "Vyberte produkt nabídky." under the search.
            body: body as typeof body & { product_id: number },
          }),
    );
    if (done) onDone(true);
  };
  const productError = fieldError(errors, "product_id");
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("staff.leases.title")}
      className="grid gap-3 rounded border border-gray-200 bg-white p-3 sm:grid-cols-3"
    >
      <fieldset className="grid gap-1 sm:col-span-3">
        <legend className="text-sm font-medium text-gray-800">{t("staff.leases.product")}</legend>
        {picked ? (
          <p className="text-sm">{t("staff.leases.picked", { name: picked.name })}</p>
        ) : (
          offer && (
            <p className="text-sm text-gray-700">
              {t("staff.leases.keepProduct", { name: offer.master_product_name })}
            </p>
          )
        )}
        <label className="flex flex-col gap-1 text-sm">
          <span>{t("staff.leases.pickLabel")}</span>
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={inputClass}
            aria-invalid={productError ? true : undefined}
          />
        </label>
        {productError && (
          <p role="alert" className="text-sm text-red-700">
            {productError}
          </p>
        )}
        {q.trim().length >= 2 && found.data && (
          <ul
            className="max-h-48 overflow-auto rounded border border-gray-200 text-sm"
            aria-label={t("staff.leases.pick")}
          >
            {found.data.results.length === 0 && (
              <li className="p-2 text-gray-500">{t("staff.leases.pickNone")}</li>
            )}
            {found.data.results.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 border-b border-gray-100 p-2">
                <span className="min-w-0">
                  {r.name} <span className="text-gray-500">{r.code}</span> · {price(r.price)}
                </span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => {
                    setPicked({ id: r.id, name: r.name });
                    setQ("");
                  }}
                >
                  {t("staff.leases.pick")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Field
        label={t("staff.leases.monthlyPrice", { currency: market.currencySymbol })}
        error={fieldError(errors, "monthly_price")}
      >
        <input
          inputMode="decimal"
          className={inputClass}
          value={draft.monthly_price}
          onChange={set("monthly_price")}
        />
      </Field>
      <Field label={t("staff.leases.months")} error={fieldError(errors, "months")}>
        <input inputMode="numeric" className={inputClass} value={draft.months} onChange={set("months")} />
      </Field>
      <Field label={t("staff.leases.validTo")} error={fieldError(errors, "valid_to")}>
        <input
          type="datetime-local"
          step={1}
          className={inputClass}
          value={draft.valid_to}
          onChange={set("valid_to")}
        />
      </Field>
      <div className="flex gap-2 sm:col-span-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("staff.leases.save")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => onDone(false)}>
          {t("staff.leases.cancel")}
        </button>
      </div>
    </form>
  );
}
