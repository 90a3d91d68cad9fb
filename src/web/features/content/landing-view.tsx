import { useQuery } from "@tanstack/react-query";
import type { ComponentParams, ComponentView, LandingView } from "../../../contract/content.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { Picture } from "../../ui/product-image.js";
import { CardGrid } from "../catalog/catalog-card.js";
import { Countdown } from "../catalog/countdown.js";
import { limitedLeaseQuery } from "./api/content-queries.js";
import { FaqList } from "./faq-list.js";
import { RichText } from "./rich-text.js";

/** A landing page as shoppers see it (and staff in the preview): its components in order. */
export function LandingBody({ page }: { page: LandingView }) {
  const heroFirst = page.components[0]?.type === "hero";
  return (
    <div className="space-y-10">
      {!heroFirst && <h1 className="text-2xl font-bold sm:text-3xl">{page.title}</h1>}
      {page.components.map((c, i) => (
        <LandingComponent key={c.id} component={c} headline={heroFirst && i === 0} />
      ))}
    </div>
  );
}

const paramsOf = <T extends keyof ComponentParams>(c: ComponentView) => c.params as ComponentParams[T];

function LandingComponent({ component: c, headline }: { component: ComponentView; headline: boolean }) {
  switch (c.type) {
    case "hero":
      return <Hero component={c} headline={headline} />;
    case "product_strip":
      return <ProductStrip component={c} />;
    case "text": {
      const p = paramsOf<"text">(c);
      return (
        <section className="max-w-3xl">
          {p.title && <h2 className="mb-3 text-xl font-bold">{p.title}</h2>}
          <RichText html={c.body_html ?? ""} />
        </section>
      );
    }
    case "banner":
      return <Banner component={c} />;
    case "faq": {
      const p = paramsOf<"faq">(c);
      return (
        <section className="max-w-3xl">
          <h2 className="mb-3 text-xl font-bold">{p.title}</h2>
          <FaqList items={c.faq} />
        </section>
      );
    }
    case "countdown":
      return <CountdownOffer component={c} />;
  }
}

function Hero({ component: c, headline }: { component: ComponentView; headline: boolean }) {
  const p = paramsOf<"hero">(c);
  const Title = headline ? "h1" : "h2";
  return (
    <section
      className="grid items-center gap-6 overflow-hidden rounded-2xl p-6 text-white sm:p-10 md:grid-cols-2"
      style={{ backgroundColor: p.color }}
    >
      <div>
        <Title className="text-3xl font-bold sm:text-4xl">{p.title}</Title>
        {p.subtitle && <p className="mt-3 text-lg">{p.subtitle}</p>}
        {p.cta_label && p.cta_url && (
          <AppLink
            to={p.cta_url}
            className="mt-5 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-100"
          >
            {p.cta_label}
          </AppLink>
        )}
      </div>
      {c.image && (
        <Picture
          image={c.image}
          sizes="(min-width: 1120px) 560px, 100vw"
          className="h-auto w-full rounded-xl object-cover"
          priority={headline ? "high" : undefined}
        />
      )}
    </section>
  );
}

function ProductStrip({ component: c }: { component: ComponentView }) {
  const t = useT("content");
  const p = paramsOf<"product_strip">(c);
  return (
    <section aria-labelledby={`strip-${c.id}`}>
      <h2 id={`strip-${c.id}`} className="mb-3 text-xl font-bold">
        {p.title}
      </h2>
      {c.cards.length ? (
        <CardGrid items={c.cards} list={`landing_${c.id}`} />
      ) : (
        <p className="text-gray-600">{t("landing.noProducts")}</p>
      )}
    </section>
  );
}

function Banner({ component: c }: { component: ComponentView }) {
  const p = paramsOf<"banner">(c);
  return (
    <AppLink
      to={p.url}
      className="flex flex-col items-center gap-4 rounded-xl p-5 text-white hover:opacity-95 sm:flex-row"
      style={{ backgroundColor: p.color }}
    >
      {c.image && (
        <Picture
          image={c.image}
          sizes="(min-width: 768px) 240px, 100vw"
          className="h-auto w-full max-w-60 rounded-lg"
        />
      )}
      <span>
        <span className="block text-xl font-bold">{p.title}</span>
        {p.text && <span className="mt-1 block">{p.text}</span>}
      </span>
    </AppLink>
  );
}

/** The time-limited offer: a countdown to its end and the component's running lease offers. */
function CountdownOffer({ component: c }: { component: ComponentView }) {
  const t = useT("content");
  const { api, price } = useShop();
  const p = paramsOf<"countdown">(c);
  // Loaded in the browser: the offers' seconds left are the shopper's, not the cached page's.
  const offers = useQuery({ ...limitedLeaseQuery(api, c.id), enabled: typeof window !== "undefined" });
  const ended = new Date(p.ends_at).getTime() <= Date.now();
  return (
    <section
      aria-labelledby={`countdown-${c.id}`}
      className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5"
      data-testid="countdown"
    >
      <h2 id={`countdown-${c.id}`} className="text-xl font-bold">
        {p.title}
      </h2>
      {p.text && <p className="mt-1 text-gray-800">{p.text}</p>}
      <p className="mt-3 text-lg" suppressHydrationWarning>
        {ended ? (
          t("landing.ended")
        ) : (
          <>
            {t("landing.endsIn")}{" "}
            <strong>
              <Countdown until={p.ends_at} />
            </strong>
          </>
        )}
      </p>
      {offers.isError && <p className="mt-2 text-sm text-red-800">{t("landing.leaseFailed")}</p>}
      {!!offers.data?.offers.length && (
        <div className="mt-4">
          <h3 className="font-semibold">{t("landing.leaseTitle")}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {offers.data.offers.map((o) => (
              <li key={o.id}>
                {t("landing.lease", {
                  name: o.master_product_name,
                  months: o.months,
                  price: price(o.monthly_price),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
