import type { BenchContext } from "./scenario.js";

/**
 * What Chromium sends: it accepts compressed answers (a page, and the API its `fetch` asks), so the
 * server's compression is part of what an answer costs (decision 028; run.ts decodes the answers a
 * check reads).
 */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
export const API_HEADERS = { accept: "application/json", "accept-encoding": ACCEPT_ENCODING };
export const PAGE_HEADERS = { accept: "text/html", "accept-encoding": ACCEPT_ENCODING };

/**
 * One shopper as a browser would be: its own cookie jar (CSRF cookie, session, cart) and the CSRF
 * header echoed from it. Used to prepare a session before a run (`call`) and, during the run, to
 * send that shopper's cookies and keep the ones the server sets (`headers`, `absorb`).
 */
export class Shopper {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** A fresh guest: one request to get its own CSRF cookie. */
  static async start(baseUrl: string): Promise<Shopper> {
    const s = new Shopper(baseUrl);
    const { status } = await s.call("GET", "/api/new/core/routes/");
    if (status !== 200 || !s.jar.has("csrftoken")) throw new Error("no CSRF cookie from the server");
    return s;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The cookie and CSRF headers this shopper sends now. */
  headers(): Record<string, string> {
    return {
      cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      "x-csrftoken": this.jar.get("csrftoken") ?? "",
    };
  }

  /** Keeps the cookies of a `set-cookie` header (string, list, or a header object of either). */
  absorb(setCookie: string | string[] | undefined | null): void {
    if (!setCookie) return;
    for (const c of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair, ...attrs] = c.split(";");
      const eq = pair.indexOf("=");
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** `set-cookie` from autocannon's header object (names as the server sent them). */
  absorbHeaders(headers: Record<string, string | string[]>): void {
    for (const k in headers) if (k.toLowerCase() === "set-cookie") this.absorb(headers[k]);
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...this.headers(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.absorb(res.headers.getSetCookie());
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, json };
  }
}

/** A guest's order submit: bank transfer, carrier from the warehouse, terms accepted (add a `token`). */
export const FINISH = {
  type_payment: "bank_transfer",
  type_delivery_code: "ppl",
  order_billing_address: {
    first_name: "Jana",
    last_name: "Nováková",
    city: "Praha",
    postcode: "110 00",
    phone: "+420601123456",
    address: "Národní 10",
    email: "zakaznik@example.cz",
  },
  order_info: { consent_to_terms_of_service: true },
};

/** A session of the demo shop's staff member (seed: staff@mobilcentrum.cz), logged in. */
export async function staffSession(ctx: BenchContext): Promise<Shopper> {
  const staff = await Shopper.start(ctx.baseUrl);
  const login = await staff.call("POST", ctx.path("accounts:login"), {
    email: "staff@mobilcentrum.cz",
    password: "Staff123!",
  });
  if (login.status !== 200) throw new Error(`staff login answered ${login.status}`);
  return staff;
}
