import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { isMarketCode, type MarketCode } from "../domain/market.js";

/** Every environment variable the server reads, parsed once. */
export interface Config {
  market: MarketCode;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * A read replica of `DATABASE_URL` (`DATABASE_READ_URL`) for catalogue reads (decision 019): used
   * only once it has caught up with the catalogue version the primary has committed.
   */
  databaseReadUrl: string | undefined;
  /** Connections per process to PostgreSQL, and as many to the replica (`DATABASE_POOL_SIZE`, decision 024). */
  poolSize: number | undefined;
  dataDir: string;
  /**
   * A directory all web instances share for the product feeds (`FEEDS_DIR`, issue 21): one
   * instance writes a feed, every instance serves it. Unset = each instance writes its own.
   */
  feedsDir: string | undefined;
  smtpUrl: string | undefined;
  /** Shared rate-limit counts for several web instances; unset = each instance counts its own. */
  redisUrl: string | undefined;
  publicUrl: string;
  production: boolean;
  /** Cookies get the Secure flag when the shop is served over https. */
  secureCookies: boolean;
  /** 32-byte key for AES-256-GCM field encryption and lookup HMACs. */
  dataKey: Buffer;
  logLevel: string;
  /** Run pg-boss workers inside the web process (default) or leave them to `npm run worker`. */
  inlineWorkers: boolean;
  /** Fastly credentials; without them purges go to the sandbox CDN. */
  fastly: { token: string; serviceId: string } | undefined;
  /**
   * RO e-Factura (decision 015): ANAF's API (`ANAF_API_URL`, default its test environment) with an
   * OAuth2 access token (`ANAF_ACCESS_TOKEN`); without a token the local stand-in answers, in the
   * mode `ANAF_STANDIN` names (accept, slow, down, reject).
   */
  anaf: { apiUrl: string; accessToken: string } | { standin: "accept" | "slow" | "down" | "reject" };
  /**
   * Proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`: addresses or CIDRs, comma
   * separated); none by default, so a client cannot choose the address its rate limits count.
   */
  trustProxy: string[];
  /**
   * The S3-compatible bucket for images (issue 18: `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`,
   * `S3_SECRET_ACCESS_KEY`, `S3_REGION` default us-east-1, R2 takes "auto"); unset = `DATA_DIR/images`.
   */
  s3:
    | { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string }
    | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const market = env.SHOP_MARKET ?? "cz";
  if (!isMarketCode(market)) throw new Error(`SHOP_MARKET must be cz or ro, got "${market}"`);
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  const port = Number(env.PORT ?? 3000);
  return {
    market,
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: (env.DATABASE_URL && env.DATABASE_READ_URL) || undefined,
    poolSize: poolSizeOf(env.DATABASE_POOL_SIZE),
    dataDir,
    feedsDir: env.FEEDS_DIR ? resolve(env.FEEDS_DIR) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production: env.NODE_ENV === "production",
    secureCookies: (env.PUBLIC_URL ?? "").startsWith("https://"),
    dataKey: loadDataKey(env.DATA_KEY, dataDir),
    logLevel: env.LOG_LEVEL ?? "info",
    inlineWorkers: env.INLINE_WORKERS !== "0",
    fastly:
      env.FASTLY_API_TOKEN && env.FASTLY_SERVICE_ID
        ? { token: env.FASTLY_API_TOKEN, serviceId: env.FASTLY_SERVICE_ID }
        : undefined,
    anaf: env.ANAF_ACCESS_TOKEN
      ? {
          apiUrl: env.ANAF_API_URL || "https://api.anaf.ro/test/FCTEL/rest",
          accessToken: env.ANAF_ACCESS_TOKEN,
        }
      : {
          standin: (["slow", "down", "reject"] as const).find((m) => m === env.ANAF_STANDIN) ?? "accept",
        },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    s3: parseS3(env),
  };
}

/** All four S3 settings or none: half a configuration stops the start instead of losing uploads. */
function parseS3(env: NodeJS.ProcessEnv): Config["s3"] {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const given = [endpoint, bucket, accessKeyId, secretAccessKey].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 4 || !/^https?:\/\//.test(endpoint ?? ""))
    throw new Error(
      "S3 storage needs S3_ENDPOINT (http(s)://…), S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    );
  return {
    endpoint: endpoint!,
    bucket: bucket!,
    accessKeyId: accessKeyId!,
    secretAccessKey: secretAccessKey!,
    region: env.S3_REGION || "us-east-1",
  };
}

/** `TRUST_PROXY` as a list of IPv4/IPv6 addresses and CIDRs; anything else stops the start. */
export function parseTrustProxy(value: string | undefined): string[] {
  const items = (value ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    const [address, bits, ...rest] = item.split("/");
    const kind = isIP(address);
    const max = kind === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (!kind || rest.length || !validBits)
      throw new Error(`TRUST_PROXY: "${item}" is not an IP address or CIDR (e.g. 10.0.0.1, 10.0.0.0/8, ::1)`);
  }
  return items;
}

/** A key from the environment (hex or base64), else a generated development key kept in the data dir. */
function loadDataKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) {
    const key = /^[0-9a-f]{64}$/i.test(fromEnv)
      ? Buffer.from(fromEnv, "hex")
      : Buffer.from(fromEnv, "base64");
    if (key.length !== 32) throw new Error("DATA_KEY must be 32 bytes (64 hex characters or base64)");
    return key;
  }
  const file = join(dataDir, "dev-data-key");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("hex"), { mode: 0o600 });
  return key;
}

function poolSizeOf(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number ≥ 1, got "${value}"`);
  return n;
}
