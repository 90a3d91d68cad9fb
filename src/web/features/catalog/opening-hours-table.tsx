import { useT } from "../../shop-context.js";

/** Opening hours per weekday, Monday first. */
export function OpeningHoursTable({ hours }: { hours: Record<string, [string, string][]> }) {
  const t = useT("catalog");
  return (
    <table className="text-sm">
      <tbody>
        {["1", "2", "3", "4", "5", "6", "7"].map((d) => (
          <tr key={d}>
            <th scope="row" className="py-0.5 pr-4 text-left font-normal text-gray-600">
              {t(`stores.day${d}`)}
            </th>
            <td className="py-0.5">
              {hours[d]?.length ? hours[d].map(([a, b]) => `${a}–${b}`).join(", ") : t("stores.closed")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
