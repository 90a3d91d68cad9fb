import { data, redirect } from "react-router";
import type { Me } from "../../../contract/accounts.js";
import type { ApiClient } from "../../api/api-client.js";
import { meQuery } from "./api/account-queries.js";

/** For loaders of pages behind login: a visitor is sent to log in and back; `staff` adds a 403. */
export async function requireUser(
  api: ApiClient,
  request: Request,
  loginSlug: string,
  opts: { staff?: boolean } = {},
): Promise<NonNullable<Me["user"]>> {
  const me = await meQuery(api).load();
  if (!me.user) {
    const url = new URL(request.url);
    throw redirect(`/${loginSlug}/?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (opts.staff && !me.user.is_staff) throw data({ message: "forbidden" }, { status: 403 });
  return me.user;
}
