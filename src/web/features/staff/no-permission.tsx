import { Link } from "react-router";
import { useT } from "../../shop-context.js";

/** In place of a staff page the account's role may not open (docs/staff-permissions.md). */
export function NoPermission() {
  const t = useT("team");
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <h1 className="text-xl font-bold">{t("noPermission.title")}</h1>
      <p className="mt-2">{t("noPermission.text")}</p>
      <Link to="/staff/" className="mt-3 inline-block font-semibold text-teal-800 underline">
        {t("noPermission.back")}
      </Link>
    </div>
  );
}
