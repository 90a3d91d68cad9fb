import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useOutletContext } from "react-router";
import type { Me } from "../../../contract/accounts.js";
import type { StaffUser } from "../../../contract/team.js";
import { useShop, useT } from "../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  Field,
  inputClass,
  PageTitle,
  QueryState,
  secondaryButtonClass,
  useDateTime,
} from "../../ui/staff-kit.js";
import { staffUsersQuery } from "./api/team-queries.js";
import { useTeamAction } from "./use-team-action.js";

const ROLES = ["warehouse", "catalog", "staff", "admin"] as const;
const GRANTS = ["supervisor", "buyback:bank-details"] as const;
type Role = (typeof ROLES)[number];
type Grant = (typeof GRANTS)[number];

/** Spec "active users" and "save user": the admin's list of staff accounts, a new one, edits, disable. */
export function StaffUsersPage() {
  const t = useT("team");
  const { api } = useShop();
  const users = useQuery(staffUsersQuery(api));
  const [adding, setAdding] = useState(false);
  return (
    <div className="max-w-4xl space-y-4">
      <PageTitle
        aside={
          !adding && (
            <button type="button" className={buttonClass} onClick={() => setAdding(true)}>
              {t("users.new")}
            </button>
          )
        }
      >
        {t("users.title")}
      </PageTitle>
      <p className="text-sm text-gray-700">{t("users.intro")}</p>
      {adding && <NewUser onClose={() => setAdding(false)} />}
      <QueryState query={users}>
        {(data) =>
          data.results.length === 0 ? (
            <p className="text-gray-600">{t("users.empty")}</p>
          ) : (
            <ul className="space-y-2">
              {data.results.map((u) => (
                <UserCard key={u.id} user={u} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

const fullName = (u: Pick<StaffUser, "first_name" | "last_name" | "email">) =>
  [u.first_name, u.last_name].filter(Boolean).join(" ") || u.email;

/** Role select and grant boxes, shared by the new account's form and an edit. */
function RoleAndGrants(props: {
  role: Role;
  grants: Grant[];
  onRole: (r: Role) => void;
  onGrants: (g: Grant[]) => void;
  error?: string;
}) {
  const t = useT("team");
  return (
    <>
      <Field label={t("users.role")} error={props.error}>
        <select
          className={inputClass}
          value={props.role}
          onChange={(e) => props.onRole(e.target.value as Role)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="text-sm">
        <legend className="font-medium text-gray-800">{t("users.grants")}</legend>
        {props.role === "admin" ? (
          <p className="text-gray-600">{t("users.grantsAdmin")}</p>
        ) : (
          GRANTS.map((g) => (
            <label key={g} className="mt-1 flex items-center gap-2">
              <input
                type="checkbox"
                checked={props.grants.includes(g)}
                onChange={(e) =>
                  props.onGrants(
                    e.target.checked ? [...props.grants, g] : props.grants.filter((x) => x !== g),
                  )
                }
              />
              {t(`grants.${g}`)}
            </label>
          ))
        )}
      </fieldset>
    </>
  );
}

function NewUser({ onClose }: { onClose: () => void }) {
  const t = useT("team");
  const { api } = useShop();
  const save = useTeamAction("team:users");
  const [v, setV] = useState({ email: "", first_name: "", last_name: "", password: "" });
  const [role, setRole] = useState<Role>("warehouse");
  const [grants, setGrants] = useState<Grant[]>([]);
  const text = (name: keyof typeof v) => ({
    value: v[name],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [name]: e.target.value })),
    className: inputClass,
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await save.run(
      () => api.post("team:users", { ...v, role, grants: role === "admin" ? [] : grants }),
      v.password ? t("users.created") : t("users.createdLink"),
    );
    if (ok) onClose();
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby="new-user-title"
      className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2"
    >
      <h2 id="new-user-title" className="text-lg font-semibold sm:col-span-2">
        {t("users.new")}
      </h2>
      <Field label={t("users.email")} error={save.fieldError("email")}>
        <input type="email" autoComplete="off" required {...text("email")} />
      </Field>
      <div className="flex flex-col gap-1">
        <Field label={t("users.password")} error={save.fieldError("password")}>
          <input
            type="password"
            autoComplete="new-password"
            aria-describedby="new-user-pw"
            {...text("password")}
          />
        </Field>
        <p id="new-user-pw" className="text-xs text-gray-600">
          {t("users.passwordHint")}
        </p>
      </div>
      <Field label={t("users.firstName")} error={save.fieldError("first_name")}>
        <input required {...text("first_name")} />
      </Field>
      <Field label={t("users.lastName")} error={save.fieldError("last_name")}>
        <input required {...text("last_name")} />
      </Field>
      <RoleAndGrants
        role={role}
        grants={grants}
        onRole={setRole}
        onGrants={setGrants}
        error={save.fieldError("role")}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={save.busy} aria-busy={save.busy}>
          {t("users.create")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("users.cancel")}
        </button>
      </div>
    </form>
  );
}

function UserCard({ user }: { user: StaffUser }) {
  const t = useT("team");
  const { api } = useShop();
  const me = useOutletContext<NonNullable<Me["user"]>>();
  const when = useDateTime();
  const save = useTeamAction("team:users");
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);
  const self = user.id === me.id;
  const setDisabled = (disabled: boolean) =>
    save.run(
      () => api.call("team:user", { method: "PATCH", params: { id: user.id }, body: { disabled } }),
      t(disabled ? "users.disabledToast" : "users.enabledToast"),
    );
  return (
    <li
      className={`rounded-lg border p-3 ${user.disabled ? "border-gray-300 bg-gray-50" : "border-gray-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {name}
          {self && <span className="ml-1 font-normal text-gray-600">({t("users.you")})</span>}
        </p>
        <span
          className={`rounded px-1.5 text-xs font-semibold ${user.disabled ? "bg-gray-600 text-white" : "bg-teal-100 text-teal-900"}`}
        >
          {t(user.disabled ? "users.statusDisabled" : "users.statusActive")}
        </span>
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-gray-600">{t("users.email")}</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="text-gray-600">{t("users.role")}</dt>
        <dd>{t(`roles.${user.role}`)}</dd>
        {user.grants.length > 0 && (
          <>
            <dt className="text-gray-600">{t("users.grants")}</dt>
            <dd>{user.grants.map((g) => t(`grants.${g}`)).join(", ")}</dd>
          </>
        )}
        <dt className="text-gray-600">{t("users.lastLogin")}</dt>
        <dd>{user.last_login_at ? when(user.last_login_at) : t("users.never")}</dd>
      </dl>
      {editing ? (
        <EditUser user={user} onClose={() => setEditing(false)} />
      ) : confirming ? (
        <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm">
          <p>{t("users.confirmDisable", { name })}</p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className={dangerButtonClass}
              disabled={save.busy}
              onClick={async () => {
                await setDisabled(true);
                setConfirming(false);
              }}
            >
              {t("users.disable")}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
              {t("users.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={`${t("users.edit")}: ${name}`}
            onClick={() => setEditing(true)}
          >
            {t("users.edit")}
          </button>
          {/* An admin cannot disable themselves (the server refuses it too). */}
          {!self &&
            (user.disabled ? (
              <button
                type="button"
                className={secondaryButtonClass}
                aria-label={`${t("users.enable")}: ${name}`}
                disabled={save.busy}
                onClick={() => setDisabled(false)}
              >
                {t("users.enable")}
              </button>
            ) : (
              <button
                type="button"
                className={dangerButtonClass}
                aria-label={`${t("users.disable")}: ${name}`}
                onClick={() => setConfirming(true)}
              >
                {t("users.disable")}
              </button>
            ))}
        </div>
      )}
    </li>
  );
}

function EditUser({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const t = useT("team");
  const { api } = useShop();
  const save = useTeamAction("team:users");
  const [first, setFirst] = useState(user.first_name);
  const [last, setLast] = useState(user.last_name);
  const [role, setRole] = useState<Role>(user.role);
  const [grants, setGrants] = useState<Grant[]>(user.grants);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await save.run(
      () =>
        api.call("team:user", {
          method: "PATCH",
          params: { id: user.id },
          body: { first_name: first, last_name: last, role, grants: role === "admin" ? [] : grants },
        }),
      t("users.saved"),
    );
    if (ok) onClose();
  }
  return (
    <form onSubmit={submit} className="mt-2 grid gap-3 border-t border-gray-200 pt-3 sm:grid-cols-2">
      <Field label={t("users.firstName")} error={save.fieldError("first_name")}>
        <input className={inputClass} required value={first} onChange={(e) => setFirst(e.target.value)} />
      </Field>
      <Field label={t("users.lastName")} error={save.fieldError("last_name")}>
        <input className={inputClass} required value={last} onChange={(e) => setLast(e.target.value)} />
      </Field>
      <RoleAndGrants
        role={role}
        grants={grants}
        onRole={setRole}
        onGrants={setGrants}
        error={save.fieldError("role")}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={save.busy} aria-busy={save.busy}>
          {t("users.save")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("users.cancel")}
        </button>
      </div>
    </form>
  );
}
