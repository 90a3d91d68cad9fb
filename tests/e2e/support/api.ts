import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { CZ_URL } from "./urls.js";

/** An API session as a given user (for reading the outbox or preparing data in a journey). */
export async function apiAs(
  email: string,
  password: string,
  baseURL = CZ_URL,
): Promise<APIRequestContext & { csrf: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const routes = await api.get("/api/new/core/routes/");
  const csrf = /csrftoken=([^;]+)/.exec(routes.headers()["set-cookie"] ?? "")?.[1] ?? "";
  const login = await api.post("/api/new/accounts/login/", {
    data: { email, password },
    headers: { "x-csrftoken": csrf },
  });
  if (!login.ok()) throw new Error(`login as ${email} failed: ${login.status()}`);
  return Object.assign(api, { csrf });
}

/**
 * The newest outbox e-mail of a kind (staff API), e.g. the quote or the confirmation, to whom and
 * about what the journey expects: journeys run two at a time, and another may have just sent one of
 * the same kind.
 */
export async function lastMail(
  api: APIRequestContext,
  kind: string,
  about: { to?: string; subjectHas?: string },
): Promise<{ to: string; subject: string; text: string }> {
  const res = await api.get("/api/new/staff/outbox/?page_size=100");
  const body = (await res.json()) as {
    results: { kind: string; to: string; subject: string; text: string }[];
  };
  const mail = body.results.find(
    (m) =>
      m.kind === kind &&
      (about.to === undefined || m.to === about.to) &&
      (about.subjectHas === undefined || m.subject.includes(about.subjectHas)),
  );
  if (!mail) throw new Error(`no ${kind} e-mail ${JSON.stringify(about)} in the outbox`);
  return mail;
}
