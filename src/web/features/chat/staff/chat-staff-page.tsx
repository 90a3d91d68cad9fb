import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useOutletContext, useSearchParams } from "react-router";
import type { Me } from "../../../../contract/accounts.js";
import type { ChatQueueRow } from "../../../../contract/chat.js";
import { useShop, useT } from "../../../shop-context.js";
import { subscribeEvents } from "../../../ui/event-stream.js";
import { PageTitle, QueryState } from "../../../ui/staff-kit.js";
import { ChatStaffDetail } from "./chat-staff-detail.js";
import { UnreadBadge } from "./unread-badge.js";

/**
 * /staff/chat/: the queue of open conversations beside the chosen one. The staff stream keeps the
 * queue, the open conversation and the unread count current, on every instance of the shop.
 */
export function ChatStaffPage() {
  const t = useT("chat");
  const { api } = useShop();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("id")) || null;
  const [which, setWhich] = useState<"open" | "closed">("open");
  const queue = useQuery({
    queryKey: ["chat:staff-queue", which],
    queryFn: () => api.get("chat:staff-queue", { status: which }),
  });
  useEffect(
    () =>
      subscribeEvents(api.url("chat:staff-events"), (data) => {
        const e = data as { type: string; id?: number };
        void queryClient.invalidateQueries({ queryKey: ["chat:staff-queue"] });
        void queryClient.invalidateQueries({ queryKey: ["chat:staff-unread"] });
        if (e.id) void queryClient.invalidateQueries({ queryKey: ["chat:staff-conversation", e.id] });
      }),
    [api, queryClient],
  );
  return (
    <div>
      <PageTitle
        aside={
          <div className="flex items-center gap-3">
            <UnreadBadge />
            <Link to="/staff/chat/canned/" className="text-sm text-teal-800 underline">
              {t("staff.cannedManage")}
            </Link>
          </div>
        }
      >
        {t("staff.title")}
      </PageTitle>
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-label={t("staff.queue")} className="min-w-0">
          <div className="mb-2 flex gap-2">
            {(["open", "closed"] as const).map((w) => (
              <button
                key={w}
                type="button"
                aria-pressed={which === w}
                onClick={() => setWhich(w)}
                className={`rounded-full border px-3 py-1 text-sm ${which === w ? "border-teal-700 bg-teal-700 text-white" : "border-gray-300 bg-white"}`}
              >
                {w === "open" ? t("staff.open") : t("staff.closedList")}
              </button>
            ))}
          </div>
          <QueryState query={queue}>
            {(data) =>
              data.results.length ? (
                <ul className="flex flex-col gap-2">
                  {data.results.map((row) => (
                    <QueueItem
                      key={row.id}
                      row={row}
                      active={row.id === selected}
                      onPick={() => setParams({ id: String(row.id) })}
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-gray-600">
                  {which === "open" ? t("staff.empty") : t("staff.emptyClosed")}
                </p>
              )
            }
          </QueryState>
        </section>
        <section className="min-w-0">
          {selected ? <ChatStaffDetail id={selected} /> : <p className="text-gray-600">{t("staff.pick")}</p>}
        </section>
      </div>
    </div>
  );
}

/** Whole minutes since `iso`, kept current once a minute. */
function useMinutesSince(iso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : null;
}

function QueueItem({ row, active, onPick }: { row: ChatQueueRow; active: boolean; onPick: () => void }) {
  const t = useT("chat");
  const me = useOutletContext<NonNullable<Me["user"]>>();
  const waiting = useMinutesSince(row.waiting_since);
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        aria-current={active ? "true" : undefined}
        className={`w-full rounded-lg border px-3 py-2 text-left ${active ? "border-teal-700 bg-teal-50" : "border-gray-200 bg-white hover:bg-gray-50"}`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-semibold">{row.name}</span>
          {row.unread && (
            <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t("staff.unread")}
            </span>
          )}
        </span>
        {row.last_message && <span className="block truncate text-sm text-gray-700">{row.last_message}</span>}
        <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-gray-600">
          <span>
            {row.assigned_to === null
              ? t("staff.unassigned")
              : t("staff.assignedTo", {
                  name:
                    row.assigned_to === me.id ? `${row.assigned_name ?? ""} ✓` : (row.assigned_name ?? ""),
                })}
          </span>
          {row.status === "open" && (
            <span className={waiting !== null && waiting >= 5 ? "font-semibold text-red-700" : undefined}>
              {waiting === null ? t("staff.answered") : t("staff.waiting", { minutes: waiting })}
            </span>
          )}
          {row.has_account && <span>{t("staff.account")}</span>}
        </span>
      </button>
    </li>
  );
}
