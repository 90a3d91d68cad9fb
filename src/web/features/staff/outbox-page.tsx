import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../shop-context.js";
import { useDateTime } from "../../ui/staff-kit.js";

interface OutboxPage {
  count: number;
  results: {
    id: number;
    kind: string;
    to: string;
    subject: string;
    status: string;
    created_at: string;
    text: string;
  }[];
}

/** Staff read what the shop sent (or would send, without SMTP). Client-fetched like every staff grid. */
export function OutboxPage() {
  const t = useT();
  const { api } = useShop();
  const when = useDateTime();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ["staff:outbox", page],
    queryFn: () => api.get<OutboxPage>("staff:outbox", { page, page_size: 20 }),
  });
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.outbox")}</h1>
      {query.isPending ? (
        <p>{t("common.loading")}</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t("common.error")}
        </p>
      ) : query.data.results.length === 0 ? (
        <p className="text-gray-600">—</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {query.data.results.map((m) => (
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
      {query.data && query.data.count > page * 20 && (
        <button type="button" className="mt-3 rounded border px-3 py-1" onClick={() => setPage(page + 1)}>
          →
        </button>
      )}
    </div>
  );
}
