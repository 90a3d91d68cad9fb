/**
 * Every call of the web app goes through the server's reverse route table (spec §7): a call names
 * a route (`accounts:login`), the table gives its path template. Requests throw on error.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: any,
  ) {
    super(typeof body?.message === "string" ? body.message : `HTTP ${status}`);
  }
  /** The first non-field error, else the first value found in the error object (spec §8, add to cart). */
  firstMessage(): string {
    const b = this.body;
    if (Array.isArray(b?.non_field_errors) && b.non_field_errors[0]) return b.non_field_errors[0];
    if (typeof b?.message === "string") return b.message;
    const first = (v: any): string | undefined =>
      typeof v === "string"
        ? v
        : Array.isArray(v)
          ? first(v[0])
          : v && typeof v === "object"
            ? first(Object.values(v)[0])
            : undefined;
    return first(b) ?? this.message;
  }
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  body?: unknown;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: any;
}

export type Transport = (method: string, url: string, body: unknown) => Promise<RawResponse>;

export class ApiClient {
  constructor(
    readonly routes: Record<string, string>,
    private readonly transport: Transport,
  ) {}

  has(name: string): boolean {
    return name in this.routes;
  }

  url(name: string, params: CallOptions["params"] = {}, query?: CallOptions["query"]): string {
    const template = this.routes[name];
    if (!template) throw new Error(`unknown route ${name}`);
    let path = template.replace(/\{(\w+)\}/g, (_, k) => {
      if (params[k] === undefined) throw new Error(`route ${name} needs ${k}`);
      return encodeURIComponent(String(params[k]));
    });
    if (query) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) {
        if (v === undefined || v === null || v === "") continue;
        if (Array.isArray(v)) for (const x of v) qs.append(k, String(x));
        else qs.set(k, String(v));
      }
      const s = qs.toString();
      if (s) path += `?${s}`;
    }
    return path;
  }

  /** Calls a named route; resolves with the full response (status, headers) or throws ApiError. */
  async raw(name: string, opts: CallOptions = {}): Promise<RawResponse> {
    const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
    const res = await this.transport(method, this.url(name, opts.params, opts.query), opts.body);
    if (res.status >= 400) throw new ApiError(res.status, res.body);
    return res;
  }

  async call<T = any>(name: string, opts: CallOptions = {}): Promise<T> {
    return (await this.raw(name, opts)).body as T;
  }

  get<T = any>(name: string, query?: CallOptions["query"], params?: CallOptions["params"]) {
    return this.call<T>(name, { query, params });
  }
  post<T = any>(name: string, body: unknown = {}, params?: CallOptions["params"]) {
    return this.call<T>(name, { method: "POST", body, params });
  }
}

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
  let parsed: any = text;
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
