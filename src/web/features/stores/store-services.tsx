import type { Store } from "../../../contract/stores.js";
import { useT } from "../../shop-context.js";

/** What the store is (showroom) and offers, each service by its code's name. */
export function StoreServices({ store }: { store: Store }) {
  const t = useT("stores");
  const tc = useT("catalog");
  const services = [
    ...new Set([
      ...(store.is_service_center ? ["service"] : []),
      ...(store.is_buyout_center ? ["buyout"] : []),
      ...store.services,
    ]),
  ];
  return (
    <ul className="mt-1 flex flex-wrap gap-1">
      {store.is_showroom && (
        <li className="rounded bg-teal-50 px-2 py-0.5 text-xs text-teal-900">
          {tc("stores.service.showroom")}
        </li>
      )}
      {services.map((code) => (
        <li key={code} className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
          {t(`services.${code}`)}
        </li>
      ))}
    </ul>
  );
}
