import type { Transport } from "../../contract/api-client.js";

// The client is isomorphic and typed by the API map (contract/api-client.ts); the browser's
// transport and route-table loader stay here.
export {
  ApiClient,
  ApiError,
  type CallOptions,
  type RawResponse,
  type ResponseOf,
  type Transport,
} from "../../contract/api-client.js";

function readCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** The browser's transport: same-origin fetch, the session cookie, the CSRF token echoed in a header. */
export const browserTransport: Transport = async (method, url, body) => {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined && method !== "GET") headers["content-type"] = "application/json";
  const csrf = readCookie("csrftoken");
  if (csrf && method !== "GET") headers["x-csrftoken"] = decodeURIComponent(csrf);
  const res = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    redirect: "manual",
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, headers: res.headers, body: parsed };
};

/**
 * The browser's route table, from the address the page names (preloaded by its head; cached for a
 * year, since the address changes with the table). A plain GET, so it matches the preload.
 */
export async function loadRouteTable(url: string): Promise<Record<string, string>> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`route table: ${res.status}`);
  return res.json();
}
