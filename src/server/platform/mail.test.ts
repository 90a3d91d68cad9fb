import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { inlineJobs } from "./jobs.js";
import { createMailer } from "./mail.js";
import { selectOutboxMail } from "./mail.queries.js";

/** A few lines of SMTP, enough for nodemailer to hand over one message; keeps what it was sent. */
function fakeSmtp(received: string[]): Server {
  return createServer((socket) => {
    socket.write("220 test ESMTP\r\n");
    let inData = false;
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 queued\r\n");
          } else received.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
}

let t: TestApp;
let smtp: Server;
const received: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  smtp = fakeSmtp(received).listen(0, "127.0.0.1");
  await once(smtp, "listening");
});
afterAll(async () => {
  smtp.close();
  await t.close();
});

// nodemailer loads with the first delivery (decision 013): that first mail must still go out.
describe("mail delivery over SMTP", () => {
  it("delivers the first mail through nodemailer loaded on demand and marks it sent", async () => {
    const port = (smtp.address() as { port: number }).port;
    const mailer = createMailer(
      t.ctx.db,
      inlineJobs(),
      `smtp://127.0.0.1:${port}`,
      "Obchod <obchod@example.cz>",
    );
    const id = await mailer.send({
      kind: "test",
      to: "zakaznik@example.cz",
      subject: "Potvrzení objednávky",
      html: "<p>Děkujeme</p>",
      text: "Děkujeme",
    });
    expect((await selectOutboxMail(t.ctx.db, id))?.status).toBe("sent");
    expect(received.some((l) => /^To: zakaznik@example\.cz$/.test(l))).toBe(true);
    expect(received.some((l) => /^Subject: /.test(l))).toBe(true);
  });
});
