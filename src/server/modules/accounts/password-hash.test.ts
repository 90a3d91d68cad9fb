import { describe, expect, it } from "vitest";
import { DUMMY_HASH, hashPassword, scryptCost, verifyPassword } from "./password-hash.js";

describe("password hashes", () => {
  it("verify the password they were made of and no other", async () => {
    const hash = await hashPassword("Heslo123!");
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Heslo123!", hash)).toBe(true);
    expect(await verifyPassword("heslo123!", hash)).toBe(false);
    expect(await verifyPassword("Heslo123!", DUMMY_HASH)).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword("Heslo123!")).not.toBe(hash);
  });

  it("keep verifying a hash made at the full cost: the parameters are read from the hash", async () => {
    // Made at N=2^15, r=8, p=1 (the production cost) for "Zakaznik123!".
    const full = "scrypt$32768$8$1$6uKW9hzJvYVPBwYrWsT2yA$YWC0dTLuLtraMwhgTtvXsA4zflXxg7qmisMvjcAzSOo";
    expect(await verifyPassword("Zakaznik123!", full)).toBe(true);
    expect(await verifyPassword("Zakaznik123", full)).toBe(false);
  });

  it("hash at full cost in production, whatever the test setting says", () => {
    expect(scryptCost({ NODE_ENV: "production", SHOP_TEST_PASSWORD_COST: "low" })).toBe(32768);
    expect(scryptCost({})).toBe(32768);
    expect(scryptCost({ NODE_ENV: "test", SHOP_TEST_PASSWORD_COST: "low" })).toBe(1024);
    // The suite runs at the test cost (vitest.config.ts), and the dummy hash at the same.
    expect(DUMMY_HASH.startsWith(`scrypt$${scryptCost()}$`)).toBe(true);
  });
});
