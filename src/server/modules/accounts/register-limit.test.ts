import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { REGISTRATIONS_PER_WINDOW } from "./accounts.routes.js";

/**
 * Registrations are limited per client address, loosely enough for the many people behind one
 * address (an office, a mobile carrier), tightly enough that one client cannot mail links at will.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("registration limit", () => {
  it(`lets ${REGISTRATIONS_PER_WINDOW} registrations from one address through, refuses the next with 429`, async () => {
    const register = (i: number) =>
      t.client().post("/api/new/accounts/register/", {
        email: `host${i}@example.cz`,
        password: "Bezpecne1!",
        password_confirm: "Bezpecne1!",
        first_name: "Jana",
        last_name: "Nováková",
      });
    for (let i = 0; i < REGISTRATIONS_PER_WINDOW; i++) expect((await register(i)).status).toBe(201);
    const refused = await register(REGISTRATIONS_PER_WINDOW);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/pokus/i);
  });
});
