import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import type { StaffDetail } from "../../../../contract/buyback-staff.js";
import { QUALITY_ORDER, type Quality } from "../../../../domain/appraisal.js";
import { type BuybackStatus, isBuybackStatus } from "../../../../domain/buyback-status.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  inputClass,
  PageTitle,
  secondaryButtonClass,
  toMinor,
  useDate,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { StaffRecordPage } from "../../../ui/staff-record-page.js";
import { EntityTasks } from "../../team/entity-tasks.js";
import { staffRecordQuery } from "../api/buyback-staff-queries.js";

/** Spec §3 Buy-back record (staff view) and the workflow buttons. */
export function BuybackRecordPage() {
  const { id } = useParams();
  const t = useT("buyback");
  const { api } = useShop();
  const query = useQuery({ ...staffRecordQuery(api, id ?? ""), staleTime: 0 });
  return (
    <StaffRecordPage
      back="/staff/buyback/"
      backText={t("staff.records")}
      query={query}
      notFound={t("notFound")}
    >
      {(detail) => <Record detail={detail} />}
    </StaffRecordPage>
  );
}

function Record({ detail: d }: { detail: StaffDetail }) {
  const t = useT("buyback");
  const { price } = useShop();
  const when = useDateTime();
  const day = useDate();
  const c = d.customer_data;
  const rows: [string, string][] = [
    [
      t("review.device"),
      `${d.manufacturer_choice.label} ${d.product_model_choice.label}, ${d.product_color_choice.label}`,
    ],
    ["IMEI", d.buyout_device.imei || "—"],
    [t("sell.serialNumber"), d.buyout_device.serial_number || "—"],
    [
      t("staff.deviceState"),
      `${d.status_label} · ${t("price.quality")} ${d.conditions_appraisal_result?.quality ?? "—"}`,
    ],
    [
      t("price.title"),
      `${price(d.price)}${d.offered_price !== null ? ` → ${price(d.offered_price)} (${d.offered_quality})` : ""}`,
    ],
    [t("staff.bonus"), `${d.bonus_percent} %`],
    [t("staff.version"), String(d.version)],
    [t("sell.firstName"), `${c.degree_before_name ?? ""} ${c.first_name} ${c.last_name}`.trim()],
    [t("sell.email"), c.e_mail],
    [t("sell.phoneNumber"), c.phone_number],
    [t("sell.address"), [c.street, c.district, c.city, c.postcode, c.country].filter(Boolean).join(", ")],
    [
      t("staff.idDocument"),
      `${c.identity_card_number} (${c.identity_released_by}, ${c.identity_valid_to ? day(c.identity_valid_to) : "—"})`,
    ],
    [t("sell.birthNumber"), c.personal_identification_number],
    [t("staff.birthDate"), d.birth_date ? day(d.birth_date) : "—"],
    [
      t("sell.bankAccountNumber"),
      `${c.bank_account_full_number}${c.bank_code ? `/${c.bank_code}` : ""}${d.bank_account_visible ? "" : ` (${t("staff.masked")})`}`,
    ],
    [t("staff.purchaseDate"), d.purchase_date ? day(d.purchase_date) : "—"],
  ];
  if (d.pickup_address)
    rows.push([t("sell.pickupAddress"), Object.values(d.pickup_address).filter(Boolean).join(", ")]);
  if (d.buyout_device.note) rows.push([t("sell.note"), d.buyout_device.note]);
  return (
    <div className="mt-2 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <PageTitle>{t("review.title", { number: d.number })}</PageTitle>
        <dl className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
          {rows.map(([k, v]) => (
            // Label above value on a phone; long values (an e-mail, an account) wrap instead of widening the page.
            <div key={k} className="grid gap-x-2 p-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="text-gray-600">{k}</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">{v}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-6 mb-2 font-semibold">{t("questionnaire.title")}</h2>
        <ul className="space-y-1 text-sm">
          {d.device_conditions.map((cond) => (
            <li key={cond.id}>
              {cond.name.replace(/[?:]$/, "")} →{" "}
              <strong>{cond.choices.find((ch) => ch.value === cond.value)?.label ?? "—"}</strong>
            </li>
          ))}
        </ul>
        <h2 className="mt-6 mb-2 font-semibold">{t("review.timeline")}</h2>
        <ol className="space-y-1 text-sm">
          {d.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              {when(h.at)} · <strong>{h.label}</strong>
              {h.note ? ` · ${h.note}` : ""}
            </li>
          ))}
        </ol>
        <div className="mt-6">
          <EntityTasks type="buyback" number={d.number} />
        </div>
      </div>
      <StatusActions detail={d} />
    </div>
  );
}

function StatusActions({ detail }: { detail: StaffDetail }) {
  const t = useT("buyback");
  const { api } = useShop();
  const client = useQueryClient();
  const [note, setNote] = useState("");
  const [offer, setOffer] = useState<{ price: string; quality: Quality }>({ price: "", quality: "B" });
  const move = useMutation({
    mutationFn: (status: BuybackStatus) =>
      api.post(
        "buyback:staff-status",
        status === "requoted"
          ? {
              status,
              note,
              offered_price: offer.price ? toMinor(offer.price) : null,
              offered_quality: offer.quality,
            }
          : { status, note },
        { id: detail.id },
      ),
    onSuccess: (data) => {
      client.setQueryData(staffRecordQuery(api, detail.id).queryKey, data);
      void client.invalidateQueries({ queryKey: ["buyback:staff-records"] });
      setNote("");
    },
  });
  if (!detail.next_statuses.length)
    return <aside className="rounded-lg bg-gray-50 p-4 text-sm">{t(`statusText.${detail.status}`)}</aside>;
  const canRequote = detail.next_statuses.some((s) => s.value === "requoted");
  return (
    <aside className="space-y-3 rounded-lg border border-gray-200 p-4 lg:self-start">
      <h2 className="font-semibold">{t("staff.changeStatus")}</h2>
      <label className="flex flex-col text-sm">
        {t("staff.noteToCustomer")}
        <textarea className={inputClass} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {canRequote && (
        <fieldset className="grid grid-cols-2 gap-2 text-sm">
          <legend className="mb-1 text-gray-600">{t("staff.requote")}</legend>
          <label className="flex flex-col">
            {t("review.offered")}
            <input
              className={inputClass}
              inputMode="numeric"
              value={offer.price}
              onChange={(e) => setOffer({ ...offer, price: e.target.value })}
            />
          </label>
          <label className="flex flex-col">
            {t("price.quality")}
            <select
              className={inputClass}
              value={offer.quality}
              onChange={(e) =>
                setOffer({
                  ...offer,
                  quality: QUALITY_ORDER.find((q) => q === e.target.value) ?? offer.quality,
                })
              }
            >
              {QUALITY_ORDER.map((q) => (
                <option key={q}>{q}</option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
      {move.error && (
        <p role="alert" className="text-sm text-red-700">
          {move.error instanceof ApiError ? move.error.firstMessage() : String(move.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {detail.next_statuses.map((s) => (
          <button
            key={s.value}
            type="button"
            disabled={move.isPending}
            onClick={() => isBuybackStatus(s.value) && move.mutate(s.value)}
            className={s.value === "cancelled" || s.value === "returned" ? secondaryButtonClass : buttonClass}
          >
            {s.label}
          </button>
        ))}
      </div>
    </aside>
  );
}
