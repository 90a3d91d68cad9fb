import { useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { CatalogCard } from "../../../contract/catalog.js";
import { getApi, getMarketOf } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { ProductImage } from "../../ui/product-image.js";
import { requireUser } from "../account/require-user.js";
import { AccountReviews } from "./account-reviews.js";
import { productsToReviewQuery } from "./api/catalog-queries.js";
import { ReviewForm } from "./review-form.js";

type Data = { items: CatalogCard[] };

export async function productsToReviewLoader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = getApi(context);
  await requireUser(api, request, getMarketOf(context).slugs.login);
  return productsToReviewQuery(api).load();
}

export const productsToReviewHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("catalog:reviews.toReview"), robots: "noindex" }),
};

/**
 * A customer's bought products not yet reviewed, each with the review form (published after
 * approval), and under them the reviews they wrote with their state.
 */
export function ProductsToReviewPage() {
  const { items } = useLoaderData() as Data;
  const t = useT("catalog");
  const { price } = useShop();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <div>
        <h2 className="text-xl font-semibold">{t("reviews.toReview")}</h2>
        {items.length === 0 ? (
          <p className="mt-4 text-gray-700">{t("reviews.nothingToReview")}</p>
        ) : (
          <ul className="mt-5 space-y-4">
            {items.map((p) => (
              <li key={p.id} className="rounded-lg border border-gray-200 p-4">
                <div className="flex items-center gap-4">
                  <div className="w-16">
                    <ProductImage
                      name={p.name}
                      colorHex={p.color_hex}
                      type={p.type}
                      image={p.image}
                      size="sm"
                    />
                  </div>
                  <div className="flex-1">
                    <Link to={`/${p.seo_name}/`} className="font-semibold hover:underline">
                      {p.long_name}
                    </Link>
                    <p className="text-sm text-gray-600">{price(p.price)}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setOpen(open === p.id ? null : p.id)}
                    aria-expanded={open === p.id}
                    className="rounded-md border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800"
                  >
                    {t("reviews.write")}
                  </button>
                </div>
                {open === p.id && (
                  <div className="mt-4">
                    <ReviewForm masterSeoName={p.master_seo_name} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <AccountReviews />
    </>
  );
}
