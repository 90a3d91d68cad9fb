import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger.js";

describe("logs", () => {
  it("never contain cookies, passwords or personal fields, nor query strings", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const options = loggerOptions("debug") as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.post("/x", async (req) => {
      req.log.info({ body: req.body }, "handled");
      return { ok: true };
    });
    await app.inject({
      method: "POST",
      url: "/x?token=secret-reset-token",
      headers: { cookie: "sid=session-secret" },
      payload: {
        password: "Tajne123!",
        email: "jana@example.cz",
        personal_identification_number: "7103192745",
      },
    });
    await app.close();
    const log = lines.join("\n");
    expect(log).toContain("handled");
    for (const secret of [
      "Tajne123!",
      "jana@example.cz",
      "7103192745",
      "session-secret",
      "secret-reset-token",
    ])
      expect(log).not.toContain(secret);
  });
});
