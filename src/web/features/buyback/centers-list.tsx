import { useQuery } from "@tanstack/react-query";
import { useShop, useT } from "../../shop-context.js";
import { centersQuery } from "./api/buyback-queries.js";

/** Stores that buy devices on the spot (spec §7 service-buyout-centers), with today's hours. */
export function CentersList() {
  const t = useT("buyback");
  const { api } = useShop();
  const query = useQuery(centersQuery(api));
  if (!query.data?.length) return null;
  const today = String(((new Date().getDay() + 6) % 7) + 1);
  return (
    <section aria-labelledby="buyback-centers">
      <h2 id="buyback-centers" className="mb-3 text-lg font-semibold">
        {t("centers.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {query.data.map((c) => {
          const hours = c.opening_hours[today] ?? [];
          return (
            <li key={c.id} className="rounded-lg border border-gray-200 p-4 text-sm">
              <p className="font-semibold">{c.name}</p>
              <p className="text-gray-700">
                {c.street}, {c.postcode} {c.city}
              </p>
              <p className="mt-1 text-gray-600">
                {t("centers.today")}:{" "}
                {hours.length ? hours.map(([a, b]) => `${a}–${b}`).join(", ") : t("centers.closed")}
              </p>
              <p className="text-gray-600">{c.phone}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
