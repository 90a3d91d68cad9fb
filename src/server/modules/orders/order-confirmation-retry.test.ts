// Issue 21, decision 019: a job whose worker died is run again by pg-boss. The order confirmation
// must then be one outbox row and one delivered message, however often its handler runs.
import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { inlineJobs, type Jobs } from "../../platform/jobs.js";
import { createMailer } from "../../platform/mail.js";
import { insertShopOrder } from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { sendConfirmation } from "./order-mail.js";

/** Just enough SMTP for nodemailer; counts the messages it accepted and keeps their Message-IDs. */
function smtpStandIn(messages: string[]): Server {
  return createServer((socket) => {
    socket.write("220 test ESMTP\r\n");
    let data: string[] | null = null;
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            messages.push(data.find((l) => /^Message-ID:/i.test(l)) ?? "");
            data = null;
            socket.write("250 queued\r\n");
          } else data.push(line);
        } else if (/^DATA/i.test(line)) {
          data = [];
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
}

let t: TestApp;
let smtp: Server;
let smtpUrl: string;
const messages: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  smtp = smtpStandIn(messages).listen(0, "127.0.0.1");
  await once(smtp, "listening");
  smtpUrl = `smtp://127.0.0.1:${(smtp.address() as { port: number }).port}`;
});
afterAll(async () => {
  smtp.close();
  await t.close();
});

/** The app's context with a mailer that delivers over SMTP through the given queue (a worker's). */
const workerCtx = (jobs: Jobs): AppContext => ({
  ...t.ctx,
  jobs,
  mailer: createMailer(t.ctx.db, jobs, smtpUrl, "Obchod <obchod@example.cz>"),
});

const outboxOf = (orderId: number) =>
  t.ctx.db
    .select({ id: mailOutbox.id, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, `order-confirmation:${orderId}`));

describe("the order confirmation job run again", () => {
  it("stores and delivers the confirmation once when the job runs twice", async () => {
    const o = await insertShopOrder(t.ctx, {
      number: "2100001",
      email: "jana@example.cz",
      status: "new",
      items: ["Telefon"],
    });
    const before = messages.length;
    const ctx = workerCtx(inlineJobs());
    await sendConfirmation(ctx, o.id);
    await sendConfirmation(ctx, o.id); // the retry of a job whose worker died before completing it
    const rows = await outboxOf(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("sent");
    expect(messages.length - before).toBe(1);
    expect(messages.at(-1)).toMatch(new RegExp(`<outbox-${rows[0]!.id}@example\\.cz>`));
  });

  it("delivers once when the first run stored the mail and died before queueing its delivery", async () => {
    const o = await insertShopOrder(t.ctx, {
      number: "2100002",
      email: "petr@example.cz",
      status: "new",
      items: ["Tablet"],
    });
    const before = messages.length;
    // The first worker stores the row, then dies as it queues the delivery.
    const dying = inlineJobs();
    dying.send = async () => {
      throw new Error("worker killed");
    };
    await expect(sendConfirmation(workerCtx(dying), o.id)).rejects.toThrow("worker killed");
    expect(await outboxOf(o.id)).toEqual([expect.objectContaining({ status: "queued" })]);
    expect(messages.length - before).toBe(0);
    // pg-boss runs the job again on another worker, and then once more for good measure.
    const next = workerCtx(inlineJobs());
    await sendConfirmation(next, o.id);
    await sendConfirmation(next, o.id);
    const rows = await outboxOf(o.id);
    expect(rows).toEqual([expect.objectContaining({ status: "sent" })]);
    expect(messages.length - before).toBe(1);
  });
});
