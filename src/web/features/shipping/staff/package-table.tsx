import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { useMeasures } from "./shipping-format.js";

type Package = ResponseOf<"shipping:waiting">["carriers"][number]["packages"][number];

/**
 * Packages as the handover screens list them: order, recipient, city, (parcel number with its
 * tracking link,) size, weight, cash on delivery; `select`, when given, is a first column of its own.
 */
export function PackageTable({
  packages,
  parcels = false,
  select,
  labelledBy,
}: {
  packages: Package[];
  parcels?: boolean;
  select?: { header: ReactNode; cell: (p: Package) => ReactNode };
  labelledBy?: string;
}) {
  const t = useT("shipping");
  const { price } = useShop();
  const { kg, cm } = useMeasures();
  const columns = ["order", "recipient", "city", ...(parcels ? ["parcel"] : []), "size", "weight", "cod"];
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-gray-50 text-left">
          <tr>
            {select && (
              <th scope="col" className="px-3 py-2">
                {select.header}
              </th>
            )}
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {t(`handovers.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {packages.map((p) => (
            <tr key={p.id}>
              {select && <td className="px-3 py-2">{select.cell(p)}</td>}
              <td className="px-3 py-2 whitespace-nowrap">
                <Link to={`/staff/shipping/deliveries/${p.order_id}/`} className="text-teal-800 underline">
                  {p.order_number}
                </Link>
              </td>
              <td className="px-3 py-2">{p.recipient}</td>
              <td className="px-3 py-2">{p.city}</td>
              {parcels && (
                <td className="px-3 py-2 whitespace-nowrap">
                  {p.tracking_url ? (
                    <a
                      href={p.tracking_url}
                      className="text-teal-800 underline"
                      rel="noreferrer"
                      target="_blank"
                    >
                      {p.parcel_number}
                    </a>
                  ) : (
                    (p.parcel_number ?? "–")
                  )}
                </td>
              )}
              <td className="px-3 py-2 whitespace-nowrap">{cm(p)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-right">{kg(p.weight_g)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-right">
                {p.cod_amount === null ? "–" : price(p.cod_amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
