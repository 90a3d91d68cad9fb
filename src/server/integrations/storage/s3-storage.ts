import { amzDate, authorization, type Credentials, sha256Hex, uriEncode } from "./sigv4.js";
import { checkKey, type ObjectStorage, StorageError, type StoredObject } from "./storage.js";

export interface S3Config extends Credentials {
  /** `https://s3.eu-central-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, `http://minio:9000` */
  endpoint: string;
  bucket: string;
}

const EMPTY_HASH = sha256Hex("");

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) over plain `fetch`: path-style addresses
 * (`<endpoint>/<bucket>/<key>`, which every one of them accepts) signed with Signature V4.
 */
export class S3Storage implements ObjectStorage {
  readonly name = "s3";
  private readonly base: URL;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.base = new URL(config.endpoint);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send("PUT", key, bytes, { "content-type": contentType });
    await res.arrayBuffer();
    if (!res.ok) throw new StorageError(`S3 PUT ${key} answered ${res.status}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.send("GET", key);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) throw new StorageError(`S3 GET ${key} answered ${res.status}`);
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get("content-type") ?? "application/octet-stream",
    };
  }

  async head(key: string): Promise<{ contentType: string; size: number } | null> {
    const res = await this.send("HEAD", key);
    if (res.status === 404) return null;
    if (!res.ok) throw new StorageError(`S3 HEAD ${key} answered ${res.status}`);
    return {
      contentType: res.headers.get("content-type") ?? "application/octet-stream",
      size: Number(res.headers.get("content-length") ?? 0),
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send("DELETE", key);
    await res.arrayBuffer();
    // S3 answers 204 for a missing key too; 404 (a bucket-less stand-in) is as good.
    if (!res.ok && res.status !== 404) throw new StorageError(`S3 DELETE ${key} answered ${res.status}`);
  }

  private send(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}) {
    const prefix = this.base.pathname.replace(/\/$/, "");
    const path = `${prefix}/${uriEncode(this.config.bucket, false)}/${uriEncode(checkKey(key), true)}`;
    const headers: Record<string, string> = {
      host: this.base.host,
      "x-amz-date": amzDate(this.now()),
      "x-amz-content-sha256": body ? sha256Hex(body) : EMPTY_HASH,
      ...extra,
    };
    headers.authorization = authorization(
      { method, path, query: "", headers, payloadHash: headers["x-amz-content-sha256"]! },
      this.config,
    );
    // fetch sets Host itself from the URL, which is the value signed.
    const { host: _host, ...sent } = headers;
    return this.fetchImpl(new URL(path, this.base.origin), {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
  }
}
