import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import type { ReviewsResponse } from "../../../contract/reviews.js";
import { useShop, useT } from "../../shop-context.js";
import { RememberedTabs, type Tab } from "../../ui/remembered-tabs.js";
import { leaseInfoQuery } from "./api/catalog-queries.js";
import { catalogEvents } from "./catalog-analytics.js";
import { ReviewList } from "./review-list.js";

/** Description, parameters, reviews and (for leased devices) the lease tab; a click is the spec's tab event. */
export function ProductTabs({ product, reviews }: { product: ProductDetail; reviews: ReviewsResponse }) {
  const t = useT("catalog");
  const tabs: Tab[] = [
    {
      id: "description",
      label: t("tabs.description"),
      content: <p className="max-w-3xl whitespace-pre-line text-gray-800">{product.master.description}</p>,
    },
    { id: "parameters", label: t("tabs.parameters"), content: <AttributesTable product={product} /> },
    {
      id: "reviews",
      label: `${t("tabs.reviews")} (${reviews.summary.count})`,
      content: (
        <div className="grid gap-8 md:grid-cols-2">
          <ReviewList reviews={reviews} />
          <WriteReview masterSeoName={product.master.seo_name} />
        </div>
      ),
    },
  ];
  if (product.is_leased)
    tabs.push({ id: "lease", label: t("tabs.lease"), content: <LeaseTab product={product} /> });
  return <RememberedTabs tabs={tabs} rememberKey="product" onSelect={(id) => catalogEvents.tab(id)} />;
}

function AttributesTable({ product }: { product: ProductDetail }) {
  const t = useT("catalog");
  const rows = [
    ...product.attributes,
    {
      code: "basic",
      name: t("tabs.basic"),
      items: [
        { key: "manufacturer", label: t("facet.manufacturer"), value: product.manufacturer.name, unit: null },
        { key: "code", label: t("tabs.code"), value: product.code, unit: null },
        ...(product.ean ? [{ key: "ean", label: "EAN", value: product.ean, unit: null }] : []),
        ...(product.color_name
          ? [{ key: "color", label: t("switch.color"), value: product.color_name, unit: null }]
          : []),
        { key: "quality", label: t("facet.quality"), value: t(`quality.${product.quality}`), unit: null },
      ],
    },
  ];
  return (
    <div className="grid max-w-3xl gap-6">
      {rows.map((g) => (
        <table key={g.code ?? g.name} className="w-full text-sm">
          {g.name && <caption className="mb-1 text-left font-semibold">{g.name}</caption>}
          <tbody>
            {g.items.map((a) => (
              <tr key={a.key} className="border-b border-gray-100">
                <th scope="row" className="w-1/2 py-2 pr-4 text-left font-normal text-gray-600">
                  {a.label}
                </th>
                <td className="py-2 text-gray-900">{a.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** The lease tab: the cart's lease offer for this model (monthly price per term). */
function LeaseTab({ product }: { product: ProductDetail }) {
  const t = useT("catalog");
  const { api, price } = useShop();
  const lease = useQuery({ ...leaseInfoQuery(api, product.master.id), enabled: api.has("cart:lease-info") });
  if (!lease.data?.options.length) return <p className="text-gray-700">{t("lease.text")}</p>;
  return (
    <div className="max-w-xl">
      <p className="mb-3 text-gray-700">{t("lease.text")}</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left">
            <th className="py-2">{t("lease.months")}</th>
            <th className="py-2">{t("lease.monthly")}</th>
            <th className="py-2">{t("lease.residual")}</th>
          </tr>
        </thead>
        <tbody>
          {lease.data.options.map((o) => (
            <tr key={o.months} className="border-b border-gray-100">
              <td className="py-2">{o.months}</td>
              <td className="py-2 font-semibold">{price(o.monthly)}</td>
              <td className="py-2">{price(o.residual)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-gray-500">{lease.data.company}</p>
    </div>
  );
}

// The form's code (zod, react-hook-form) downloads when a visitor opens it.
const ReviewForm = lazy(() => import("./review-form.js").then((m) => ({ default: m.ReviewForm })));

/** The review form opens on request: most visitors only read reviews, and the page renders faster without it. */
function WriteReview({ masterSeoName }: { masterSeoName: string }) {
  const t = useT("catalog");
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <Suspense fallback={<p className="text-sm text-gray-500">{t("reviews.loadingForm")}</p>}>
        <ReviewForm masterSeoName={masterSeoName} />
      </Suspense>
    );
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-teal-700 px-4 py-2 font-semibold text-teal-800 hover:bg-teal-50"
      >
        {t("reviews.write")}
      </button>
    </div>
  );
}
