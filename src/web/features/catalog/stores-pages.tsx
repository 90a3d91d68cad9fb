import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { ResponseOf } from "../../../contract/api-client.js";
import type { Store } from "../../../contract/stores.js";
import { formatNumber } from "../../../domain/numbers.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { ContactForm } from "../engagement/contact-form.js";
import { publicSettingsQuery } from "../settings/api/settings-queries.js";
import { StorePhotos } from "../stores/store-photos.js";
import { StoreServices } from "../stores/store-services.js";
import { StoreToday } from "../stores/store-today.js";
import { StoreUpcoming } from "../stores/store-upcoming.js";
import { storeQuery, storesQuery } from "./api/catalog-queries.js";
import { apiStatus } from "./api-status.js";
import { withData } from "./catalog-meta.js";
import { OpeningHoursTable } from "./opening-hours-table.js";
import { StoreMapNumber, StoresMap } from "./stores-map.js";

type StoresData = { items: Store[]; showrooms: boolean };

export const storesLoader =
  (showrooms: boolean) =>
  async ({ context }: LoaderFunctionArgs): Promise<StoresData> => ({
    showrooms,
    ...(await storesQuery(getApi(context), showrooms ? "showroom" : undefined).load()),
  });

/** Schema.org Store of a store page (JSON-LD). */
function storeLd(s: Store, url: string) {
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    name: s.name,
    url,
    telephone: s.phone,
    email: s.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: s.street,
      addressLocality: s.city,
      postalCode: s.postcode,
      addressCountry: s.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: s.latitude, longitude: s.longitude },
    openingHoursSpecification: Object.entries(s.opening_hours).flatMap(([d, ranges]) =>
      ranges.map(([opens, closes]) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days[Number(d) - 1],
        opens,
        closes,
      })),
    ),
  };
}

export const storesHandle: RouteHandle<StoresData> = {
  meta: withData(({ data: d, t, url }) => ({
    title: d.showrooms ? t("catalog:stores.showrooms") : t("catalog:stores.title"),
    description: t("catalog:stores.description", { count: d.items.length }),
    canonical: `${url.origin}${url.pathname}`,
  })),
};

