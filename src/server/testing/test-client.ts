import type { FastifyInstance, InjectOptions } from "fastify";

export interface TestResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  text: string;
}

/** Drives the app through `inject` like a browser: keeps cookies and echoes the CSRF token. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request<T = any>(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    if (!this.cookies.has("csrftoken") && method !== "GET")
      await this.request("GET", "/api/new/core/routes/");
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await this.app.inject({
      method,
      url,
      payload: payload as any,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(this.cookies.get("csrftoken") ? { "x-csrftoken": this.cookies.get("csrftoken")! } : {}),
        ...headers,
      },
    });
    for (const c of res.cookies) {
      if (!c.value || (c.expires && new Date(c.expires) < new Date())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let body: any = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, headers: res.headers as any, body, text: res.body };
  }

  get<T = any>(url: string) {
    return this.request<T>("GET", url);
  }
  post<T = any>(url: string, payload?: unknown) {
    return this.request<T>("POST", url, payload ?? {});
  }
  put<T = any>(url: string, payload?: unknown) {
    return this.request<T>("PUT", url, payload ?? {});
  }
  patch<T = any>(url: string, payload?: unknown) {
    return this.request<T>("PATCH", url, payload ?? {});
  }
  delete<T = any>(url: string) {
    return this.request<T>("DELETE", url);
  }

  async login(email: string, password: string): Promise<void> {
    const res = await this.post("/api/new/accounts/login/", { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  }
}
