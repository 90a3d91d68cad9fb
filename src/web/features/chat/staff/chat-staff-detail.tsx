import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useOutletContext } from "react-router";
import type { Me } from "../../../../contract/accounts.js";
import { type ChatStaffConversation, MESSAGE_MAX } from "../../../../contract/chat.js";
import { formatPrice } from "../../../../domain/money.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  QueryState,
  secondaryButtonClass,
  useDate,
} from "../../../ui/staff-kit.js";
import { ChatMessages } from "../chat-messages.js";

/** One conversation: the messages, the reply with canned answers, taking and handing over, and the customer's records. */
export function ChatStaffDetail({ id }: { id: number }) {
  const t = useT("chat");
  const { api } = useShop();
  const conversation = useQuery({
    queryKey: ["chat:staff-conversation", id],
    queryFn: () => api.get("chat:staff-conversation", undefined, { id }),
  });
  const queryClient = useQueryClient();
  const unread = conversation.data?.unread;
  // Shown is read: the badge and the queue's mark go once a colleague has the conversation open.
  useEffect(() => {
    if (unread)
      void api.post("chat:staff-read", {}, { id }).then(() => {
        void queryClient.invalidateQueries({ queryKey: ["chat:staff-unread"] });
      });
  }, [api, id, unread, queryClient]);
  return (
    <QueryState query={conversation} notFound={t("errors.notFound")}>
      {(c) => (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="flex min-w-0 flex-col rounded-lg border border-gray-200">
            <Header c={c} />
            <div className="flex max-h-[28rem] min-h-48 flex-col">
              <ChatMessages messages={c.messages} staffView />
            </div>
            {c.status === "open" ? (
              <Reply c={c} />
            ) : (
              <p className="border-t border-gray-200 p-3 text-sm text-gray-700">{t("staff.closedNote")}</p>
            )}
          </div>
          <CustomerRecords c={c} />
        </div>
      )}
    </QueryState>
  );
}

function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return (c?: ChatStaffConversation) => {
    if (c) queryClient.setQueryData(["chat:staff-conversation", id], c);
    void queryClient.invalidateQueries({ queryKey: ["chat:staff-queue"] });
    void queryClient.invalidateQueries({ queryKey: ["chat:staff-conversation", id] });
  };
}

