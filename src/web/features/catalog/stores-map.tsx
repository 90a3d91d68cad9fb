import { Link } from "react-router";
import type { Store } from "../../../contract/stores.js";
import { useShop, useT } from "../../shop-context.js";
import { layoutStoreMap, MAP_SIZES } from "./store-map-layout.js";

/**
 * The shop map without a tile server (none is reachable offline): stores placed by their
 * coordinates on the country's outline, each a link to its page. On the list, markers carry the
 * store's number in the list beside the map (nearby stores share one city label).
 */
export function StoresMap({
  stores,
}: {
  /** What the map needs of a store (the staff preview passes a store being edited). */
  stores: Pick<Store, "id" | "seo_name" | "name" | "city" | "latitude" | "longitude">[];
}) {
  const t = useT("catalog");
  const { market } = useShop();
  if (!stores.length) return null;
  const single = stores.length === 1;
  const map = layoutStoreMap(stores, market.mapOutline);
  const { fontSize, markerRadius: r } = MAP_SIZES;
  const byId = new Map(stores.map((s, i) => [s.id, { store: s, number: i + 1 }]));
  return (
    <figure
      className="overflow-hidden rounded-xl border border-gray-200 bg-sky-50"
      aria-label={single ? t("stores.mapLabelOne", { name: stores[0]!.name }) : t("stores.mapLabel")}
    >
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className="mx-auto block h-auto max-h-[28rem] w-full">
        <path d={map.outline} fill="#ffffff" stroke="#94a3b8" strokeWidth="1.5" strokeLinejoin="round" />
        <g fill="#134e4a" fontSize={fontSize} fontWeight="600">
          {map.labels.map((l) => (
            <g key={`${l.text}@${l.x},${l.y}`}>
              {l.leader && <line {...l.leader} stroke="#5eead4" strokeWidth="1.5" />}
              <text
                x={l.x}
                y={l.y}
                textAnchor={l.anchor}
                stroke="#f0f9ff"
                strokeWidth="4"
                paintOrder="stroke"
              >
                {l.text}
              </text>
            </g>
          ))}
        </g>
        {map.markers.map((m) => {
          const { store, number } = byId.get(m.id)!;
          return (
            <Link key={m.id} to={`/${market.slugs.stores}/${store.seo_name}/`} aria-label={store.name}>
              <circle
                cx={m.x}
                cy={m.y}
                r={single ? r * 0.75 : r}
                fill="#0f766e"
                stroke="white"
                strokeWidth="2.5"
              />
              {!single && (
                <text x={m.x} y={m.y + 4.5} textAnchor="middle" fontSize="13" fontWeight="700" fill="white">
                  {number}
                </text>
              )}
            </Link>
          );
        })}
      </svg>
      <figcaption className="px-3 py-2 text-xs text-gray-600">
        {single ? t("stores.mapCaptionOne") : t("stores.mapCaption")}
      </figcaption>
    </figure>
  );
}

/** The number a store has on the map, beside its name in the list. */
export function StoreMapNumber({ number }: { number: number }) {
  return (
    <span
      aria-hidden="true"
      className="mr-2 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xs font-bold text-white"
    >
      {number}
    </span>
  );
}
