/**
 * A browser as the cluster tests need one: a cookie jar, the CSRF header on writes, and the
 * instance that answered (nginx's `X-Upstream`). `base` may be nginx or one instance's own port:
 * the jar goes with the browser, so one shopper can talk to both instances in turn.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();
  /** The instances (host:port) that answered this browser through nginx, in order. */
  readonly upstreams: string[] = [];

  constructor(public base: string) {}

  async request(method: string, path: string, body?: unknown, base = this.base) {
    if (method !== "GET" && !this.cookies.has("csrftoken"))
      await this.request("GET", "/api/new/core/routes/");
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookies.get("csrftoken") ? { "x-csrftoken": this.cookies.get("csrftoken")! } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...value] = pair.split("=");
      const expired = attrs.some((a) => /max-age=0|expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (!value.join("=") || expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
    const upstream = res.headers.get("x-upstream");
    if (upstream) this.upstreams.push(upstream);
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, text, json };
  }

  get(path: string, base?: string) {
    return this.request("GET", path, undefined, base);
  }

  post(path: string, body: unknown = {}, base?: string) {
    return this.request("POST", path, body, base);
  }

  async login(email: string, password: string, base?: string) {
    const res = await this.post("/api/new/accounts/login/", { email, password }, base);
    if (res.status !== 200) throw new Error(`login as ${email}: ${res.status} ${res.text}`);
  }
}

/**
 * Reads a server-sent event stream until `until` accepts an event's data (or the time runs out),
 * and returns the data of every event read.
 */
export async function readEvents(
  url: string,
  headers: Record<string, string>,
  until: (data: any) => boolean,
  opts: { timeoutMs: number; onOpen?: () => void },
): Promise<any[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), opts.timeoutMs);
  const seen: any[] = [];
  try {
    const res = await fetch(url, {
      headers: { accept: "text/event-stream", ...headers },
      signal: abort.signal,
    });
    if (res.status !== 200) throw new Error(`event stream answered ${res.status}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split("\n")
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("\n");
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (!data) continue;
        const event = JSON.parse(data);
        seen.push(event);
        if (seen.length === 1) opts.onOpen?.();
        if (until(event)) return seen;
      }
    }
  } catch (err) {
    if (!abort.signal.aborted) throw err;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return seen;
}
