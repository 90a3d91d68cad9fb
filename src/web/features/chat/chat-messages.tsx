import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../../contract/chat.js";
import { useShop, useT } from "../../shop-context.js";

/** The conversation's lines, newest at the bottom (kept in view), read out as they come. */
export function ChatMessages({
  messages,
  staffView = false,
}: {
  messages: ChatMessage[];
  staffView?: boolean;
}) {
  const t = useT("chat");
  const { market } = useShop();
  const end = useRef<HTMLLIElement>(null);
  // Braces, not an arrow's value: Chromium's scrollIntoView now returns a promise, which React
  // would take for the effect's cleanup and call.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages.length]);
  const time = new Intl.DateTimeFormat(market.locale, { timeZone: market.timeZone, timeStyle: "short" });
  if (!messages.length) return <p className="p-4 text-sm text-gray-600">{t("chat.empty")}</p>;
  return (
    <ol aria-live="polite" className="flex min-h-24 flex-1 flex-col gap-2 overflow-y-auto p-4">
      {messages.map((m) => {
        const mine = staffView ? m.author === "staff" : m.author === "customer";
        const who =
          m.author === "customer" ? (staffView ? null : t("chat.you")) : (m.staff_name ?? t("chat.staff"));
        return (
          <li key={m.id} className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
            <span className="text-xs text-gray-600">
              {who && `${who} · `}
              {time.format(new Date(m.created_at))}
            </span>
            <span
              className={`max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm ${mine ? "bg-teal-700 text-white" : "bg-gray-100 text-gray-900"}`}
            >
              {m.body}
            </span>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
