import type { FastifyReply, FastifyRequest } from "fastify";
import type { EventBus } from "./events.js";

/**
 * Streams a topic's events to the browser as server-sent events until the client goes away.
 * `retry: 3000` tells EventSource-style clients the spec's first reconnection delay; a comment line
 * every 25 s keeps proxies from closing an idle stream.
 */
export function streamTopic(
  bus: EventBus,
  topic: string,
  request: FastifyRequest,
  reply: FastifyReply,
  first?: object,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.write("retry: 3000\n\n");
  let id = 0;
  const send = (data: object) => res.write(`id: ${++id}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`);
  if (first) send(first);
  const unsubscribe = bus.subscribe(topic, send);
  const ping = setInterval(() => res.write(": ping\n\n"), 25_000);
  request.raw.on("close", () => {
    clearInterval(ping);
    unsubscribe();
  });
}
