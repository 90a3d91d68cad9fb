import { useOutletContext } from "react-router";
import type { Me } from "../../../contract/accounts.js";
import { useT } from "../../shop-context.js";

export function StaffDashboard() {
  const user = useOutletContext<NonNullable<Me["user"]>>();
  const t = useT();
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("staff.dashboard")}</h1>
      <p className="mt-2 text-gray-700">{t("staff.welcome", { name: user.first_name ?? user.email })}</p>
    </div>
  );
}
