import { useQuery } from "@tanstack/react-query";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { LatestOrder } from "../account-orders/latest-order.js";
import { AccountNewsletter } from "../engagement/account-newsletter.js";
import { AccountWatches } from "../watches/account-watches.js";
import { type AccountUser, useAccountUser } from "./account-layout.js";
import { ACCOUNT_BASE } from "./account-sections.js";
import { addressesQuery } from "./api/addresses-queries.js";
import { VerifyNotice } from "./verify-notice.js";

/** The account's first page: a summary of the person (the data and password have their own section), watches, newsletter. */
export function AccountPage() {
  const user = useAccountUser();
  return (
    <>
      {!user.email_verified && <VerifyNotice />}
      <PersonSummary user={user} />
      <LatestOrder />
      <AccountWatches />
      <AccountNewsletter />
    </>
  );
}

/** Who the account is, with links to edit the data and the addresses. */
function PersonSummary({ user }: { user: AccountUser }) {
  const t = useT("account");
  const { api } = useShop();
  const addresses = useQuery(addressesQuery(api));
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  const count = addresses.data?.results.length;
  return (
    <section aria-labelledby="person-title" className="rounded-lg border border-gray-200 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="person-title" className="text-lg font-semibold">
            {t("summary.personal")}
          </h2>
          <p className="mt-2 font-medium">
            {name || <span className="text-gray-600">{t("summary.noName")}</span>}
          </p>
          <p className="text-sm text-gray-700">{user.email}</p>
          {user.phone && <p className="text-sm text-gray-700">{t("summary.phone", { phone: user.phone })}</p>}
          {count !== undefined && count > 0 && (
            <p className="mt-1 text-sm text-gray-700">
              <AppLink to={`/${ACCOUNT_BASE}/adresy/`} className="text-teal-800 underline">
                {t("addresses.count", { count })}
              </AppLink>
            </p>
          )}
        </div>
        <AppLink
          to={`/${ACCOUNT_BASE}/udaje/`}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm hover:bg-gray-50"
        >
          {t("summary.edit")}
        </AppLink>
      </div>
    </section>
  );
}
