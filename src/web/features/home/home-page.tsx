import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { ProductCard as Card } from "../../../contract/product-card.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useT } from "../../shop-context.js";
import { ProductCard } from "../../ui/product-card.js";

interface HomeData {
  newest: Card[];
  discounted: Card[];
}

export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  return getApi(context).get<HomeData>("content:home");
}

export const homeHandle: RouteHandle = {
  pageType: "home_page",
  meta: ({ t, url }) => ({
    title: t("shop.name"),
    description: t("shop.tagline"),
    canonical: `${url.origin}/`,
  }),
};

export function HomePage() {
  const data = useLoaderData() as HomeData;
  const t = useT();
  return (
    <div className="space-y-10">
      <section className="rounded-2xl bg-gradient-to-r from-teal-700 to-teal-900 px-6 py-10 text-white">
        <h1 className="text-3xl font-bold">{t("home.title")}</h1>
        <p className="mt-2 text-teal-100">{t("shop.tagline")}</p>
      </section>
      <ProductSection title={t("home.newProducts")} products={data.newest} />
      <ProductSection title={t("home.recommended")} products={data.discounted} />
    </div>
  );
}

function ProductSection({ title, products }: { title: string; products: Card[] }) {
  const t = useT();
  return (
    <section>
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      {products.length === 0 ? (
        <p className="text-gray-600">{t("home.empty")}</p>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </section>
  );
}
