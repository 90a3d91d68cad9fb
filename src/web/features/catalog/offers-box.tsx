import { useQuery } from "@tanstack/react-query";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import { highestBonusPercent } from "../../../domain/buyback-bonus.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { bonusesQuery } from "../buyback/api/buyback-queries.js";
import { Countdown } from "./countdown.js";

/** Special offers (a time-limited one counts down), gifts, and the buy-back bonus teaser. */
export function OffersBox({ product }: { product: ProductDetail }) {
  const t = useT("catalog");
  const { price } = useShop();
  if (!product.offers.length && !product.gifts.length) return <BuybackTeaser product={product} />;
  return (
    <div className="mt-4 space-y-2">
      {product.offers.map((o) => (
        <div
          key={o.id}
          className={`rounded-lg p-3 text-sm ${o.kind === "time_limited" ? "border border-red-200 bg-red-50" : "bg-amber-50"}`}
        >
          <p className="font-semibold">{o.name}</p>
          {o.description && <p className="text-gray-700">{o.description}</p>}
          {o.kind === "time_limited" && o.valid_to && (
            <p className="mt-1 text-red-800">
              {t("offers.endsIn")} <Countdown until={o.valid_to} />
            </p>
          )}
        </div>
      ))}
      {product.gifts.length > 0 && (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm">
          <p className="font-semibold">{t("offers.gifts")}</p>
          <ul className="mt-1 list-inside list-disc">
            {product.gifts.map((g) => (
              <li key={g.name}>
                {g.seo_name ? (
                  <AppLink to={`/${g.seo_name}/`} className="underline">
                    {g.name}
                  </AppLink>
                ) : (
                  g.name
                )}
                {g.value > 0 && (
                  <span className="text-gray-600"> ({t("offers.worth", { price: price(g.value) })})</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <BuybackTeaser product={product} />
    </div>
  );
}

/** "Get X % more when you trade in": the buy-back bonus that applies to this device's type. */
function BuybackTeaser({ product }: { product: ProductDetail }) {
  const t = useT("catalog");
  const { api, market } = useShop();
  const bonuses = useQuery({
    ...bonusesQuery(api),
    enabled: api.has("buyback:bonuses") && product.type.code !== "accessory",
  });
  const percent = highestBonusPercent(bonuses.data?.bonuses_manufacturers ?? [], product.type.code);
  if (!percent) return null;
  return (
    <AppLink
      to={`/${market.slugs.buyback}/`}
      className="mt-2 block rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900 hover:bg-teal-100"
    >
      <span className="font-semibold">{t("offers.buybackTitle", { percent })}</span> {t("offers.buybackText")}
    </AppLink>
  );
}
