import { useQuery } from "@tanstack/react-query";
import { useShop, useT } from "../../../shop-context.js";

/**
 * How many open conversations have a customer's message nobody has read: a quiet badge (no
 * sound), refreshed by the staff stream where a chat page is open and once a minute elsewhere.
 */
export function UnreadBadge() {
  const t = useT("chat");
  const { api } = useShop();
  const unread = useQuery({
    queryKey: ["chat:staff-unread"],
    queryFn: () => api.get("chat:staff-unread"),
    refetchInterval: 60_000,
  });
  const n = unread.data?.count ?? 0;
  if (!n) return null;
  return (
    <span
      role="status"
      className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-700"
    >
      {t("staff.unreadCount", { n })}
    </span>
  );
}
