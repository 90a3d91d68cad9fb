import { useEffect, useState } from "react";
import type { ResponseOf } from "../../../contract/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { dispensingPlacesQuery } from "./api/checkout-queries.js";

type Point = ResponseOf<"checkout:dispensing-places">["places"][number];

/** Pickup points with search and a limit (spec: dispensing places); full or closed ones say why. */
export function PickupPointPicker({
  selected,
  onPick,
}: {
  selected: string | null;
  onPick: (id: string) => void;
}) {
  const t = useT("checkout");
  const { api } = useShop();
  const [search, setSearch] = useState("");
  const [points, setPoints] = useState<Point[]>([]);
  const [sel, setSel] = useState(selected);
  useEffect(() => {
    const id = setTimeout(() => {
      dispensingPlacesQuery(api, search, 8)
        .load()
        .then(
          (r) => setPoints(r.places),
          () => setPoints([]),
        );
    }, 250);
    return () => clearTimeout(id);
  }, [api, search]);
  return (
    <div className="mt-3 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t("searchPoint")}</span>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t("searchPointPlaceholder")}
          className="rounded-md border border-gray-300 px-3 py-2"
        />
      </label>
      <ul className="mt-2 divide-y divide-gray-100 rounded-md border border-gray-200">
        {points.map((p) => (
          <li key={p.id}>
            <label
              className={`flex cursor-pointer gap-2 p-2 ${p.state !== "open" ? "opacity-70" : ""} ${sel === p.id ? "bg-teal-50" : ""}`}
            >
              <input
                type="radio"
                name="point"
                checked={sel === p.id}
                disabled={p.state !== "open"}
                onChange={() => {
                  setSel(p.id);
                  onPick(p.id);
                }}
              />
              <span>
                <span className="font-semibold">{p.name}</span>
                <span className="block text-gray-600">
                  {p.street}, {p.postcode} {p.city}
                </span>
                {p.message && <span className="block text-amber-800">{p.message}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
