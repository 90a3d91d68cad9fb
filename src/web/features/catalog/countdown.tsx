import { useEffect, useState } from "react";
import { useT } from "../../shop-context.js";

/** Time left of a time-limited offer, ticking each second once the page runs. */
export function Countdown({ until }: { until: string }) {
  const t = useT("catalog");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
  const d = Math.floor(left / 86400);
  const h = Math.floor((left % 86400) / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <time
      className="font-mono tabular-nums"
      suppressHydrationWarning
      dateTime={until}
      title={t("offers.timeLeft")}
    >
      {d > 0 ? `${t("offers.days", { count: d })} ` : ""}
      {pad(h)}:{pad(m)}:{pad(s)}
    </time>
  );
}
