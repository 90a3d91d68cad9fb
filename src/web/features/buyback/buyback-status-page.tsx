import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { BuybackDetail } from "../../../contract/buyback.js";
import { BUYOUT_VISIBLE, REVIEW_MODE } from "../../../domain/buyback-page-state.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { LiveStatusNote, useLiveStatus } from "../../ui/live-status.js";
import { DeviceSelector } from "../device-selector/device-selector.js";
import type { SelectorState } from "../device-selector/use-device-selector.js";
import type { StatusData } from "./buyback-loader.js";
import { ConditionQuestionnaire } from "./condition-questionnaire.js";
import { StatusTimeline } from "./status-timeline.js";

/** Review mode (spec §2, flag 8): one buy-back with every choice fixed, its status and history. */
export function BuybackStatusPage() {
  const { detail, key } = useLoaderData() as StatusData;
  const t = useT("buyback");
  const { price, market, api } = useShop();
  const revalidator = useRevalidator();
  // Staff's changes show without a reload (issue 16): the stream says when, the loader reads anew.
  useLiveStatus(
    api.url("buyback:status-events", { id: detail.id }, key ? { key } : undefined),
    () => void revalidator.revalidate(),
    { shown: detail.status },
  );
  const answers = Object.fromEntries(detail.device_conditions.map((c) => [String(c.id), c.value]));
  const c = detail.customer_data;
  const date = formatDisplayDay(detail.created_at, market);
  return (
    <div className="space-y-8" data-page-state={REVIEW_MODE | BUYOUT_VISIBLE}>
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-gray-600">{t("review.kicker", { date })}</p>
          <h1 className="text-2xl font-bold">{t("review.title", { number: detail.number })}</h1>
        </div>
        <p
          className="inline-flex w-fit rounded-full bg-teal-100 px-3 py-1 text-sm font-semibold text-teal-900"
          data-testid="buyback-status"
        >
          {detail.status_label}
        </p>
      </header>
      <LiveStatusNote label={detail.status_label} className="-mt-6" />

      <StatusTimeline detail={detail} />
      {detail.can_answer_offer && <OfferBox detail={detail} accessKey={key} />}

      <section className="grid gap-6 md:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <h2 className="text-lg font-semibold">{t("review.device")}</h2>
          <DeviceSelector state={reviewSelector(detail)} choose={() => {}} disabled />
          <ConditionQuestionnaire
            appraisal={{ ...detail, default_device_condition_choices: {} }}
            answers={answers}
            readOnly
          />
        </div>
        <aside className="space-y-4 md:sticky md:top-4 md:self-start">
          <div className="rounded-xl border-2 border-teal-700 bg-teal-50 p-5">
            <p className="text-sm text-teal-900">
              {t("price.quality")}: <strong>{detail.conditions_appraisal_result?.quality}</strong>
            </p>
            <p className="mt-1 text-sm text-gray-700">{t("price.title")}</p>
            <p className="text-3xl font-bold text-teal-900" data-testid="buyback-price">
              {price(detail.price)}
            </p>
            {detail.offered_price !== null && (
              <p className="mt-2 text-sm">
                {t("review.offered")}: <strong>{price(detail.offered_price)}</strong> (
                {detail.offered_quality})
              </p>
            )}
          </div>
          <dl className="space-y-1 rounded-xl border border-gray-200 p-5 text-sm">
            <Row
              label={t("sell.firstName")}
              value={`${c.degree_before_name ? `${c.degree_before_name} ` : ""}${c.first_name ?? ""} ${c.last_name ?? ""}`}
            />
            <Row label={t("sell.email")} value={c.e_mail} />
            <Row label={t("sell.phoneNumber")} value={c.phone_number} />
            <Row
              label={t("sell.address")}
              value={[c.street, c.city, c.postcode].filter(Boolean).join(", ")}
            />
            <Row
              label={t("sell.bankAccountNumber")}
              value={`${c.bank_account_full_number}${c.bank_code ? `/${c.bank_code}` : ""}`}
            />
            {detail.buyout_device.imei && <Row label={t("sell.imei")} value={detail.buyout_device.imei} />}
            {detail.buyout_device.serial_number && (
              <Row label={t("sell.serialNumber")} value={detail.buyout_device.serial_number} />
            )}
            {detail.pickup_address && (
              <Row
                label={t("sell.pickupAddress")}
                value={[
                  detail.pickup_address.street,
                  detail.pickup_address.city,
                  detail.pickup_address.postcode,
                ].join(", ")}
              />
            )}
          </dl>
        </aside>
      </section>
    </div>
  );
}

function Row({ label, value }: { label: string; value?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-right font-medium">{value || "—"}</dd>
    </div>
  );
}

/** The selector with only the chosen values, every level fixed. */
function reviewSelector(d: BuybackDetail): SelectorState {
  return {
    selection: {
      type: d.product_type_choice.value,
      manufacturer: d.manufacturer_choice.value,
      model: d.product_model_choice.value,
      color: d.product_color_choice.value,
    },
    choices: {
      type: [d.product_type_choice],
      manufacturer: [d.manufacturer_choice],
      model: [d.product_model_choice],
      color: [d.product_color_choice],
    },
    loading: null,
    error: null,
  };
}

function OfferBox({ detail, accessKey }: { detail: BuybackDetail; accessKey: string | null }) {
  const t = useT("buyback");
  const { api, price } = useShop();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await api.post(
        "buyback:offer-answer",
        { accept, ...(accessKey ? { key: accessKey } : {}) },
        { id: detail.id },
      );
      await revalidator.revalidate();
    } catch (e) {
      setError(e instanceof ApiError ? e.firstMessage() : t("appraisalError"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5" aria-labelledby="buyback-offer">
      <h2 id="buyback-offer" className="text-lg font-semibold">
        {t("review.offerTitle", {
          price: price(detail.offered_price ?? 0),
          quality: detail.offered_quality ?? "",
        })}
      </h2>
      <p className="mt-1 text-sm">{t("statusText.requoted")}</p>
      {error && (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => answer(true)}
          className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white"
        >
          {t("review.accept")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => answer(false)}
          className="rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold"
        >
          {t("review.decline")}
        </button>
      </div>
    </section>
  );
}
