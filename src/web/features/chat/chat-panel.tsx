import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { ChatChannels } from "../../../contract/chat.js";
import { useShop, useT } from "../../shop-context.js";
import { ChatConversationView } from "./chat-conversation.js";

/** The launcher's panel: the shop's channels, and the live chat behind "Chat s námi". */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useT("chat");
  const { api } = useShop();
  const titleId = useId();
  const [view, setView] = useState<"channels" | "chat">("channels");
  const channels = useQuery({ queryKey: ["chat:channels"], queryFn: () => api.get("chat:channels") });
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="flex max-h-[calc(100vh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-sm flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xl"
    >
      <div className="flex items-center justify-between gap-2 bg-teal-700 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          {view === "chat" ? t("chat.title") : t("launcher.title")}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t("launcher.close")}
          className="rounded px-2 text-xl leading-none hover:bg-teal-800"
        >
          ×
        </button>
      </div>
      {view === "chat" ? (
        <ChatConversationView onBack={() => setView("channels")} />
      ) : channels.isPending ? (
        <p className="p-4 text-gray-600">{t("launcher.loading")}</p>
      ) : channels.isError ? (
        <div role="alert" className="p-4 text-red-800">
          <p>{t("launcher.loadError")}</p>
          <button type="button" className="mt-2 underline" onClick={() => channels.refetch()}>
            {t("launcher.retry")}
          </button>
        </div>
      ) : (
        <ChannelList channels={channels.data} onChat={() => setView("chat")} />
      )}
    </div>
  );
}

function ChannelList({ channels: c, onChat }: { channels: ChatChannels; onChat: () => void }) {
  const t = useT("chat");
  const link =
    "flex items-center justify-between rounded-md border border-gray-200 px-3 py-2 hover:bg-gray-50";
  return (
    <ul className="flex flex-col gap-2 overflow-y-auto p-4">
      {c.chat_enabled && (
        <li>
          <button
            type="button"
            onClick={onChat}
            className="w-full rounded-md bg-teal-700 px-3 py-2 font-semibold text-white hover:bg-teal-800"
          >
            {t("channels.chat")}
          </button>
        </li>
      )}
      {c.phone && (
        <li className="rounded-md border border-gray-200 px-3 py-2">
          <div className="flex items-center justify-between gap-2">
            <a href={`tel:${c.phone.replace(/\s/g, "")}`} className="font-semibold text-teal-800 underline">
              {t("channels.phone")}: {c.phone}
            </a>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.open_now ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700"}`}
            >
              {c.open_now ? t("channels.openNow") : t("channels.closedNow")}
            </span>
          </div>
          <details className="mt-1 text-sm text-gray-700">
            <summary className="cursor-pointer">{t("channels.hours")}</summary>
            <dl className="mt-1 grid grid-cols-[3rem_1fr] gap-x-2">
              {c.hours.map((h) => (
                <div key={h.day} className="contents">
                  <dt>{t(`days.${h.day}`)}</dt>
                  <dd>{h.from && h.to ? `${h.from}–${h.to}` : t("channels.closedDay")}</dd>
                </div>
              ))}
            </dl>
          </details>
        </li>
      )}
      {c.email && (
        <li>
          <a href={`mailto:${c.email}`} className={link}>
            <span>{t("channels.email")}</span>
            <span className="text-sm text-gray-700">{c.email}</span>
          </a>
        </li>
      )}
      {c.whatsapp_url && (
        <li>
          <a href={c.whatsapp_url} target="_blank" rel="noopener noreferrer" className={link}>
            {t("channels.whatsapp")}
          </a>
        </li>
      )}
      {c.messenger_url && (
        <li>
          <a href={c.messenger_url} target="_blank" rel="noopener noreferrer" className={link}>
            {t("channels.messenger")}
          </a>
        </li>
      )}
    </ul>
  );
}
