import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/**
 * N=2^15 costs 50–160 ms of a core (more on a machine with little cache: its 32 MB are read at
 * random): slow for guessing, fine for a login. Parameters are stored per hash, so a hash keeps
 * verifying after they change.
 *
 * The test suite sets `SHOP_TEST_PASSWORD_COST=low` (vitest.config.ts): the same scrypt at N=2^10,
 * about a hundredth of the CPU, since a pass creates and logs in hundreds of accounts and the
 * full cost was a large share of CI's two cores. Ignored when NODE_ENV is production, so a shop
 * (and the browser journeys, which run the production build) always hashes at full cost.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  return env.SHOP_TEST_PASSWORD_COST === "low" && env.NODE_ENV !== "production" ? 1024 : 32768;
}
const PARAMS = { N: scryptCost(), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Verified against when an e-mail is unknown, at the same cost, so the answer takes as long. */
export const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(actual, expected);
}
