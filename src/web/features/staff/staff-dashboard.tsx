import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useOutletContext } from "react-router";
import type { Me } from "../../../contract/accounts.js";
import { useShop, useT } from "../../shop-context.js";
import { subscribeEvents } from "../../ui/event-stream.js";
import { useDateTime } from "../../ui/staff-kit.js";
import { MyTasks } from "../team/my-tasks.js";

interface StaffEvent {
  seq: number;
  type: string;
  id?: string | number;
  at: Date;
}

/** A message of the staff event stream: its type and, for a record's event, the record's id. */
function isStaffMessage(data: unknown): data is Omit<StaffEvent, "seq" | "at"> {
  return typeof data === "object" && data !== null && "type" in data && typeof data.type === "string";
}

export function StaffDashboard() {
  const user = useOutletContext<NonNullable<Me["user"]>>();
  const t = useT();
  const { api } = useShop();
  const when = useDateTime();
  const [events, setEvents] = useState<StaffEvent[]>([]);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvents(
        api.url("core:staff-events"),
        (data) => {
          setError(null);
          // A task given or changed anywhere: my tasks below are read again.
          if (isStaffMessage(data) && data.type.startsWith("task."))
            void queryClient.invalidateQueries({ queryKey: ["team:tasks"] });
          if (isStaffMessage(data) && data.type !== "connected")
            setEvents((list) => [{ ...data, seq: ++seq.current, at: new Date() }, ...list].slice(0, 20));
        },
        (message) => setError(message),
      ),
    [api, queryClient],
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("staff.dashboard")}</h1>
        <p className="mt-2 text-gray-700">{t("staff.welcome", { name: user.first_name ?? user.email })}</p>
      </div>
      {(user.role === "admin" || user.permissions.includes("tasks")) && <MyTasks />}
      <section aria-live="polite" className="rounded-lg border border-gray-200 p-4">
        <h2 className="font-semibold">{t("staff.live")}</h2>
        {error && <p className="mt-2 text-sm text-amber-800">{t("staff.liveError")}</p>}
        {events.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t("staff.liveEmpty")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {events.map((e) => (
              <li key={e.seq}>
                <span className="text-gray-500">{when(e.at)}</span> {e.type} {e.id ?? ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
