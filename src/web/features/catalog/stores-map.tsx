import { Link } from "react-router";
import type { Store } from "../../../contract/stores.js";
import { useShop, useT } from "../../shop-context.js";

/**
 * The shop map without a tile server (none is reachable offline): stores placed by their
 * coordinates on a plain field, each a link to its page.
 */
export function StoresMap({ stores }: { stores: Store[] }) {
  const t = useT("catalog");
  const { market } = useShop();
  if (!stores.length) return null;
  const lats = stores.map((s) => s.latitude);
  const lons = stores.map((s) => s.longitude);
  const pad = 0.6;
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats) - pad,
    Math.max(...lats) + pad,
    Math.min(...lons) - pad,
    Math.max(...lons) + pad,
  ];
  const w = 800;
  // Degrees of longitude are shorter than degrees of latitude at these latitudes.
  const k = Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180));
  const h = Math.round((w * (maxLat - minLat)) / ((maxLon - minLon) * k));
  const x = (lon: number) => ((lon - minLon) / (maxLon - minLon)) * w;
  const y = (lat: number) => ((maxLat - lat) / (maxLat - minLat)) * h;
  return (
    <figure className="overflow-hidden rounded-xl border border-gray-200 bg-sky-50">
      <svg viewBox={`0 0 ${w} ${h}`} className="h-auto w-full" role="img" aria-label={t("stores.mapLabel")}>
        <rect width={w} height={h} fill="#f0f9ff" />
        {stores.map((s) => (
          <Link key={s.id} to={`/${market.slugs.stores}/${s.seo_name}/`} aria-label={s.name}>
            <circle
              cx={x(s.longitude)}
              cy={y(s.latitude)}
              r="9"
              fill="#0f766e"
              stroke="white"
              strokeWidth="3"
            />
            <text x={x(s.longitude) + 14} y={y(s.latitude) + 5} fontSize="18" fill="#134e4a" fontWeight="600">
              {s.city}
            </text>
          </Link>
        ))}
      </svg>
      <figcaption className="px-3 py-2 text-xs text-gray-600">{t("stores.mapCaption")}</figcaption>
    </figure>
  );
}
