import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  Field,
  fieldError,
  inputClass,
  SaveCancel,
  secondaryButtonClass,
} from "../../../ui/staff-kit.js";
import { attributeGroupsQuery, attributesQuery } from "../api/catalog-staff-queries.js";
import { useStaffSave } from "./use-staff-save.js";

type Attribute = ResponseOf<"catalog:admin-attributes">[number];
type Group = ResponseOf<"catalog:admin-attribute-groups">[number];

/**
 * Dynamic attributes (spec §2): the parameters of products (display size, storage, RAM, …) in
 * groups; `filterable` makes one a catalogue facet, `comparable` a comparison row.
 */
export function AttributesPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const attrs = useQuery(attributesQuery(api));
  const groups = useQuery(attributeGroupsQuery(api));
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [editingGroup, setEditingGroup] = useState<number | "new" | null>(null);
  const groupList = groups.data ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <section>
        <div className="mb-4 flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold">{t("staff.attributes")}</h1>
          <button type="button" className={buttonClass} onClick={() => setEditing("new")}>
            {t("staff.newAttribute")}
          </button>
        </div>
        {editing === "new" && <AttributeForm groups={groupList} onDone={() => setEditing(null)} />}
        {attrs.isError && (
          <p role="alert" className="text-red-700">
            {t("staff.attributesLoadFailed")}
          </p>
        )}
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th className="p-2">{t("staff.name")}</th>
                <th className="p-2">{t("staff.attrKey")}</th>
                <th className="p-2">{t("staff.unit")}</th>
                <th className="p-2">{t("staff.group")}</th>
                <th className="p-2">{t("staff.valueType")}</th>
                <th className="p-2">{t("staff.filterable")}</th>
                <th className="p-2">{t("staff.comparable")}</th>
                <th className="p-2">{t("staff.position")}</th>
                <th className="p-2">
                  <span className="sr-only">{t("staff.edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {attrs.data?.map((a) => (
                <AttributeRow
                  key={a.id}
                  attr={a}
                  groups={groupList}
                  open={editing === a.id}
                  onToggle={() => setEditing(editing === a.id ? null : a.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section>
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="text-xl font-bold">{t("staff.attributeGroups")}</h2>
          <button type="button" className={buttonClass} onClick={() => setEditingGroup("new")}>
            {t("staff.newGroup")}
          </button>
        </div>
        {editingGroup === "new" && <GroupForm onDone={() => setEditingGroup(null)} />}
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {groupList.map((g) => (
            <li key={g.id} className="p-3">
              <div className="flex items-center justify-between gap-4">
                <span>
                  <span className="font-medium">{g.name}</span>{" "}
                  <span className="text-xs text-gray-600">
                    {g.code} · {t("staff.position")} {g.position}
                  </span>
                </span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-expanded={editingGroup === g.id}
                  onClick={() => setEditingGroup(editingGroup === g.id ? null : g.id)}
                >
                  {t("staff.edit")}
                  <span className="sr-only"> {g.name}</span>
                </button>
              </div>
              {editingGroup === g.id && <GroupForm group={g} onDone={() => setEditingGroup(null)} />}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function AttributeRow({
  attr,
  groups,
  open,
  onToggle,
}: {
  attr: Attribute;
  groups: Group[];
  open: boolean;
  onToggle: () => void;
}) {
  const t = useT("catalog");
  const yes = (v: boolean) => (v ? t("staff.yes") : t("staff.no"));
  return (
    <>
      <tr>
        <td className="p-2 font-medium">{attr.name}</td>
        <td className="p-2 font-mono text-xs">{attr.key}</td>
        <td className="p-2">{attr.unit ?? ""}</td>
        <td className="p-2">{attr.group_name ?? "—"}</td>
        <td className="p-2">{t(`staff.valueType_${attr.value_type}`)}</td>
        <td className="p-2">{yes(attr.filterable)}</td>
        <td className="p-2">{yes(attr.comparable)}</td>
        <td className="p-2">{attr.position}</td>
        <td className="p-2">
          <button type="button" className={secondaryButtonClass} aria-expanded={open} onClick={onToggle}>
            {t("staff.edit")}
            <span className="sr-only"> {attr.name}</span>
          </button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={9} className="p-2">
            <AttributeForm attr={attr} groups={groups} onDone={onToggle} />
          </td>
        </tr>
      )}
    </>
  );
}

function AttributeForm({ attr, groups, onDone }: { attr?: Attribute; groups: Group[]; onDone: () => void }) {
  const t = useT("catalog");
  const { api } = useShop();
  const client = useQueryClient();
  const { errors, busy, save } = useStaffSave();
  const prefix = attr ? `attr-${attr.id}` : "attr-new";
  return (
    <form
      className="my-3 grid max-w-2xl gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2"
      aria-label={attr ? `${t("staff.editAttribute")}: ${attr.name}` : t("staff.newAttribute")}
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const text = (k: string) => String(f.get(k) ?? "").trim();
        const group = text("group");
        const body = {
          name: text("name"),
          unit: text("unit") || null,
          group: group ? Number(group) : null,
          value_type: text("value_type") === "number" ? ("number" as const) : ("text" as const),
          filterable: f.get("filterable") === "on",
          comparable: f.get("comparable") === "on",
          position: Number(text("position") || 0),
        };
        const saved = await save(() =>
          attr
            ? api.call("catalog:admin-attribute-update", { method: "PATCH", params: { id: attr.id }, body })
            : api.post("catalog:admin-attribute-add", { ...body, key: text("key") }),
        );
        if (!saved) return;
        await client.invalidateQueries({ queryKey: attributesQuery(api).queryKey });
        onDone();
      }}
    >
      <Field label={t("staff.name")} error={fieldError(errors, "name")}>
        <input name="name" required defaultValue={attr?.name ?? ""} className={inputClass} />
      </Field>
      {attr ? (
        <p className="text-sm">
          <span className="block font-medium text-gray-800">{t("staff.attrKey")}</span>
          <span className="font-mono">{attr.key}</span>
        </p>
      ) : (
        <Field label={`${t("staff.attrKey")} (${t("staff.attrKeyHint")})`} error={fieldError(errors, "key")}>
          <input name="key" required pattern="[a-z][a-z0-9_]*" className={inputClass} />
        </Field>
      )}
      <Field label={t("staff.unit")} error={fieldError(errors, "unit")}>
        <input name="unit" defaultValue={attr?.unit ?? ""} className={inputClass} />
      </Field>
      <Field label={t("staff.group")} error={fieldError(errors, "group")}>
        <select name="group" defaultValue={attr?.group ?? ""} className={inputClass}>
          <option value="">{t("staff.noGroup")}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("staff.valueType")} error={fieldError(errors, "value_type")}>
        <select name="value_type" defaultValue={attr?.value_type ?? "text"} className={inputClass}>
          <option value="text">{t("staff.valueType_text")}</option>
          <option value="number">{t("staff.valueType_number")}</option>
        </select>
      </Field>
      <PositionField errors={errors} defaultValue={attr?.position ?? 0} />
      <Checkbox id={`${prefix}-filterable`} name="filterable" defaultChecked={attr?.filterable ?? false}>
        {t("staff.filterable")}
      </Checkbox>
      <Checkbox id={`${prefix}-comparable`} name="comparable" defaultChecked={attr?.comparable ?? true}>
        {t("staff.comparable")}
      </Checkbox>
      <SaveCancel busy={busy} onCancel={onDone} className="flex gap-2 sm:col-span-2" />
    </form>
  );
}

function GroupForm({ group, onDone }: { group?: Group; onDone: () => void }) {
  const t = useT("catalog");
  const { api } = useShop();
  const client = useQueryClient();
  const { errors, busy, save } = useStaffSave();
  return (
    <form
      className="my-3 grid max-w-2xl gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-3"
      aria-label={group ? `${t("staff.editGroup")}: ${group.name}` : t("staff.newGroup")}
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const text = (k: string) => String(f.get(k) ?? "").trim();
        const body = { name: text("name"), position: Number(text("position") || 0) };
        const saved = await save(() =>
          group
            ? api.call("catalog:admin-attribute-group-update", {
                method: "PATCH",
                params: { id: group.id },
                body,
              })
            : api.post("catalog:admin-attribute-group-add", { ...body, code: text("code") }),
        );
        if (!saved) return;
        await client.invalidateQueries({ queryKey: attributeGroupsQuery(api).queryKey });
        await client.invalidateQueries({ queryKey: attributesQuery(api).queryKey });
        onDone();
      }}
    >
      <Field label={t("staff.name")} error={fieldError(errors, "name")}>
        <input name="name" required defaultValue={group?.name ?? ""} className={inputClass} />
      </Field>
      {!group && (
        <Field
          label={`${t("staff.groupCode")} (${t("staff.attrKeyHint")})`}
          error={fieldError(errors, "code")}
        >
          <input name="code" required pattern="[a-z][a-z0-9_\-]*" className={inputClass} />
        </Field>
      )}
      <PositionField errors={errors} defaultValue={group?.position ?? 0} />
      <SaveCancel busy={busy} onCancel={onDone} className="flex gap-2 sm:col-span-3" />
    </form>
  );
}

/** Where an attribute or a group stands among the others (0 to 10000). */
function PositionField({ errors, defaultValue }: { errors: unknown; defaultValue: number }) {
  const t = useT("catalog");
  return (
    <Field label={t("staff.position")} error={fieldError(errors, "position")}>
      <input
        name="position"
        type="number"
        min={0}
        max={10000}
        defaultValue={defaultValue}
        className={inputClass}
      />
    </Field>
  );
}

/** A yes/no setting of the attribute, its label beside the box. */
function Checkbox({
  id,
  name,
  defaultChecked,
  children,
}: {
  id: string;
  name: string;
  defaultChecked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm" htmlFor={id}>
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} />
      {children}
    </label>
  );
}
