import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";

/** A message the sink took: accepted with a 250 after its data, as a mail server takes it. */
export interface SinkMessage {
  messageId: string | null;
  data: string;
}

/**
 * A minimal SMTP server for the cluster journeys (the worker's `mail.deliver` talks to it through
 * nodemailer, as to a real relay). It accepts every message, except one it is told to hold: that
 * one gets no answer after its data, so the delivery job stays active in the worker until the test
 * kills the worker. A message is delivered only once the server answered 250 (RFC 5321 §4.1.1.4),
 * so a held one that lost its connection was never delivered.
 */
export class SmtpSink {
  readonly accepted: SinkMessage[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private holding: { match: (data: string) => boolean; held: () => void } | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((socket) => this.session(socket)).listen(0, "127.0.0.1");
    await once(this.server, "listening");
    this.port = (this.server.address() as { port: number }).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves once a message whose text matches is being held (its data in, no answer sent). */
  holdNext(match: (data: string) => boolean): Promise<void> {
    return new Promise((held) => {
      this.holding = { match, held };
    });
  }

  /** Messages accepted with this Message-ID. */
  withMessageId(id: string): SinkMessage[] {
    return this.accepted.filter((m) => m.messageId === id);
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.close();
    // A held message's connection stays open until the client gives up: end it with the sink.
    for (const socket of this.sockets) socket.destroy();
  }

  private session(socket: Socket) {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    const say = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = "";
    let data: string[] | null = null;
    say("220 sink ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf("\r\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\r\n");
        if (data) {
          if (line !== ".") {
            data.push(line.startsWith("..") ? line.slice(1) : line);
            continue;
          }
          const text = data.join("\r\n");
          data = null;
          const hold = this.holding;
          if (hold?.match(text)) {
            this.holding = null;
            hold.held();
            continue; // no answer: the sender waits until its process dies
          }
          this.accepted.push({ messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(text)?.[1] ?? null, data: text });
          say("250 2.0.0 queued");
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") say("250-sink\r\n250 8BITMIME");
        else if (verb === "DATA") {
          data = [];
          say("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          say("221 bye");
          socket.end();
        } else say("250 OK");
      }
    });
  }
}
