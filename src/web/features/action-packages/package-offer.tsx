import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { PackageOffer } from "../../../contract/action-packages.js";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { ProductImage } from "../../ui/product-image.js";
import { useToast } from "../../ui/toast.js";
import { productOffersQuery } from "./api/action-packages-queries.js";

/**
 * "Kupte v balíčku: telefon + obal + sklo za X, ušetříte Y" on a part's product page (issue 20),
 * with the parts' pictures and an add button. Loads after the page; shows nothing without offers.
 */
export function PackageOffers({ productId }: { productId: number }) {
  const { api } = useShop();
  const offers = useQuery({
    ...productOffersQuery(api, productId),
    enabled: api.has("action-packages:product-offers"),
  });
  if (!offers.data?.offers.length) return null;
  return (
    <div className="mt-4 space-y-3">
      {offers.data.offers.map((o) => (
        <OfferCard key={o.id} offer={o} />
      ))}
    </div>
  );
}

function OfferCard({ offer: o }: { offer: PackageOffer }) {
  const t = useT("action-packages");
  const { api, price } = useShop();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const names = o.parts.map((p) => (p.quantity > 1 ? `${p.quantity}× ${p.name}` : p.name)).join(" + ");
  async function add(e: FormEvent) {
    e.preventDefault();
    if (busy || !o.available) return;
    setBusy(true);
    try {
      const res = await api.post("action-packages:cart-add", { package_id: o.id, quantity: 1 });
      toast.success(res.message);
      track("add_to_cart", { action_package_id: o.id, value: o.price / 100 });
      revalidator.revalidate();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.firstMessage() : t("notOnSale"));
    } finally {
      setBusy(false);
    }
  }
  const headingId = `package-offer-${o.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">{t("offerHeading")}</p>
      <h2 id={headingId} className="mt-1 font-semibold">
        {t("offerTitle", { parts: names, price: price(o.price), saving: price(o.saving) })}
      </h2>
      <ul className="mt-2 flex flex-wrap items-center gap-2" aria-label={o.name}>
        {o.parts.map((p, i) => (
          <li key={p.product_id} className="flex items-center gap-2">
            {i > 0 && (
              <span aria-hidden="true" className="text-lg font-bold text-teal-800">
                +
              </span>
            )}
            <div className="w-14 rounded bg-white p-1">
              <ProductImage
                name={p.name}
                colorHex={p.color_hex}
                type={p.type_code}
                src={p.image_url}
                size="sm"
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <span className="text-lg font-bold">{price(o.price)}</span>{" "}
        <span className="text-gray-500 line-through">{price(o.parts_total)}</span>
      </p>
      {o.unavailable_reason && (
        <p role="alert" className="mt-1 text-red-800">
          {o.unavailable_reason}
        </p>
      )}
      <form method="post" action={api.url("action-packages:cart-add")} onSubmit={add} className="mt-2">
        <input type="hidden" name="package_id" value={o.id} />
        <input type="hidden" name="quantity" value={1} />
        <button
          type="submit"
          disabled={!o.available || busy}
          aria-busy={busy}
          className="w-full rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {busy ? t("adding") : t("addPackage")}
        </button>
      </form>
    </section>
  );
}
