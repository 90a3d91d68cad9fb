import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeedStatus } from "../../../../contract/feeds.js";
import { formatNumber } from "../../../../domain/numbers.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, QueryState, secondaryButtonClass, useDateTime } from "../../../ui/staff-kit.js";
import { feedsQuery } from "../api/catalog-staff-queries.js";
import { useStaffSave } from "./use-staff-save.js";

/** Product feeds for the comparison sites: the address to give each one, and a run on demand. */
export function FeedsPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const list = useQuery(feedsQuery(api));
  return (
    <div className="max-w-4xl">
      <PageTitle>{t("staffFeeds.title")}</PageTitle>
      <p className="mb-6 text-sm text-gray-600">{t("staffFeeds.intro")}</p>
      <QueryState query={list}>
        {(feeds) => (
          <ul className="grid gap-4">
            {feeds.map((feed) => (
              <li key={feed.name}>
                <FeedCard feed={feed} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function FeedCard({ feed }: { feed: FeedStatus }) {
  const t = useT("catalog");
  const { api, market } = useShop();
  const client = useQueryClient();
  const dateTime = useDateTime();
  const { busy, save } = useStaffSave();
  const title = t(`staffFeeds.names.${feed.name}`);
  const generate = async () => {
    const done = await save(
      () => api.call("feeds:admin-generate", { method: "POST", params: { name: feed.name }, body: {} }),
      t("staffFeeds.generated"),
    );
    if (done) await client.invalidateQueries({ queryKey: feedsQuery(api).queryKey });
  };
  return (
    <section aria-label={title} className="rounded-lg border border-gray-200 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mb-3 text-sm text-gray-600">{t(`staffFeeds.where.${feed.name}`)}</p>
      <p className="mb-3 break-all rounded-md bg-gray-50 px-3 py-2 font-mono text-sm">
        <a href={feed.url} className="text-teal-800 underline" target="_blank" rel="noreferrer">
          {feed.url}
        </a>
      </p>
      <dl className="mb-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">{t("staffFeeds.items")}</dt>
          <dd className="font-semibold">{feed.items === null ? "–" : formatNumber(feed.items, market)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("staffFeeds.size")}</dt>
          <dd className="font-semibold">
            {feed.bytes === null
              ? "–"
              : `${formatNumber(feed.bytes / 1_048_576, market, { minFractionDigits: 1, maxFractionDigits: 1 })} MB`}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("staffFeeds.generatedAt")}</dt>
          <dd className="font-semibold">
            {feed.generated_at ? dateTime(feed.generated_at) : t("staffFeeds.never")}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={generate}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t("staffFeeds.generating") : t("staffFeeds.generate")}
      </button>
    </section>
  );
}
