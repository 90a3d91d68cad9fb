import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { BodyOf } from "../../../contract/api-client.js";
import {
  type ChatConversation,
  type ChatMessage,
  chatStartBody,
  MESSAGE_MAX,
} from "../../../contract/chat.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { subscribeEvents } from "../../ui/event-stream.js";
import { FormError, FormField, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { ChatMessages } from "./chat-messages.js";
import { ChatTranscript } from "./chat-transcript.js";

/** Adds messages not seen yet, in id order (a stream event and a catch-up fetch may bring the same one). */
export function mergeMessages(have: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const ids = new Set(have.map((m) => m.id));
  const fresh = more.filter((m) => !ids.has(m.id));
  return fresh.length ? [...have, ...fresh].sort((a, b) => a.id - b.id) : have;
}

/**
 * The visitor's chat: the name (and optional e-mail) before the first message, then the messages
 * live over the conversation's stream. Each (re)opened stream fetches what came while it was away
 * (`since` the last message shown), so a dropped connection loses nothing.
 */
export function ChatConversationView({ onBack }: { onBack: () => void }) {
  const t = useT("chat");
  const { api } = useShop();
  const [state, setState] = useState<"loading" | "error" | "ready">("loading");
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const lastId = useRef(0);

  const load = useCallback(async () => {
    try {
      const { conversation: c } = await api.get("chat:conversation", {});
      setConversation(c);
      setState("ready");
    } catch {
      setState("error");
    }
  }, [api]);
  useEffect(() => void load(), [load]);
  lastId.current = conversation?.messages.at(-1)?.id ?? 0;

  const id = conversation?.id;
  const open = conversation?.status === "open";
  useEffect(() => {
    if (!id || !open) return;
    const add = (more: ChatMessage[]) =>
      setConversation((c) => (c && c.id === id ? { ...c, messages: mergeMessages(c.messages, more) } : c));
    return subscribeEvents(
      api.url("chat:events"),
      (data) => {
        const e = data as { type: string; message?: ChatMessage };
        setReconnecting(false);
        if (e.type === "open")
          void api.get("chat:conversation", { since: lastId.current }).then(({ conversation: c }) => {
            if (c?.id === id) {
              add(c.messages);
              if (c.status === "closed") setConversation((x) => (x ? { ...x, status: "closed" } : x));
            }
          });
        else if (e.type === "message" && e.message) add([e.message]);
        else if (e.type === "closed") setConversation((c) => (c ? { ...c, status: "closed" } : c));
      },
      () => setReconnecting(true),
    );
  }, [api, id, open]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <button type="button" onClick={onBack} className="px-4 pt-2 text-left text-sm text-teal-800 underline">
        {t("chat.back")}
      </button>
      {state === "loading" && <p className="p-4 text-gray-600">{t("launcher.loading")}</p>}
      {state === "error" && (
        <div role="alert" className="p-4 text-red-800">
          <p>{t("chat.loadError")}</p>
          <button type="button" className="mt-2 underline" onClick={() => void load()}>
            {t("launcher.retry")}
          </button>
        </div>
      )}
      {state === "ready" && conversation && (
        <>
          <ChatMessages messages={conversation.messages} />
          {reconnecting && (
            <p role="status" className="px-4 text-xs text-amber-800">
              {t("chat.reconnecting")}
            </p>
          )}
          {open ? (
            <Composer
              onSent={(m) =>
                setConversation((c) => (c ? { ...c, messages: mergeMessages(c.messages, [m]) } : c))
              }
            />
          ) : (
            <p className="px-4 pb-2 text-sm text-gray-700">{t("chat.closed")}</p>
          )}
          <ChatTranscript />
        </>
      )}
      {state === "ready" && !open && (
        <StartForm defaultName={conversation?.name ?? ""} onStarted={setConversation} />
      )}
    </div>
  );
}

type StartValues = BodyOf<"chat:conversation", "POST">;

/** Name first (spec), e-mail optional (only for the transcript), then the first message. */
function StartForm({
  defaultName,
  onStarted,
}: {
  defaultName: string;
  onStarted: (c: ChatConversation) => void;
}) {
  const t = useT("chat");
  const { api } = useShop();
  const { form, error, submit, formError } = useApiForm<StartValues>(chatStartBody, {
    defaultValues: { name: defaultName, email: "", body: "" },
  });
  const onSubmit = submit(async (values) => onStarted(await api.post("chat:conversation", values)));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 overflow-y-auto p-4">
      {!defaultName && <p className="text-sm text-gray-700">{t("chat.intro")}</p>}
      <FormError message={formError} />
      <FormField
        label={t("chat.name")}
        error={error("name")}
        autoComplete="name"
        required
        {...form.register("name")}
      />
      <FormField
        type="email"
        autoComplete="email"
        label={t("chat.email")}
        error={error("email")}
        {...form.register("email")}
      />
      <MessageBox label={t("chat.message")} error={error("body")} register={form.register("body")} />
      <SubmitButton busy={form.formState.isSubmitting}>
        {defaultName ? t("chat.newChat") : t("chat.start")}
      </SubmitButton>
    </form>
  );
}

function MessageBox(props: {
  label: string;
  error?: string;
  register: ReturnType<ReturnType<typeof useApiForm<StartValues>>["form"]["register"]>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label} <span className="text-red-700">*</span>
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={MESSAGE_MAX}
        aria-invalid={props.error ? true : undefined}
        className="rounded-md border border-gray-300 px-3 py-2"
        {...props.register}
      />
      {props.error && (
        <p role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The line under the messages: Enter sends, Shift+Enter breaks the line. */
function Composer({ onSent }: { onSent: (m: ChatMessage) => void }) {
  const t = useT("chat");
  const { api } = useShop();
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onSent(await api.post("chat:messages", { body: text }));
      setText("");
    } catch (err) {
      setProblem(err instanceof ApiError ? err.firstMessage() : t("chat.sendError"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-1 border-t border-gray-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("chat.message")}
      </label>
      <div className="flex gap-2">
        <textarea
          id={id}
          rows={2}
          maxLength={MESSAGE_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2"
        />
        <button
          type="submit"
          disabled={busy}
          className="self-end rounded-md bg-teal-700 px-3 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t("chat.send")}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
