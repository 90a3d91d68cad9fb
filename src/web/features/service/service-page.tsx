import { useEffect, useRef } from "react";
import { Link, useLoaderData } from "react-router";
import type { ServiceSelectorResponse } from "../../../contract/service.js";
import { useShop, useT } from "../../shop-context.js";
import { DeviceSelector, scrollIntoViewWithOffset } from "../device-selector/device-selector.js";
import { useDeviceSelector } from "../device-selector/use-device-selector.js";
import { OperationsList } from "./operations-list.js";
import { OrderForm } from "./order-form.js";
import { OrderSummary } from "./order-summary.js";
import { SmartSearch } from "./smart-search.js";
import { useServicePage } from "./use-service-page.js";

/** Spec §2 Service page: smart search or the selector → the colour's operations → order a repair. */
export function ServicePage() {
  const data = useLoaderData() as ServiceSelectorResponse;
  const t = useT("service");
  const { market } = useShop();
  const page = useServicePage(data);
  const selector = useDeviceSelector("service", page.start, page.onSelection);
  const list = useRef<HTMLElement>(null);
  const form = useRef<HTMLDivElement>(null);

  // A freshly loaded list scrolls into view, as each selector step does.
  const shown = useRef(data.operations);
  useEffect(() => {
    if (page.operations && page.operations !== shown.current) scrollIntoViewWithOffset(list.current);
    shown.current = page.operations;
  }, [page.operations]);

  const chosen = (page.operations ?? []).filter((o) => page.chosen.includes(o.value));
  return (
    <div className="space-y-8">
      <header className="rounded-2xl bg-gradient-to-r from-teal-700 to-teal-900 px-5 py-7 text-white sm:px-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("page.title")}</h1>
        <p className="mt-2 max-w-2xl text-teal-100">{t("page.intro")}</p>
        <ul className="mt-4 grid gap-2 text-sm text-teal-50 sm:grid-cols-3">
          <li>✓ {t("page.point1")}</li>
          <li>✓ {t("page.point2")}</li>
          <li>✓ {t("page.point3")}</li>
        </ul>
      </header>

      <section className="max-w-xl">
        <SmartSearch onPick={(model) => void page.loadProduct(model)} />
      </section>

      <DeviceSelector state={selector.state} choose={selector.choose} />

      {page.loading && <p className="text-gray-600">{t("operations.loading")}</p>}
      {page.error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {page.error}
        </p>
      )}

      {page.operations && (
        <section
          ref={list}
          aria-labelledby="service-operations"
          className="grid gap-6 md:grid-cols-[1fr_20rem]"
        >
          <div>
            <h2 id="service-operations" className="mb-1 text-lg font-semibold">
              {t("operations.title")}
            </h2>
            {page.deviceLabel && <p className="mb-3 text-gray-600">{page.deviceLabel}</p>}
            <OperationsList operations={page.operations} chosen={page.chosen} onToggle={page.toggle} />
          </div>
          <aside className="md:sticky md:top-4 md:self-start">
            <OrderSummary chosen={chosen} onContinue={() => scrollIntoViewWithOffset(form.current)} />
          </aside>
        </section>
      )}

      {page.operations && chosen.length > 0 && page.selection.color && (
        <div ref={form} className="max-w-3xl">
          <OrderForm color={page.selection.color} chosen={chosen} />
        </div>
      )}

      <aside className="rounded-xl border border-gray-200 bg-gray-50 p-5 text-sm">
        <h2 className="font-semibold">{t("claimTeaser.title")}</h2>
        <p className="mt-1 text-gray-700">{t("claimTeaser.text")}</p>
        <Link
          to={`/${market.slugs.service}/${market.serviceSlugs.claim}/`}
          className="mt-3 inline-block font-semibold text-teal-800 underline"
        >
          {t("claimTeaser.link")}
        </Link>
      </aside>
    </div>
  );
}
