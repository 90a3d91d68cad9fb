import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "./testing/test-app.js";

// Several instances need PostgreSQL (PGlite is one process's database), so this runs in the
// PostgreSQL pass of the suite.
describe.skipIf(!process.env.DATABASE_URL)("several web instances (WEB_CONCURRENCY)", () => {
  it("stop the shop with exit code 1 when they cannot listen, instead of restarting in a loop", async () => {
    const { url, drop } = await openTestDatabase();
    const taken = createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const port = (taken.address() as { port: number }).port;
    try {
      const shop = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          WEB_CONCURRENCY: "2",
          PORT: String(port),
          HOST: "127.0.0.1",
          JOBS: "inline",
          LOG_LEVEL: "silent",
          VITE_DEV: "",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let errors = "";
      shop.stderr.on("data", (chunk) => {
        errors += chunk;
      });
      const [code] = await once(shop, "exit");
      expect(code).toBe(1);
      expect(errors).toContain("could not start");
      expect(errors.match(/starting another/g)).toBeNull();
    } finally {
      taken.close();
      await drop();
    }
  }, 90_000);
});
