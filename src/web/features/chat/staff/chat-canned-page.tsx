import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { ChatCannedAnswer } from "../../../../contract/chat.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  Field,
  fieldError,
  inputClass,
  PageTitle,
  QueryState,
  secondaryButtonClass,
} from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";

type Draft = { language: "cs" | "ro"; title: string; body: string };

/** /staff/chat/canned/: the ready answers staff insert into a reply, in Czech and Romanian. */
export function ChatCannedPage() {
  const t = useT("chat");
  const { api } = useShop();
  const canned = useQuery({
    queryKey: ["chat:staff-canned", "all"],
    queryFn: () => api.get("chat:staff-canned", {}),
  });
  const [editing, setEditing] = useState<ChatCannedAnswer | null>(null);
  return (
    <div className="max-w-3xl">
      <PageTitle
        aside={
          <Link to="/staff/chat/" className="text-sm text-teal-800 underline">
            {t("staff.back")}
          </Link>
        }
      >
        {t("staff.cannedTitle")}
      </PageTitle>
      <CannedForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      <QueryState query={canned}>
        {(data) =>
          data.results.length ? (
            <ul className="mt-4 flex flex-col gap-2">
              {data.results.map((a) => (
                <CannedRow key={a.id} answer={a} onEdit={() => setEditing(a)} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-gray-600">{t("staff.cannedNone")}</p>
          )
        }
      </QueryState>
    </div>
  );
}

function CannedRow({ answer, onEdit }: { answer: ChatCannedAnswer; onEdit: () => void }) {
  const t = useT("chat");
  const { api } = useShop();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.call("chat:staff-canned-item", { method: "DELETE", params: { id: answer.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["chat:staff-canned"] }),
  });
  return (
    <li className="rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          <span className="mr-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs uppercase">{answer.language}</span>
          {answer.title}
        </span>
        <span className="flex gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onEdit}>
            {t("staff.cannedEdit")}
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t("staff.cannedDelete")}
          </button>
        </span>
      </div>
      <p className="mt-1 whitespace-pre-wrap text-sm text-gray-700">{answer.body}</p>
    </li>
  );
}

function CannedForm({ editing, onDone }: { editing: ChatCannedAnswer | null; onDone: () => void }) {
  const t = useT("chat");
  const { api, market } = useShop();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(
    editing
      ? { language: editing.language, title: editing.title, body: editing.body }
      : { language: market.language === "ro" ? "ro" : "cs", title: "", body: "" },
  );
  const [errors, setErrors] = useState<unknown>(null);
  const save = useMutation({
    mutationFn: () =>
      editing
        ? api.call("chat:staff-canned-item", { method: "PATCH", params: { id: editing.id }, body: draft })
        : api.post("chat:staff-canned", draft),
    onMutate: () => setErrors(null),
    onSuccess: () => {
      toast.success(t("staff.cannedSaved"));
      void queryClient.invalidateQueries({ queryKey: ["chat:staff-canned"] });
      setDraft({ ...draft, title: "", body: "" });
      onDone();
    },
    onError: (err) => setErrors(err instanceof ApiError ? err.body : null),
  });
  const ids = { language: useId(), title: useId(), body: useId() };
  return (
    <form
      className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-[8rem_1fr]"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Field label={t("staff.cannedLanguage")} error={fieldError(errors, "language")}>
        <select
          id={ids.language}
          className={inputClass}
          value={draft.language}
          onChange={(e) => setDraft({ ...draft, language: e.target.value as Draft["language"] })}
        >
          <option value="cs">cs</option>
          <option value="ro">ro</option>
        </select>
      </Field>
      <Field label={t("staff.cannedName")} error={fieldError(errors, "title")}>
        <input
          id={ids.title}
          className={inputClass}
          maxLength={80}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field label={t("staff.cannedBody")} error={fieldError(errors, "body")}>
          <textarea
            id={ids.body}
            rows={3}
            className={`${inputClass} w-full`}
            value={draft.body}
            onChange={(e) => setDraft({ ...draft, body: e.target.value })}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          {editing ? t("staff.cannedSave") : t("staff.cannedAdd")}
        </button>
      </div>
    </form>
  );
}
