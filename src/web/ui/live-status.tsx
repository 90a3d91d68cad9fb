import { useEffect, useRef, useState } from "react";
import { isLiveStatusEvent, type LiveStatusEvent } from "../../contract/live-status.js";
import { useShop, useT } from "../shop-context.js";
import { subscribeEvents } from "./event-stream.js";

/**
 * Keeps a page in step with one record's live status stream (the `*:status-events` routes: an
 * order, a buy-back, a repair order or claim; contract/live-status.ts). `onChange` runs after every
 * change staff commit, and when the stream (re)opens with a status other than `shown` (a change
 * made while it was closed, or between the page's load and the stream's start); the caller
 * refreshes its data there (`revalidator.revalidate()` for loader data,
 * `queryClient.invalidateQueries(...)` for a query). `streamUrl` null subscribes to nothing. A
 * broken stream retries after 3 s, doubling up to 30 s (`subscribeEvents`), and is reported as
 * "SSE failed <status> <statusText>" on the console as a warning. Only in the browser (an effect).
 */
export function useLiveStatus(
  streamUrl: string | null,
  onChange: (event: LiveStatusEvent) => void,
  options: { shown?: string } = {},
): void {
  const latest = useRef({ onChange, shown: options.shown });
  latest.current = { onChange, shown: options.shown };
  useEffect(() => {
    if (!streamUrl) return;
    return subscribeEvents(
      streamUrl,
      (data) => {
        if (!isLiveStatusEvent(data)) return;
        const { onChange, shown } = latest.current;
        if (data.type === "changed" || (shown !== undefined && data.status !== shown)) onChange(data);
      },
      (message) => console.warn(message),
    );
  }, [streamUrl]);
}

/**
 * The account lists (orders, buy-backs, repairs) follow one stream of all the customer's records
 * (`accounts:status-events`): `onChange` (refetch the list) runs when staff change any of them.
 */
export function useAccountLiveStatus(onChange: () => void): void {
  const { api } = useShop();
  useLiveStatus(api.url("accounts:status-events"), onChange);
}

/**
 * The polite live region that says a status has changed: renders nothing visible at first, then,
 * each time `label` (the status as the page shows it) changes after the first render, a short line
 * ("Stav se právě změnil: Zaplaceno") that screen readers announce without moving focus.
 */
export function LiveStatusNote({ label, className = "" }: { label: string; className?: string }) {
  const t = useT();
  const previous = useRef(label);
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (label === previous.current) return;
    previous.current = label;
    setMessage(t("liveStatus.changed", { status: label }));
  }, [label, t]);
  return (
    <p role="status" aria-live="polite" className={`text-sm text-teal-800 ${className}`}>
      {message}
    </p>
  );
}
