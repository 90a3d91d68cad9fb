import { useQuery } from "@tanstack/react-query";
import { useShop, useT } from "../../shop-context.js";
import { watchCountsQuery } from "./api/watches-queries.js";

/** The staff product page: how many shoppers wait for this variant's price or stock (nothing when none). */
export function StaffWatchCount({ masterId, productId }: { masterId: number; productId: number }) {
  const t = useT("watches");
  const { api } = useShop();
  // One request per model: every variant's count shares the query.
  const n = useQuery(watchCountsQuery(api, masterId)).data?.counts[String(productId)] ?? 0;
  if (!n) return null;
  return (
    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {t("staff.waiting", { count: n })}
    </span>
  );
}
