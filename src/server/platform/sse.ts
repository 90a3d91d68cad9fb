import type { Server, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { EventBus } from "./events.js";

/**
 * Open streams of this instance, pinged together: one timer for all of them instead of one per
 * connection (thousands of open status pages on one instance).
 */
const open = new Set<ServerResponse>();
/** The open streams of each HTTP server, so closing an app ends its own streams only. */
const byServer = new WeakMap<Server, Set<ServerResponse>>();
let heartbeat: NodeJS.Timeout | undefined;
const PING_MS = 25_000;

function track(res: ServerResponse, server: Server) {
  open.add(res);
  const mine = byServer.get(server) ?? new Set();
  byServer.set(server, mine);
  mine.add(res);
  heartbeat ??= setInterval(() => {
    for (const r of open) r.write(": ping\n\n");
  }, PING_MS).unref();
}

function untrack(res: ServerResponse, server: Server) {
  open.delete(res);
  byServer.get(server)?.delete(res);
  if (open.size === 0 && heartbeat) {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }
}

/** How many streams this instance holds open. */
export const openStreams = () => open.size;

/**
 * Ends a server's open streams (its app is closing): a stream never ends by itself, so without this
 * a shutdown would wait for every customer to close the page. Clients reconnect to another instance.
 */
export function endStreams(server: Server): void {
  for (const res of byServer.get(server) ?? []) res.end();
}

/**
 * Streams a topic's events (or several topics', as one stream) to the browser as server-sent events
 * until the client goes away.
 * `retry: 3000` tells EventSource-style clients the spec's first reconnection delay; a comment line
 * every 25 s keeps proxies from closing an idle stream. `first` is sent right away (a record's
 * stream sends its current status, so a change made between the page's load and the stream's
 * start is not lost).
 */
export function streamTopic(
  bus: EventBus,
  topic: string | readonly string[],
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
  const unsubscribes = (typeof topic === "string" ? [topic] : topic).map((t) => bus.subscribe(t, send));
  const server = request.server.server as Server;
  track(res, server);
  const stop = () => {
    untrack(res, server);
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
  // The response closes when the client goes away (or the server closes the connection).
  if (res.destroyed || request.raw.destroyed) stop();
  else res.once("close", stop);
}
