import { type FormEvent, useState } from "react";
import type { StaffUser } from "../../../contract/team.js";
import { useShop, useT } from "../../shop-context.js";
import { buttonClass, Field, inputClass, secondaryButtonClass } from "../../ui/staff-kit.js";
import { useTeamAction } from "./use-team-action.js";

const ROLES = ["warehouse", "catalog", "staff", "admin"] as const;
const GRANTS = ["supervisor", "buyback:bank-details"] as const;
type Role = (typeof ROLES)[number];
type Grant = (typeof GRANTS)[number];

/**
 * The one form for a staff account: a new one (with e-mail and an optional initial password) or an
 * edit of an existing one (names, role and grants; the e-mail stays, the password is the user's own).
 */
export function UserForm({ user, onClose }: { user?: StaffUser; onClose: () => void }) {
  const t = useT("team");
  const { api } = useShop();
  const save = useTeamAction("team:users");
  const [v, setV] = useState({
    email: "",
    password: "",
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
  });
  const [role, setRole] = useState<Role>(user?.role ?? "warehouse");
  const [grants, setGrants] = useState<Grant[]>(user?.grants ?? []);
  const text = (name: keyof typeof v) => ({
    value: v[name],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [name]: e.target.value })),
    className: inputClass,
  });
  // An admin holds every right: grants are not stored for the role.
  const access = { role, grants: role === "admin" ? [] : grants };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const names = { first_name: v.first_name, last_name: v.last_name };
    const ok = user
      ? await save.run(
          () =>
            api.call("team:user", {
              method: "PATCH",
              params: { id: user.id },
              body: { ...names, ...access },
            }),
          t("users.saved"),
        )
      : await save.run(
          () => api.post("team:users", { ...v, ...access }),
          v.password ? t("users.created") : t("users.createdLink"),
        );
    if (ok) onClose();
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={user ? undefined : "new-user-title"}
      className={
        user
          ? "mt-2 grid gap-3 border-t border-gray-200 pt-3 sm:grid-cols-2"
          : "grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2"
      }
    >
      {!user && (
        <>
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
        </>
      )}
      <Field label={t("users.firstName")} error={save.fieldError("first_name")}>
        <input required {...text("first_name")} />
      </Field>
      <Field label={t("users.lastName")} error={save.fieldError("last_name")}>
        <input required {...text("last_name")} />
      </Field>
      <Field label={t("users.role")} error={save.fieldError("role")}>
        <select className={inputClass} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="text-sm">
        <legend className="font-medium text-gray-800">{t("users.grants")}</legend>
        {role === "admin" ? (
          <p className="text-gray-600">{t("users.grantsAdmin")}</p>
        ) : (
          GRANTS.map((g) => (
            <label key={g} className="mt-1 flex items-center gap-2">
              <input
                type="checkbox"
                checked={grants.includes(g)}
                onChange={(e) => setGrants(e.target.checked ? [...grants, g] : grants.filter((x) => x !== g))}
              />
              {t(`grants.${g}`)}
            </label>
          ))
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={save.busy} aria-busy={save.busy}>
          {t(user ? "users.save" : "users.create")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("users.cancel")}
        </button>
      </div>
    </form>
  );
}
