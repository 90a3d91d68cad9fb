import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PICKUP_POINT_STATES } from "../../../../contract/shipping.js";
import type { ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, PageTitle, QueryState } from "../../../ui/staff-kit.js";
import { pickupPointsQuery } from "../api/shipping-queries.js";
import { areaOf, layoutPickupMap } from "./pickup-map-layout.js";

type Point = ResponseOf<"shipping:pickup-points">["points"][number];
type State = Point["state"];

/** Colour and shape per state, so the state reads without colour too (circle, triangle, square). */
const LOOK: Record<State, { fill: string; badge: string }> = {
  open: { fill: "#0f766e", badge: "bg-teal-100 text-teal-900" },
  congested: { fill: "#b45309", badge: "bg-amber-100 text-amber-900" },
  unavailable: { fill: "#6b7280", badge: "bg-gray-200 text-gray-800" },
};

function Dot({ state, x, y, r = 6 }: { state: State; x: number; y: number; r?: number }) {
  const fill = LOOK[state].fill;
  if (state === "congested")
    return (
      <path
        d={`M${x} ${y - r - 1}L${x + r + 1} ${y + r}L${x - r - 1} ${y + r}Z`}
        fill={fill}
        stroke="white"
        strokeWidth="1.5"
      />
    );
  if (state === "unavailable")
    return (
      <rect x={x - r} y={y - r} width={2 * r} height={2 * r} fill={fill} stroke="white" strokeWidth="1.5" />
    );
  return <circle cx={x} cy={y} r={r} fill={fill} stroke="white" strokeWidth="1.5" />;
}

/**
 * The pickup-point network (spec: DPD map, the dispensing points) on a plain SVG map of the country,
 * no tile server: each point's state, and per area the orders on their way to it. The list beside
 * the map says the same for keyboard and screen-reader users; on a phone it follows the map.
 */
export function PickupMapPage() {
  const t = useT("shipping");
  const { api, market } = useShop();
  const query = useQuery({ ...pickupPointsQuery(api), staleTime: 0 });
  const [state, setState] = useState<State | "">("");
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div>
      <PageTitle>{t("map.title")}</PageTitle>
      <QueryState query={query}>
        {(data) => {
          const points = data.points.filter((p) => !state || p.state === state);
          const orders = points.reduce((s, p) => s + p.open_orders, 0);
          const map = layoutPickupMap(points, market.mapOutline);
          const pad = 40;
          return (
            <>
              <div className="mb-3 flex flex-wrap items-end gap-4">
                <label className="flex flex-col text-sm">
                  {t("map.stateFilter")}
                  <select
                    className={inputClass}
                    value={state}
                    onChange={(e) => setState(e.target.value as State | "")}
                  >
                    <option value="">{t("map.all")}</option>
                    {PICKUP_POINT_STATES.map((s) => (
                      <option key={s} value={s}>
                        {t(`map.state.${s}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <p className="text-sm text-gray-700" aria-live="polite">
                  {data.carrier} · {t("map.summary", { points: points.length, orders })}
                </p>
              </div>
              <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
                <figure className="self-start overflow-hidden rounded-xl border border-gray-200 bg-sky-50">
                  <svg
                    viewBox={`${-pad} ${-pad} ${map.width + 2 * pad} ${map.height + 2 * pad}`}
                    className="block h-auto w-full"
                    role="img"
                    aria-label={t("map.label", { carrier: data.carrier })}
                  >
                    <path
                      d={map.outline}
                      fill="#ffffff"
                      stroke="#94a3b8"
                      strokeWidth="1.5"
                      strokeLinejoin="round"
                    />
                    {map.areas.map((a) => {
                      const waiting = a.points.reduce((s, p) => s + p.open_orders, 0);
                      return (
                        <g key={a.name}>
                          <circle
                            cx={a.x}
                            cy={a.y}
                            r={a.ring}
                            fill="none"
                            stroke="#cbd5e1"
                            strokeDasharray="3 3"
                          />
                          {waiting > 0 && (
                            <>
                              <circle cx={a.x} cy={a.y} r="10" fill="#134e4a" />
                              <text
                                x={a.x}
                                y={a.y + 4}
                                textAnchor="middle"
                                fontSize="11"
                                fontWeight="700"
                                fill="white"
                              >
                                {waiting}
                              </text>
                            </>
                          )}
                          {a.points.map((p) => (
                            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut to the list item, which keyboards reach directly
                            <g
                              key={p.id}
                              onClick={() => {
                                setChosen(p.id);
                                document
                                  .getElementById(`point-${p.id}`)
                                  ?.scrollIntoView({ block: "nearest" });
                              }}
                              className="cursor-pointer"
                            >
                              <title>{`${p.name} · ${t(`map.state.${p.state}`)} · ${t("map.orders", { count: p.open_orders })}`}</title>
                              <Dot state={p.state} x={p.x} y={p.y} r={chosen === p.id ? 8 : 6} />
                            </g>
                          ))}
                          <text
                            x={a.x}
                            y={a.y + a.ring + 18}
                            textAnchor="middle"
                            fontSize="14"
                            fontWeight="600"
                            fill="#134e4a"
                            stroke="#f0f9ff"
                            strokeWidth="4"
                            paintOrder="stroke"
                          >
                            {a.name}
                          </text>
                        </g>
                      );
                    })}
                  </svg>
                  <figcaption className="flex flex-wrap gap-4 px-3 py-2 text-xs text-gray-700">
                    {PICKUP_POINT_STATES.map((s) => (
                      <span key={s} className="flex items-center gap-1">
                        <svg viewBox="-8 -8 16 16" className="size-4" aria-hidden="true">
                          <Dot state={s} x={0} y={0} />
                        </svg>
                        {t(`map.state.${s}`)}
                      </span>
                    ))}
                  </figcaption>
                </figure>
                <section aria-labelledby="points-title" className="md:max-h-[36rem] md:overflow-y-auto">
                  <h2 id="points-title" className="mb-2 text-lg font-bold">
                    {t("map.list")}
                  </h2>
                  {points.length ? (
                    <PointList points={points} chosen={chosen} />
                  ) : (
                    <p className="text-gray-600">{t("map.empty")}</p>
                  )}
                </section>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** The points by area, each with its state and the orders on their way to it. */
function PointList({ points, chosen }: { points: Point[]; chosen: string | null }) {
  const t = useT("shipping");
  const areas = [...new Set(points.map((p) => areaOf(p.city)))];
  return (
    <div className="space-y-3">
      {areas.map((area) => (
        <div key={area}>
          <h3 className="font-semibold">{area}</h3>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
            {points
              .filter((p) => areaOf(p.city) === area)
              .map((p) => (
                <li
                  key={p.id}
                  id={`point-${p.id}`}
                  className={`flex flex-wrap items-center justify-between gap-2 px-3 py-2 ${chosen === p.id ? "bg-teal-50" : ""}`}
                >
                  <span>
                    <span className="block font-medium">{p.name}</span>
                    <span className="block text-gray-600">
                      {p.street}, {p.postcode} {p.city} · {p.id}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${LOOK[p.state].badge}`}>
                      {t(`map.state.${p.state}`)}
                    </span>
                    <span className="text-xs text-gray-700">{t("map.orders", { count: p.open_orders })}</span>
                  </span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
