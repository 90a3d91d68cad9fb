import { randomUUID } from "node:crypto";
import { type Cdn, CdnError, type PurgeResult } from "./cdn.js";

export interface SandboxPurge {
  at: Date;
  kind: "keys" | "url" | "all";
  target: string[];
  soft: boolean;
}

/**
 * The CDN used when no Fastly credentials are configured: it validates requests the way Fastly does
 * (at most 256 keys a call, absolute http(s) URLs) and keeps a log of what it purged.
 */
export class SandboxCdn implements Cdn {
  readonly name = "sandbox";
  readonly log: SandboxPurge[] = [];

  async purgeKeys(keys: string[], soft: boolean): Promise<PurgeResult> {
    if (keys.length === 0 || keys.length > 256) throw new CdnError("between 1 and 256 keys per purge");
    return this.record({ at: new Date(), kind: "keys", target: keys, soft });
  }

  async purgeUrl(url: string, soft: boolean): Promise<PurgeResult> {
    if (!/^https?:\/\//.test(url)) throw new CdnError("purge URL must be absolute");
    return this.record({ at: new Date(), kind: "url", target: [url], soft });
  }

  async purgeAll(): Promise<PurgeResult> {
    return this.record({ at: new Date(), kind: "all", target: [], soft: false });
  }

  private record(p: SandboxPurge): PurgeResult {
    this.log.push(p);
    if (this.log.length > 100) this.log.shift();
    return { status: "ok", id: randomUUID() };
  }
}
