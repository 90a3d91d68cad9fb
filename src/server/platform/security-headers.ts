import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { isPageCall } from "./request-hooks.js";

/**
 * Helmet's response headers for a fixed configuration, worked out once. Helmet builds its
 * middleware (and parses the CSP) on each call, and @fastify/helmet called it on every request:
 * with no per-request part (no nonces), the headers are the same every time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Sends the security headers with every answer, except static files (the same for everyone, their
 * own headers) and a page's in-process API calls (they never reach a browser).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (request, reply, done) => {
    if (!request.routeOptions.config?.static && !isPageCall(request.headers)) reply.headers(headers);
    done();
  });
}
