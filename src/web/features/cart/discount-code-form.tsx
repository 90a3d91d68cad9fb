import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";

/** Discount code and card discount (ISIC): errors are shown under the field (spec: invalid sale code). */
export function DiscountCodeForm({
  applied,
}: {
  applied: { id: number; name: string; code: string | null; amount: number }[];
}) {
  const t = useT("checkout");
  const { api, price } = useShop();
  const revalidator = useRevalidator();
  const [code, setCode] = useState("");
  const [card, setCard] = useState({ cardNumber: "", cardHolder: "" });
  const [error, setError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [showCard, setShowCard] = useState(false);

  async function add(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await api.post("checkout:discount-add", { code });
      track("use_code", { code });
      setCode("");
      await revalidator.revalidate();
    } catch (err) {
      setError(err instanceof ApiError ? err.firstMessage() : t("invalidOrder"));
    }
  }
  async function addCard(e: FormEvent) {
    e.preventDefault();
    setCardError(null);
    try {
      await api.post("checkout:card-discount", card);
      track("use_isic_discount");
      await revalidator.revalidate();
    } catch (err) {
      setCardError(err instanceof ApiError ? err.firstMessage() : t("invalidCard"));
    }
  }
  async function remove(id: number) {
    await api.post("checkout:discount-remove", { discount_id: id });
    await revalidator.revalidate();
  }

  return (
    <div className="space-y-3">
      {applied.length > 0 && (
        <ul className="space-y-1 text-sm">
          {applied.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-2 text-emerald-800">
              <span>
                {d.name} {d.code ? <code className="rounded bg-emerald-50 px-1">{d.code}</code> : null}
              </span>
              <span className="flex items-center gap-2">
                −{price(d.amount)}
                <button
                  type="button"
                  onClick={() => void remove(d.id)}
                  className="text-red-700 underline"
                  aria-label={`${t("removeCode")} ${d.code ?? d.name}`}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex gap-2" noValidate>
        <label htmlFor="discount-code" className="sr-only">
          {t("code")}
        </label>
        <input
          id="discount-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("code")}
          aria-invalid={error ? true : undefined}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 uppercase"
        />
        <button
          type="submit"
          disabled={!code.trim()}
          className="rounded-md border border-teal-700 px-3 py-2 font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-50"
        >
          {t("applyCode")}
        </button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => setShowCard(!showCard)}
        className="text-sm text-teal-800 underline"
        aria-expanded={showCard}
      >
        {t("cardDiscount")}
      </button>
      {showCard && (
        <form onSubmit={addCard} className="grid gap-2" noValidate>
          <label className="text-sm">
            {t("cardNumber")}
            <input
              value={card.cardNumber}
              onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
              className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
            />
          </label>
          <label className="text-sm">
            {t("cardHolder")}
            <input
              value={card.cardHolder}
              onChange={(e) => setCard({ ...card, cardHolder: e.target.value })}
              className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
            />
          </label>
          {cardError && (
            <p role="alert" className="text-sm text-red-700">
              {cardError}
            </p>
          )}
          <button
            type="submit"
            className="rounded-md border border-teal-700 px-3 py-2 font-semibold text-teal-800 hover:bg-teal-50"
          >
            {t("applyCard")}
          </button>
        </form>
      )}
    </div>
  );
}
