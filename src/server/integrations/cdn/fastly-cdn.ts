import { type Cdn, CdnError, type PurgeResult } from "./cdn.js";

/**
 * Fastly's purge API: surrogate keys (POST /service/{id}/purge with Surrogate-Key), a URL (PURGE on
 * the URL itself) and purge_all. `Fastly-Soft-Purge: 1` marks content stale instead of removing it.
 */
export class FastlyCdn implements Cdn {
  readonly name = "fastly";
  constructor(
    private readonly token: string,
    private readonly serviceId: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  purgeKeys(keys: string[], soft: boolean): Promise<PurgeResult> {
    return this.call(`https://api.fastly.com/service/${this.serviceId}/purge`, "POST", {
      "surrogate-key": keys.join(" "),
      ...(soft ? { "fastly-soft-purge": "1" } : {}),
    });
  }

  purgeUrl(url: string, soft: boolean): Promise<PurgeResult> {
    return this.call(url, "PURGE", soft ? { "fastly-soft-purge": "1" } : {});
  }

  purgeAll(): Promise<PurgeResult> {
    return this.call(`https://api.fastly.com/service/${this.serviceId}/purge_all`, "POST", {});
  }

  private async call(url: string, method: string, headers: Record<string, string>): Promise<PurgeResult> {
    const res = await this.fetchImpl(url, {
      method,
      headers: { "fastly-key": this.token, accept: "application/json", ...headers },
    });
    if (!res.ok) throw new CdnError(`Fastly answered ${res.status}`);
    const body = (await res.json().catch(() => ({}))) as { id?: string };
    return { status: "ok", id: body.id ?? "" };
  }
}
