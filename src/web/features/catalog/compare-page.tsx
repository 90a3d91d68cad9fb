import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import type { CompareResponse } from "../../../contract/catalog-compare.js";
import { MAX_COMPARED } from "../../../domain/compare.js";
import type { Market } from "../../../domain/market.js";
import { getApi, getMarketOf } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { HorizontalScroller } from "../../ui/horizontal-scroller.js";
import { ProductImage } from "../../ui/product-image.js";
import { compareQuery, suggestQuery } from "./api/catalog-queries.js";
import { withData } from "./catalog-meta.js";
import { saveCompared } from "./compare-link.js";

type CompareType = keyof Market["catalogSlugs"]["compareTypes"];

// Narrow enough on a 390 px phone for the names and two products side by side; wider from `sm`.
const LABEL_CLASS = "w-[6.5rem] sm:w-40";
const LABEL_WIDTH = "6.5rem";
const COLUMN_WIDTH = "7.75rem";
type CompareData = { type: CompareType; slug: string; products: string[]; result: CompareResponse | null };

const typeOfSlug = (market: Market, slug: string) =>
  (Object.entries(market.catalogSlugs.compareTypes) as [CompareType, string][]).find(
    ([, s]) => s === slug,
  )?.[0];

export async function compareLoader({ params, request, context }: LoaderFunctionArgs): Promise<CompareData> {
  const market = getMarketOf(context);
  const type = typeOfSlug(market, params.type ?? "");
  if (!type) throw data({ message: "not found" }, { status: 404 });
  const products = (new URL(request.url).searchParams.get("p") ?? "")
    .split(",")
    .filter(Boolean)
    .slice(0, MAX_COMPARED);
  const result = products.length ? await compareQuery(getApi(context), products).load() : null;
  return { type, slug: params.type!, products, result };
}

export const compareHandle: RouteHandle<CompareData> = {
  pageType: "compare",
  meta: withData(({ data: d, t, url, market }) => ({
    title: t(`catalog:compare.title.${d.type}`),
    canonical: `${url.origin}/${market.catalogSlugs.compare}/${d.slug}/`,
    robots: d.products.length ? "noindex, follow" : undefined,
  })),
};

/** Comparison of phones, watches, tablets or computers: up to 4 side by side, differences highlighted. */
export function ComparePage() {
  const { type, slug, products, result } = useLoaderData() as CompareData;
  const t = useT("catalog");
  const { market, price } = useShop();
  const navigate = useNavigate();
  const base = `/${market.catalogSlugs.compare}/${slug}/`;
  const withProducts = (list: string[]) => (list.length ? `${base}?p=${list.join(",")}` : base);
  const [onlyDiff, setOnlyDiff] = useState(false);
  useEffect(() => saveCompared(type, products), [type, products]);
  return (
    <div data-page-cache="catalog">
      <h1 className="text-2xl font-bold">{t(`compare.title.${type}`)}</h1>
      <nav className="mt-3 flex flex-wrap gap-2" aria-label={t("compare.types")}>
        {(Object.entries(market.catalogSlugs.compareTypes) as [CompareType, string][]).map(([k, s]) => (
          <Link
            key={k}
            to={`/${market.catalogSlugs.compare}/${s}/`}
            aria-current={k === type ? "page" : undefined}
            className="rounded-full border border-gray-300 px-3 py-1 text-sm aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-50"
          >
            {t(`compare.type.${k}`)}
          </Link>
        ))}
      </nav>
      {products.length < MAX_COMPARED && (
        <ComparePicker
          type={type}
          onPick={(seo) => navigate(withProducts([...products, seo]), { preventScrollReset: true })}
          exclude={products}
        />
      )}
      {!result ? (
        <p className="mt-6 text-gray-600">{t("compare.empty")}</p>
      ) : (
        <div className="mt-6">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={onlyDiff}
                onChange={(e) => setOnlyDiff(e.target.checked)}
                className="accent-teal-700"
              />{" "}
              {t("compare.onlyDifferences")}
            </label>
            {/* Two products fit beside the names on a phone; more need a sideways swipe. */}
            {result.items.length > 2 && (
              <p className="text-xs text-gray-600 sm:hidden">{t("compare.scrollHint")}</p>
            )}
          </div>
          <HorizontalScroller>
            <table
              className="w-full table-fixed border-collapse text-sm"
              style={{ minWidth: `calc(${LABEL_WIDTH} + ${result.items.length} * ${COLUMN_WIDTH})` }}
            >
              <thead>
                <tr>
                  <th scope="col" className={`sticky left-0 z-10 bg-white ${LABEL_CLASS}`} />
                  {result.items.map((p, i) => (
                    <th
                      key={p.id}
                      scope="col"
                      className="border-b border-gray-200 p-2 align-top text-xs font-normal sm:text-sm"
                    >
                      <ProductImage
                        name={p.name}
                        colorHex={p.color_hex}
                        type={p.type}
                        image={p.image}
                        size="sm"
                      />
                      <Link to={`/${p.seo_name}/`} className="mt-1 block font-semibold hover:underline">
                        {p.long_name}
                      </Link>
                      <p className="font-bold">{price(p.price)}</p>
                      <Link
                        to={withProducts(products.filter((_, j) => j !== i))}
                        preventScrollReset
                        className="text-xs text-red-700 underline"
                      >
                        {t("compare.remove")}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows
                  .filter((r) => !onlyDiff || r.differs)
                  .map((r) => (
                    <tr key={r.key} className={r.differs ? "bg-amber-50" : ""} data-differs={r.differs}>
                      <th
                        scope="row"
                        className={`sticky left-0 z-10 border-b border-gray-100 p-2 text-left text-xs font-normal text-gray-600 shadow-[1px_0_0_#e5e7eb] sm:text-sm ${r.differs ? "bg-amber-50" : "bg-white"} ${LABEL_CLASS}`}
                      >
                        {r.label}
                      </th>
                      {r.values.map((v, i) => (
                        <td
                          key={result.items[i]?.id ?? i}
                          className={`border-b border-gray-100 p-2 break-words ${r.best === i ? "font-bold text-emerald-800" : ""}`}
                        >
                          {v ?? "—"}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
          </HorizontalScroller>
        </div>
      )}
    </div>
  );
}

/** Finds products of the compared type by name (search suggestions limited to the type). */
function ComparePicker({
  type,
  onPick,
  exclude,
}: {
  type: CompareType;
  onPick: (seo: string) => void;
  exclude: string[];
}) {
  const t = useT("catalog");
  const { api } = useShop();
  const [q, setQ] = useState("");
  const found = useQuery({ ...suggestQuery(api, q, type), enabled: q.trim().length >= 2 });
  return (
    <div className="mt-4 max-w-md">
      <label htmlFor="compare-add" className="text-sm font-medium">
        {t("compare.add")}
      </label>
      <input
        id="compare-add"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t("compare.addPlaceholder")}
        className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
      />
      {found.data && (
        <ul className="mt-1 divide-y rounded-md border border-gray-200">
          {found.data.products
            .filter((p) => !exclude.includes(p.seo_name))
            .map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(p.seo_name);
                    setQ("");
                  }}
                  className="w-full px-3 py-2 text-left text-sm hover:bg-gray-50"
                >
                  {p.long_name}
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
