import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { FaqAdmin } from "../../../../contract/content.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  Field,
  fieldError,
  inputClass,
  PageTitle,
  QueryState,
  SaveCancel,
  secondaryButtonClass,
} from "../../../ui/staff-kit.js";
import { useStaffSave } from "../../catalog/staff/use-staff-save.js";
import { adminFaqQuery } from "../api/content-queries.js";
import { EditDeleteButtons, LanguageSelect, MarkdownHint, useShopLanguage } from "./staff-bits.js";

type Group = FaqAdmin["groups"][number];
type Item = Group["items"][number];

/** The FAQ of a language: groups in order, their questions and answers. */
export function FaqAdminPage() {
  const t = useT("content");
  const { api } = useShop();
  const client = useQueryClient();
  const [language, setLanguage] = useState(useShopLanguage());
  const faq = useQuery(adminFaqQuery(api, language));
  const refresh = () => client.invalidateQueries({ queryKey: ["content:admin-faq"] });
  return (
    <div className="max-w-4xl">
      <PageTitle aside={<LanguageSelect id="faq-language" value={language} onChange={setLanguage} />}>
        {t("staff.faq.title")}
      </PageTitle>
      <p className="mb-4 text-sm text-gray-600">{t("staff.faq.intro")}</p>
      <GroupForm language={language} onDone={refresh} />
      <QueryState query={faq}>
        {(data) =>
          data.groups.length === 0 ? (
            <p className="mt-4 text-gray-600">{t("staff.faq.empty")}</p>
          ) : (
            <div className="mt-6 grid gap-6">
              {data.groups.map((g) => (
                <GroupCard key={g.id} group={g} onChange={refresh} />
              ))}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

function GroupForm({
  language,
  group,
  onDone,
  onCancel,
}: {
  language: string;
  group?: Group;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const t = useT("content");
  const { api } = useShop();
  const { errors, busy, save } = useStaffSave();
  const [title, setTitle] = useState(group?.title ?? "");
  const [position, setPosition] = useState(String(group?.position ?? 0));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { language: language as "cs", title, position: position as never };
    const done = await save(() =>
      group
        ? api.call("content:admin-faq-group", { method: "PUT", params: { id: group.id }, body })
        : api.call("content:admin-faq-groups", { method: "POST", body }),
    );
    if (done) {
      if (!group) setTitle("");
      onDone();
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={group ? `${t("staff.edit")}: ${group.title}` : t("staff.faq.newGroup")}
      className="flex flex-wrap items-end gap-2 rounded-lg bg-gray-50 p-3"
    >
      <Field label={t("staff.faq.groupTitle")} error={fieldError(errors, "title")}>
        <input className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label={t("staff.position")} error={fieldError(errors, "position")}>
        <input
          inputMode="numeric"
          className={`${inputClass} w-20`}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        />
      </Field>
      {onCancel ? (
        <SaveCancel busy={busy} onCancel={onCancel} />
      ) : (
        <button type="submit" className={secondaryButtonClass} disabled={busy}>
          {t("staff.faq.newGroup")}
        </button>
      )}
    </form>
  );
}

function GroupCard({ group, onChange }: { group: Group; onChange: () => void }) {
  const t = useT("content");
  const { api } = useShop();
  const del = useStaffSave();
  const [editing, setEditing] = useState<number | "group" | "new" | null>(null);
  const done = () => {
    setEditing(null);
    onChange();
  };
  const removeGroup = async () => {
    if (!window.confirm(t("staff.confirmDelete", { title: group.title }))) return;
    if (
      await del.save(
        () => api.call("content:admin-faq-group", { method: "DELETE", params: { id: group.id } }),
        t("staff.deleted"),
      )
    )
      onChange();
  };
  const removeItem = async (item: Item) => {
    if (!window.confirm(t("staff.confirmDelete", { title: item.question }))) return;
    if (
      await del.save(
        () => api.call("content:admin-faq-item", { method: "DELETE", params: { id: item.id } }),
        t("staff.deleted"),
      )
    )
      onChange();
  };
  return (
    <section className="rounded-lg border border-gray-200 p-4" aria-labelledby={`faq-group-${group.id}`}>
      {editing === "group" ? (
        <GroupForm language={group.language} group={group} onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`faq-group-${group.id}`} className="text-lg font-semibold">
            {group.title} <span className="text-xs font-normal text-gray-500">({group.position})</span>
          </h2>
          <div className="flex gap-2">
            <EditDeleteButtons
              name={group.title}
              onEdit={() => setEditing("group")}
              onDelete={removeGroup}
              busy={del.busy}
            />
          </div>
        </div>
      )}
      <ul className="mt-3 divide-y divide-gray-100">
        {group.items.map((i) => (
          <li key={i.id} className="py-2">
            {editing === i.id ? (
              <ItemForm groupId={group.id} item={i} onDone={done} onCancel={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{i.question}</p>
                  <p className="line-clamp-2 text-sm text-gray-600">{i.answer}</p>
                </div>
                <div className="flex gap-2">
                  <EditDeleteButtons
                    name={i.question}
                    onEdit={() => setEditing(i.id)}
                    onDelete={() => removeItem(i)}
                    busy={del.busy}
                  />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <ItemForm groupId={group.id} onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => setEditing("new")}>
          {t("staff.faq.newItem")}
        </button>
      )}
    </section>
  );
}

function ItemForm({
  groupId,
  item,
  onDone,
  onCancel,
}: {
  groupId: number;
  item?: Item;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT("content");
  const { api } = useShop();
  const { errors, busy, save } = useStaffSave();
  const [d, setD] = useState({
    question: item?.question ?? "",
    answer: item?.answer ?? "",
    position: String(item?.position ?? 0),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { group_id: groupId, question: d.question, answer: d.answer, position: d.position as never };
    const ok = await save(() =>
      item
        ? api.call("content:admin-faq-item", { method: "PUT", params: { id: item.id }, body })
        : api.call("content:admin-faq-items", { method: "POST", body }),
    );
    if (ok) onDone();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={item ? `${t("staff.edit")}: ${item.question}` : t("staff.faq.newItem")}
      className="mt-2 grid gap-2 rounded-lg bg-gray-50 p-3"
    >
      <Field label={t("staff.faq.question")} error={fieldError(errors, "question")}>
        <input
          className={inputClass}
          value={d.question}
          onChange={(e) => setD({ ...d, question: e.target.value })}
        />
      </Field>
      <Field label={t("staff.faq.answer")} error={fieldError(errors, "answer")}>
        <textarea
          rows={4}
          className={inputClass}
          value={d.answer}
          onChange={(e) => setD({ ...d, answer: e.target.value })}
        />
      </Field>
      <MarkdownHint />
      <Field label={t("staff.position")} error={fieldError(errors, "position")}>
        <input
          inputMode="numeric"
          className={`${inputClass} w-20`}
          value={d.position}
          onChange={(e) => setD({ ...d, position: e.target.value })}
        />
      </Field>
      <SaveCancel busy={busy} onCancel={onCancel} />
    </form>
  );
}
