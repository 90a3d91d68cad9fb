import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../shop-context.js";
import { PageTitle, useDateTime } from "../../ui/staff-kit.js";
import { ListState, useStaffList } from "../../ui/staff-list.js";
import { outboxQuery } from "./api/staff-queries.js";

/** Staff read what the shop sent (or would send, without SMTP). Client-fetched like every staff grid. */
export function OutboxPage() {
  const t = useT();
  const { api } = useShop();
  const when = useDateTime();
  const list = useStaffList({}, 20);
  const [open, setOpen] = useState<number | null>(null);
  const mails = useQuery(outboxQuery(api, list.query));
  return (
    <div>
      <PageTitle>{t("staff.outbox")}</PageTitle>
      <ListState query={mails} list={list} empty="—">
        {(rows) => (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
            {rows.map((m) => (
              <li key={m.id} className="p-3">
                <button
                  type="button"
                  className="flex w-full flex-wrap justify-between gap-2 text-left"
                  aria-expanded={open === m.id}
                  onClick={() => setOpen(open === m.id ? null : m.id)}
                >
                  <span className="font-medium">{m.subject}</span>
                  <span className="text-sm text-gray-600">
                    {m.to} · {m.kind} · {m.status} · {when(m.created_at)}
                  </span>
                </button>
                {open === m.id && (
                  <pre className="mt-2 whitespace-pre-wrap rounded bg-gray-50 p-3 text-sm">{m.text}</pre>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
