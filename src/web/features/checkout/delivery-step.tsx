import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatDisplayWeekday } from "../../../domain/display-dates.js";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import type { CheckoutData, Delivery } from "./checkout-data.js";
import { CheckoutSection } from "./checkout-section.js";
import { PickupPointPicker } from "./pickup-point-picker.js";

/** Step 1: how the goods come; the choice is saved at once so the summary and payments follow. */
export function DeliveryStep({ data }: { data: CheckoutData }) {
  const t = useT("checkout");
  const { api, price, market, language } = useShop();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const current = data.summary.delivery;
  const [code, setCode] = useState(current?.code ?? "");
  const method = data.deliveries.find((d) => d.code === code);

  async function choose(body: {
    type_delivery_code: string;
    store?: string;
    dispensing_point?: string;
    timeslot?: string;
  }) {
    setError(null);
    try {
      await api.post("checkout:delivery", body);
      track("add_shipping_info", { shipping_tier: body.type_delivery_code });
      if (body.store) track("reservation", { store: body.store });
      await revalidator.revalidate();
    } catch (err) {
      setError(err instanceof ApiError ? err.firstMessage() : t("deliveryUnavailable"));
    }
  }

  const pick = (d: Delivery) => {
    setCode(d.code);
    // Methods that need no further choice are saved right away.
    if (d.kind === "carrier" && !d.timeslots.length) void choose({ type_delivery_code: d.code });
  };

  return (
    <CheckoutSection headingId="delivery-h" title={<>1. {t("deliveryTitle")}</>}>
      <div role="radiogroup" aria-labelledby="delivery-h" className="space-y-2">
        {data.deliveries.map((d) => (
          <label
            key={d.code}
            className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 ${code === d.code ? "border-teal-600 bg-teal-50" : "border-gray-200"} ${d.available ? "" : "opacity-60"}`}
          >
            <input
              type="radio"
              name="delivery"
              value={d.code}
              checked={code === d.code}
              disabled={!d.available}
              onChange={() => pick(d)}
              className="mt-1"
            />
            <span className="flex-1">
              <span className="font-semibold">{d.name}</span>
              <span className="block text-sm text-gray-600">{d.available ? d.description : d.message}</span>
            </span>
            <span className="font-semibold whitespace-nowrap">
              {d.price === 0 ? t("free") : price(d.price)}
            </span>
          </label>
        ))}
      </div>
      {method?.kind === "store" && (
        <StorePicker
          data={data}
          selected={current?.code === "store" ? current.store : null}
          onPick={(seo) => choose({ type_delivery_code: method.code, store: seo })}
        />
      )}
      {method?.kind === "courier" && (
        <CourierPicker
          data={data}
          method={method}
          onPick={(seo) => choose({ type_delivery_code: method.code, store: seo })}
        />
      )}
      {method?.kind === "pickup_point" && (
        <PickupPointPicker
          selected={current?.dispensing_point ?? null}
          onPick={(id) => choose({ type_delivery_code: method.code, dispensing_point: id })}
        />
      )}
      {method?.kind === "carrier" && method.timeslots.length > 0 && (
        <label className="mt-3 flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t("timeslot")}</span>
          <select
            className="rounded-md border border-gray-300 bg-white px-3 py-2"
            value={current?.code === method.code ? (current.timeslot ?? "") : ""}
            onChange={(e) =>
              void choose({
                type_delivery_code: method.code,
                ...(e.target.value ? { timeslot: e.target.value } : {}),
              })
            }
          >
            <option value="">{t("anyTime")}</option>
            {method.timeslots.map((s) => (
              <option key={s.id} value={s.id}>
                {formatDisplayWeekday(s.date, market, language)} {s.from}–{s.to}
              </option>
            ))}
          </select>
        </label>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </CheckoutSection>
  );
}

function StorePicker({
  data,
  selected,
  onPick,
}: {
  data: CheckoutData;
  selected: string | null;
  onPick: (seo: string) => void;
}) {
  const t = useT("checkout");
  // Checked at once; the saved choice follows when the summary reloads.
  const [sel, setSel] = useState(selected);
  return (
    <fieldset className="mt-3">
      <legend className="mb-2 text-sm font-semibold">{t("chooseStore")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {data.places.map((p) => (
          <label
            key={p.id}
            className={`flex cursor-pointer gap-2 rounded-md border p-3 text-sm ${sel === p.name ? "border-teal-600 bg-teal-50" : "border-gray-200"} ${p.available ? "" : "opacity-60"}`}
          >
            <input
              type="radio"
              name="store"
              checked={sel === p.name}
              disabled={!p.available}
              onChange={() => {
                setSel(p.name);
                onPick(p.seo_name);
              }}
            />
            <span>
              <span className="font-semibold">{p.name}</span>
              <span className="block text-gray-600">
                {p.street}, {p.city}
              </span>
              <span className={`block ${p.in_stock ? "text-emerald-700" : "text-gray-600"}`}>
                {p.ready_text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CourierPicker({
  data,
  method,
  onPick,
}: {
  data: CheckoutData;
  method: Delivery;
  onPick: (seo: string) => void;
}) {
  const t = useT("checkout");
  const { api } = useShop();
  const [store, setStore] = useState(data.places.find((p) => p.in_stock)?.seo_name ?? "");
  const [addr, setAddr] = useState({ address: "", city: "", postcode: "" });
  const [result, setResult] = useState<{ available: boolean; message: string | null } | null>(null);
  async function check() {
    try {
      const r = await api.post("checkout:liftago-check", {
        store_seo_name: store,
        delivery_address: addr,
      });
      setResult(r);
      if (r.available) onPick(store);
    } catch (err) {
      setResult({ available: false, message: err instanceof ApiError ? err.firstMessage() : null });
    }
  }
  return (
    <div className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
      <label className="flex flex-col gap-1 sm:col-span-2">
        {t("courierStore")}
        <select
          value={store}
          onChange={(e) => setStore(e.target.value)}
          className="rounded-md border border-gray-300 bg-white px-3 py-2"
        >
          {data.places
            .filter((p) => p.in_stock)
            .map((p) => (
              <option key={p.id} value={p.seo_name}>
                {p.name}
              </option>
            ))}
        </select>
      </label>
      {(["address", "city", "postcode"] as const).map((k) => (
        <label key={k} className="flex flex-col gap-1">
          {t(`field.${k}`)}
          <input
            value={addr[k]}
            onChange={(e) => setAddr({ ...addr, [k]: e.target.value })}
            className="rounded-md border border-gray-300 px-3 py-2"
          />
        </label>
      ))}
      <button
        type="button"
        onClick={() => void check()}
        disabled={!store || !addr.city}
        className="rounded-md border border-teal-700 px-3 py-2 font-semibold text-teal-800 disabled:opacity-50"
      >
        {t("courierCheck", { carrier: method.carrier })}
      </button>
      {result && (
        <p
          role={result.available ? "status" : "alert"}
          className={`sm:col-span-2 ${result.available ? "text-emerald-700" : "text-red-700"}`}
        >
          {result.available ? t("courierOk") : result.message}
        </p>
      )}
    </div>
  );
}
