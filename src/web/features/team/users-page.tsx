import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useOutletContext } from "react-router";
import type { Me } from "../../../contract/accounts.js";
import type { StaffUser } from "../../../contract/team.js";
import { useShop, useT } from "../../shop-context.js";
import {
  buttonClass,
  dangerButtonClass,
  PageTitle,
  QueryState,
  secondaryButtonClass,
  useDateTime,
} from "../../ui/staff-kit.js";
import { staffUsersQuery } from "./api/team-queries.js";
import { useTeamAction } from "./use-team-action.js";
import { UserForm } from "./user-form.js";

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
      {adding && <UserForm onClose={() => setAdding(false)} />}
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
        <UserForm user={user} onClose={() => setEditing(false)} />
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