export function StoresPage() {
  const { items, showrooms } = useLoaderData() as StoresData;
  const t = useT("catalog");
  const { market } = useShop();
  return (
    <div data-page-cache="catalog">
      <h1 className="text-2xl font-bold">{showrooms ? t("stores.showrooms") : t("stores.title")}</h1>
      <p className="mt-2 text-gray-600">{showrooms ? t("stores.showroomsText") : t("stores.text")}</p>
      <nav className="mt-3 flex gap-2 text-sm">
        <Link
          to={`/${market.slugs.stores}/`}
          aria-current={!showrooms ? "page" : undefined}
          className="rounded-full border px-3 py-1 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-50"
        >
          {t("stores.all")}
        </Link>
        <Link
          to={`/${market.catalogSlugs.showrooms}/`}
          aria-current={showrooms ? "page" : undefined}
          className="rounded-full border px-3 py-1 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-50"
        >
          {t("stores.showrooms")}
        </Link>
      </nav>
      <div className="mt-5 grid items-start gap-6 lg:grid-cols-[1fr_1fr]">
        <StoresMap stores={items} />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {items.map((s, i) => (
            <li key={s.id} className="rounded-lg border border-gray-200 p-3">
              <Link
                to={`/${market.slugs.stores}/${s.seo_name}/`}
                className="flex items-center font-semibold text-teal-800 hover:underline"
              >
                <StoreMapNumber number={i + 1} />
                {s.name}
              </Link>
              <p className="text-sm text-gray-700">
                {s.street}, {s.postcode} {s.city}
              </p>
              <StoreToday today={s.today} openNow={s.open_now} className="text-sm" />
              <StoreServices store={s} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export async function storeLoader({ params, context }: LoaderFunctionArgs): Promise<Store> {
  try {
    return await storeQuery(getApi(context), params.seo ?? "").load();
  } catch (e) {
    if (apiStatus(e) === 404) throw data({ message: "not found" }, { status: 404 });
    throw e;
  }
}

export const storeHandle: RouteHandle<Store> = {
  meta: withData(({ data: s, t, url }) => {
    const canonical = `${url.origin}${url.pathname}`;
    return {
      title: s.name,
      description: t("catalog:stores.storeDescription", { name: s.name, street: s.street, city: s.city }),
      canonical,
      og: { type: "business.business", url: canonical },
      jsonLd: [storeLd(s, canonical)],
    };
  }),
};

/** A store: address, hours, services, phone and e-mail, and where it is (coordinates and a map link). */
export function StorePage() {
  const s = useLoaderData() as Store;
  const t = useT("catalog");
  const ts = useT("stores");
  const { market } = useShop();
  const coordinate = (degrees: number) =>
    formatNumber(degrees, market, { minFractionDigits: 4, maxFractionDigits: 4 });
  return (
    <div data-page-cache="catalog">
      <Link to={`/${market.slugs.stores}/`} className="text-sm text-teal-800 hover:underline">
        ← {t("stores.title")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{s.name}</h1>
      <StoreToday today={s.today} openNow={s.open_now} className="mt-1" />
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <address className="not-italic">
            {s.street}
            <br />
            {s.postcode} {s.city}
          </address>
          <p>
            <a href={`tel:${s.phone.replace(/\s/g, "")}`} className="text-teal-800 hover:underline">
              {s.phone}
            </a>
            <br />
            <a href={`mailto:${s.email}`} className="text-teal-800 hover:underline">
              {s.email}
            </a>
          </p>
          <div>
            <h2 className="mb-1 font-semibold">{t("stores.hours")}</h2>
            <OpeningHoursTable hours={s.opening_hours} />
          </div>
          <StoreUpcoming days={s.upcoming} />
          <div>
            <h2 className="font-semibold">{ts("servicesTitle")}</h2>
            <StoreServices store={s} />
          </div>
        </div>
        <div className="space-y-3">
          <StorePhotos photos={s.photos} />
          <StoresMap stores={[s]} />
          <p className="mt-2 text-sm">
            {t("stores.coordinates")}: {coordinate(s.latitude)}; {coordinate(s.longitude)} ·{" "}
            <a href={s.map_url} className="text-teal-800 underline" rel="noopener">
              {t("stores.openMap")}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}

/** Contact: the shop's line and e-mail, the service and buy-back centres, and every store's phone. */
type ContactData = StoresData & { contact: ResponseOf<"settings:public"> };

/** The contact page: the stores, and the shop's line, hours and e-mail from the shop settings (issue 20). */
export const contactLoader = async (args: LoaderFunctionArgs): Promise<ContactData> => {
  const [stores, contact] = await Promise.all([
    storesLoader(false)(args),
    publicSettingsQuery(getApi(args.context)).load(),
  ]);
  return { ...stores, contact };
};

export function ContactPage() {
  const { items, contact } = useLoaderData() as ContactData;
  const t = useT("catalog");
  const { market } = useShop();
  return (
    <div data-page-cache="catalog">
      <h1 className="text-2xl font-bold">{t("contact.title")}</h1>
      <div className="mt-5 grid gap-6 md:grid-cols-3">
        <section className="rounded-lg bg-teal-50 p-4">
          <h2 className="font-semibold">{t("contact.hotline")}</h2>
          <p className="mt-1 text-2xl font-bold text-teal-900">
            <a href={`tel:${contact.contact_phone.replace(/\s/g, "")}`}>{contact.contact_phone}</a>
          </p>
          <p className="text-sm text-gray-700">{contact.contact_hours}</p>
          <p className="mt-2">
            <a href={`mailto:${contact.contact_email}`} className="text-teal-800 underline">
              {contact.contact_email}
            </a>
          </p>
        </section>
        <section className="md:col-span-2">
          <h2 className="font-semibold">{t("contact.stores")}</h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {items.map((s) => (
              <li key={s.id} className="text-sm">
                <Link
                  to={`/${market.slugs.stores}/${s.seo_name}/`}
                  className="font-medium text-teal-800 hover:underline"
                >
                  {s.name}
                </Link>
                <br />
                <a href={`tel:${s.phone.replace(/\s/g, "")}`}>{s.phone}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mt-8 max-w-3xl">
        <ContactForm />
      </div>
      <section className="mt-8 text-sm text-gray-700">
        <h2 className="font-semibold text-gray-900">{t("contact.company")}</h2>
        <p className="mt-1 whitespace-pre-line">{t("contact.companyText")}</p>
      </section>
    </div>
  );
}
export const contactHandle: RouteHandle = {
  meta: ({ t, url }) => ({
    title: t("catalog:contact.title"),
    description: t("catalog:contact.description"),
    canonical: `${url.origin}${url.pathname}`,
  }),
};
