import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDateTime } from "../../../ui/staff-kit.js";
import { ListState, useStaffList } from "../../../ui/staff-list.js";
import { useToast } from "../../../ui/toast.js";
import { contactMessagesQuery } from "../api/engagement-staff-queries.js";

export function ContactMessagesPage() {
  const t = useT("engagement");
  const { api } = useShop();
  const when = useDateTime();
  const toast = useToast();
  const client = useQueryClient();
  const list = useStaffList({}, 20);
  const messages = useQuery(contactMessagesQuery(api, list.query));
  const handled = useMutation({
    mutationFn: (id: number) =>
      api.call("engagement:admin-message", { method: "PATCH", params: { id }, body: { handled: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["engagement:admin-messages"] }),
    onError: () => toast.error(t("common:common.error")),
  });
  return (
    <div>
      <PageTitle>{t("staff.messages")}</PageTitle>
      <ListState query={messages} list={list} empty="—">
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((m) => (
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
      </ListState>
    </div>
  );
}
