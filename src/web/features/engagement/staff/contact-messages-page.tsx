import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../../shop-context.js";
import { useDateTime } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";

interface Page {
  count: number;
  results: {
    id: number;
    topic: string;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    handled: boolean;
    created_at: string;
  }[];
}

export function ContactMessagesPage() {
  const t = useT("engagement");
  const { api } = useShop();
  const when = useDateTime();
  const toast = useToast();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["engagement:admin-messages", page],
    queryFn: () => api.get<Page>("engagement:admin-messages", { page, page_size: 20 }),
  });
  const handled = useMutation({
    mutationFn: (id: number) =>
      api.call("engagement:admin-message", { method: "PATCH", params: { id }, body: { handled: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["engagement:admin-messages"] }),
    onError: () => toast.error(t("common:common.error")),
  });
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.messages")}</h1>
      {query.isPending ? (
        <p>{t("common:common.loading")}</p>
      ) : query.isError ? (
        <p role="alert">{t("common:common.error")}</p>
      ) : query.data.results.length === 0 ? (
        <p className="text-gray-600">—</p>
      ) : (
        <ul className="space-y-3">
          {query.data.results.map((m) => (
            <li
              key={m.id}
              className={`rounded-lg border p-4 ${m.handled ? "border-gray-200 bg-gray-50" : "border-amber-300"}`}
            >
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-semibold">
                  #{m.id} {t(`contact.topics.${m.topic}`)} · {m.name}
                </span>
                <span className="text-gray-600">
                  {m.email} {m.phone ? `· ${m.phone}` : ""} · {when(m.created_at)}
                </span>
              </div>
              <p className="mt-2 whitespace-pre-wrap text-sm">{m.message}</p>
              {m.handled ? (
                <p className="mt-2 text-sm text-emerald-700">{t("staff.handled")}</p>
              ) : (
                <button
                  type="button"
                  onClick={() => handled.mutate(m.id)}
                  className="mt-2 rounded border border-gray-300 px-3 py-1 text-sm hover:bg-gray-100"
                >
                  {t("staff.markHandled")}
                </button>
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
