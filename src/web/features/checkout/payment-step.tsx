import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { ResponseOf } from "../../../contract/api-client.js";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { installmentCompaniesQuery } from "./api/checkout-queries.js";
import type { CheckoutData } from "./checkout-data.js";
import { CheckoutSection } from "./checkout-section.js";

type SubPayment = ResponseOf<"checkout:sub-payments">["sub_payments"][number];

/** Step 2: how to pay, offered by the chosen delivery; installments pick a company and months. */
export function PaymentStep({ data }: { data: CheckoutData }) {
  const t = useT("checkout");
  const { api, price } = useShop();
  const revalidator = useRevalidator();
  const chosen = data.summary.payment;
  const [error, setError] = useState<string | null>(null);
  const [subs, setSubs] = useState<SubPayment[]>([]);
  const [company, setCompany] = useState(chosen?.company ?? "");
  const [months, setMonths] = useState(Number(chosen?.installment?.split(":")[1] ?? 0));
  // Checked at once; the saved choice follows when the summary reloads.
  const [sel, setSel] = useState(chosen?.code ?? "");

  async function choose(body: { type_payment: string; payment_company?: string; installment?: string }) {
    setError(null);
    try {
      await api.post("checkout:payment", body);
      track("add_payment_info", { payment_type: body.type_payment });
      if (body.type_payment === "installment") track("installments", { company: body.payment_company });
      await revalidator.revalidate();
    } catch (err) {
      setError(err instanceof ApiError ? err.firstMessage() : t("installmentFailed"));
    }
  }

  async function pick(code: string) {
    setSel(code);
    if (code !== "installment") return choose({ type_payment: code });
    try {
      const r = await installmentCompaniesQuery(api).load();
      setSubs(r.sub_payments);
      const first = r.sub_payments[0];
      if (!first) return setError(t("installmentFailed"));
      setCompany(first.code);
      setMonths(first.months[0]);
      await choose({
        type_payment: "installment",
        payment_company: first.code,
        installment: `${first.code}:${first.months[0]}`,
      });
    } catch {
      setError(t("installmentFailed"));
    }
  }

  useEffect(() => {
    if (chosen?.code !== "installment") return;
    installmentCompaniesQuery(api)
      .load()
      .then(
        (r) => setSubs(r.sub_payments),
        () => setSubs([]),
      );
  }, [api, chosen?.code]);

  if (!data.summary.delivery) {
    return (
      <section className="rounded-lg border border-gray-200 bg-white p-4 text-gray-500">
        <h2 className="text-lg font-bold">2. {t("paymentTitle")}</h2>
        <p className="mt-2 text-sm">{t("chooseDeliveryFirst")}</p>
      </section>
    );
  }
  const sub = subs.find((s) => s.code === company);
  return (
    <CheckoutSection headingId="payment-h" title={<>2. {t("paymentTitle")}</>}>
      <div role="radiogroup" aria-labelledby="payment-h" className="space-y-2">
        {data.payments
          // Leasing is offered only for a cart of leased devices (it cannot be combined).
          .filter(
            (p) =>
              p.code !== "lease" || data.summary.packages.some((k) => k.installment?.id.includes("lease")),
          )
          .map((p) => (
            <label
              key={p.code}
              className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 ${sel === p.code ? "border-teal-600 bg-teal-50" : "border-gray-200"}`}
            >
              <input
                type="radio"
                name="payment"
                value={p.code}
                checked={sel === p.code}
                onChange={() => pick(p.code)}
                className="mt-1"
              />
              <span className="flex-1">
                <span className="font-semibold">{p.name}</span>
                <span className="block text-sm text-gray-600">{p.description}</span>
              </span>
              <span className="whitespace-nowrap font-semibold">{p.fee ? price(p.fee) : t("free")}</span>
            </label>
          ))}
      </div>
      {chosen?.code === "installment" && subs.length > 0 && (
        <div className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <label className="flex flex-col gap-1">
            {t("installmentCompany")}
            <select
              value={company}
              onChange={(e) => {
                const s = subs.find((x) => x.code === e.target.value)!;
                setCompany(s.code);
                setMonths(s.months[0]);
                void choose({
                  type_payment: "installment",
                  payment_company: s.code,
                  installment: `${s.code}:${s.months[0]}`,
                });
              }}
              className="rounded-md border border-gray-300 bg-white px-3 py-2"
            >
              {subs.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name} – {s.description}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            {t("installmentMonths")}
            <select
              value={months}
              onChange={(e) => {
                setMonths(Number(e.target.value));
                void choose({
                  type_payment: "installment",
                  payment_company: company,
                  installment: `${company}:${e.target.value}`,
                });
              }}
              className="rounded-md border border-gray-300 bg-white px-3 py-2"
            >
              {(sub?.months ?? []).map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </CheckoutSection>
  );
}
