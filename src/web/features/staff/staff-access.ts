import type { LoaderFunctionArgs } from "react-router";
import type { Me } from "../../../contract/accounts.js";
import { getApi, getMarketOf } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { requireUser } from "../account/require-user.js";

/** Every /staff/ page: logged in (else to login and back), staff (else 403 with the spec's message). */
export async function staffLoader({
  context,
  request,
}: LoaderFunctionArgs): Promise<NonNullable<Me["user"]>> {
  return requireUser(getApi(context), request, getMarketOf(context).slugs.login, { staff: true });
}

export const staffHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("staff.title"), robots: "noindex, nofollow" }),
};