function Header({ c }: { c: ChatStaffConversation }) {
  const t = useT("chat");
  const { api } = useShop();
  const me = useOutletContext<NonNullable<Me["user"]>>();
  const refresh = useRefresh(c.id);
  const [colleague, setColleague] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const agents = useQuery({ queryKey: ["chat:staff-agents"], queryFn: () => api.get("chat:staff-agents") });
  const act = useMutation({
    mutationFn: (fn: () => Promise<ChatStaffConversation>) => fn(),
    onMutate: () => setProblem(null),
    onSuccess: (next) => refresh(next),
    onError: (err) => {
      setProblem(err instanceof ApiError ? err.firstMessage() : t("staff.loadError"));
      refresh();
    },
  });
  const assign = (userId?: number) =>
    act.mutate(() =>
      api.post(
        "chat:staff-assign",
        { expected_assignee: c.assigned_to, ...(userId ? { user_id: userId } : {}) },
        { id: c.id },
      ),
    );
  const selectId = useId();
  return (
    <div className="flex flex-col gap-2 border-b border-gray-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{c.name}</h2>
        <span className="text-sm text-gray-700">
          {t("staff.email")}: {c.email ?? t("staff.noEmail")}
        </span>
      </div>
      <p className="text-sm text-gray-700">
        {c.assigned_to === null
          ? t("staff.unassigned")
          : t("staff.assignedTo", { name: c.assigned_name ?? "" })}
      </p>
      {c.status === "open" && (
        <div className="flex flex-wrap items-end gap-2">
          {c.assigned_to !== me.id && (
            <button type="button" className={buttonClass} disabled={act.isPending} onClick={() => assign()}>
              {t("staff.takeMine")}
            </button>
          )}
          <label htmlFor={selectId} className="sr-only">
            {t("staff.assignTo")}
          </label>
          <select
            id={selectId}
            className={inputClass}
            value={colleague}
            onChange={(e) => setColleague(e.target.value)}
          >
            <option value="">{t("staff.assignTo")}</option>
            {agents.data?.results
              .filter((a) => a.id !== c.assigned_to)
              .map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
          </select>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={!colleague || act.isPending}
            onClick={() => assign(Number(colleague))}
          >
            {t("staff.assign")}
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={act.isPending}
            onClick={() => act.mutate(() => api.post("chat:staff-close", {}, { id: c.id }))}
          >
            {t("staff.closeChat")}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

function Reply({ c }: { c: ChatStaffConversation }) {
  const t = useT("chat");
  const { api, market } = useShop();
  const refresh = useRefresh(c.id);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const language =
    c.language === "ro" || c.language === "cs" ? c.language : market.language === "ro" ? "ro" : "cs";
  const canned = useQuery({
    queryKey: ["chat:staff-canned", language],
    queryFn: () => api.get("chat:staff-canned", { language }),
  });
  const send = useMutation({
    mutationFn: () => api.post("chat:staff-reply", { body: text }, { id: c.id }),
    onMutate: () => setProblem(null),
    onSuccess: () => {
      setText("");
      refresh();
    },
    onError: (err) => setProblem(err instanceof ApiError ? err.firstMessage() : t("chat.sendError")),
  });
  const replyId = useId();
  const cannedId = useId();
  return (
    <form
      className="flex flex-col gap-2 border-t border-gray-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) send.mutate();
      }}
    >
      <label htmlFor={cannedId} className="text-sm font-medium">
        {t("staff.cannedInsert")}
      </label>
      <select
        id={cannedId}
        className={inputClass}
        value=""
        onChange={(e) => {
          const answer = canned.data?.results.find((a) => String(a.id) === e.target.value);
          if (answer) setText((x) => (x.trim() ? `${x.trimEnd()}\n${answer.body}` : answer.body));
        }}
      >
        <option value="">{canned.data?.results.length === 0 ? t("staff.cannedNone") : "—"}</option>
        {canned.data?.results.map((a) => (
          <option key={a.id} value={a.id}>
            {a.title}
          </option>
        ))}
      </select>
      <label htmlFor={replyId} className="text-sm font-medium">
        {t("staff.reply")}
      </label>
      <textarea
        id={replyId}
        rows={3}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={inputClass}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className={buttonClass} disabled={send.isPending || !text.trim()}>
          {t("staff.send")}
        </button>
      </div>
    </form>
  );
}

/** The customer's recent orders and buy-backs, when the conversation is tied to an account. */
function CustomerRecords({ c }: { c: ChatStaffConversation }) {
  const t = useT("chat");
  const { market } = useShop();
  const date = useDate();
  if (!c.has_account)
    return <p className="rounded-lg border border-gray-200 p-3 text-sm text-gray-700">{t("staff.guest")}</p>;
  return (
    <aside className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 text-sm">
      <div>
        <h3 className="font-semibold">{t("staff.orders")}</h3>
        {c.orders.length ? (
          <ul className="mt-1 flex flex-col gap-1">
            {c.orders.map((o) => (
              <li key={o.number}>
                <span className="font-semibold">{o.number}</span> · {o.status} · {date(o.created_at)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-gray-600">{t("staff.noOrders")}</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold">{t("staff.buybacks")}</h3>
        {c.buybacks.length ? (
          <ul className="mt-1 flex flex-col gap-1">
            {c.buybacks.map((b) => (
              <li key={b.number}>
                {b.number} · {b.status}
                {b.price !== null && ` · ${formatPrice(b.price, market)}`} · {date(b.created_at)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-gray-600">{t("staff.noBuybacks")}</p>
        )}
      </div>
    </aside>
  );
}
