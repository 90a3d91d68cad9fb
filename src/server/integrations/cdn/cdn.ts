/** A surrogate-key CDN (Fastly or alike) as the shop sees it. */
export interface Cdn {
  readonly name: string;
  purgeKeys(keys: string[], soft: boolean): Promise<PurgeResult>;
  purgeUrl(url: string, soft: boolean): Promise<PurgeResult>;
  purgeAll(): Promise<PurgeResult>;
}

export interface PurgeResult {
  status: "ok";
  /** The CDN's id of the purge request. */
  id: string;
}

export class CdnError extends Error {}
