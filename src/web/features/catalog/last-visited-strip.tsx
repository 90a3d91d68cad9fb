import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useShop, useT } from "../../shop-context.js";
import { lastVisitedQuery } from "./api/catalog-queries.js";
import { CardGrid } from "./catalog-card.js";

/** Records this visit (spec §3 Cart state: last visited, 4, newest first) and shows the others. */
export function LastVisitedStrip({ currentId }: { currentId?: number }) {
  const t = useT("catalog");
  const { api } = useShop();
  const client = useQueryClient();
  useEffect(() => {
    if (!currentId) return;
    api
      .post("catalog:last-visited-add", { product_id: currentId })
      .then((r) => client.setQueryData(lastVisitedQuery(api).queryKey, r))
      .catch(() => {});
  }, [currentId, api, client]);
  const visited = useQuery({ ...lastVisitedQuery(api), enabled: !currentId });
  const items = (visited.data?.items ?? []).filter((i) => i.id !== currentId);
  if (!items.length) return null;
  return (
    <section className="mt-10" aria-labelledby="last-visited">
      <h2 id="last-visited" className="mb-3 text-xl font-bold">
        {t("lastVisited.title")}
      </h2>
      <CardGrid items={items} list="last_visited" />
    </section>
  );
}
