import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../modules/accounts/accounts.service.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { endSessionLoan, lendSession, SESSION_LOAN_HEADER } from "./request-hooks.js";

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = await createUser(t.ctx, { email: "loan@x.cz", password: "Heslo123!", firstName: "Lea" });
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/new/accounts/me/", headers });

describe("session loan (a page's loaders reuse its session)", () => {
  it("gives in-process calls the page's user while the page renders, and nothing after", async () => {
    const page = {
      sessionIdHash: "h",
      user: { id: userId, role: "customer", permissions: [], firstName: "Lea" },
    } as unknown as FastifyRequest;
    const loan = lendSession(page);
    expect((await me({ [SESSION_LOAN_HEADER]: loan })).json().user.email).toBe("loan@x.cz");
    endSessionLoan(loan);
    expect((await me({ [SESSION_LOAN_HEADER]: loan })).json().user).toBeNull();
  });

  it("ignores a made-up loan key", async () => {
    expect((await me({ [SESSION_LOAN_HEADER]: "guessed-key" })).json().user).toBeNull();
  });
});

describe("security headers", () => {
  it("go with outside answers, and not with a page's in-process calls", async () => {
    const outside = await me({});
    expect(outside.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(outside.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(outside.headers["x-powered-by"]).toBeUndefined();
    const loan = lendSession({ sessionIdHash: null, user: null } as unknown as FastifyRequest);
    const inProcess = await me({ [SESSION_LOAN_HEADER]: loan });
    endSessionLoan(loan);
    expect(inProcess.statusCode).toBe(200);
    expect(inProcess.headers["content-security-policy"]).toBeUndefined();
  });
});
