import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { translateMessage } from "../../contract/z.js";
import { AppError, type FieldErrors } from "./errors.js";
import { mapMessages, toFieldErrors } from "./field-errors.js";

/** Translates every message-like string in an error body (messages are i18n keys until here). */
function translateBody(body: Record<string, unknown>, tr: (m: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === "string") out[k] = tr(v);
    else if (Array.isArray(v)) out[k] = v.map((x) => (typeof x === "string" ? tr(x) : x));
    else if (v && typeof v === "object" && !Array.isArray(v) && k !== "data")
      out[k] = mapMessages(v as FieldErrors, tr);
    else out[k] = v;
  }
  return out;
}

/**
 * One place maps failures to answers: schema errors → 400 with field errors shaped like the
 * request; AppError → its status; malformed requests → 4xx; anything else → 500 without details.
 * Used by the error handler and by a page's in-process reads (page-reads.ts).
 */
export function errorAnswer(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: Record<string, unknown> } {
  const tr = (m: string) => translateMessage(request.t, m);
  const schemaIssues = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((v) => ({
        path: v.instancePath.split("/").filter(Boolean),
        message: v.message ?? "validation.invalid",
      }))
    : error instanceof ZodError
      ? error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))
      : null;
  if (schemaIssues) {
    const { fields, nonField } = toFieldErrors(schemaIssues);
    const body: Record<string, unknown> = mapMessages(fields, tr);
    if (nonField.length) body.non_field_errors = nonField.map(tr);
    return { status: 400, body };
  }
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, "app error");
    return { status: error.statusCode, body: translateBody(error.body, tr) };
  }
  const e = error as FastifyError;
  // A value PostgreSQL cannot take (out-of-range number, malformed text for a type) is bad input
  // that a schema should have caught: still a 400, never a 500.
  const pgCode = codeOf(e) ?? codeOf(causeOf(e));
  if (typeof pgCode === "string" && /^22/.test(pgCode)) {
    request.log.warn({ pgCode }, "database refused a value: tighten the route schema");
    return {
      status: 400,
      body: { message: tr("validation.invalid"), non_field_errors: [tr("validation.invalid")] },
    };
  }
  // The database went away (a restart, a failover): the pool connects again by itself, so tell
  // the client to retry in a moment instead of a 500 (and proxies may try another instance).
  if (isDatabaseUnavailable(e) || isDatabaseUnavailable(causeOf(e))) {
    request.log.warn({ code: codeOf(e) ?? codeOf(causeOf(e)) }, "database unavailable");
    return { status: 503, body: { message: tr("errors.unavailable") } };
  }
  const status = e?.statusCode ?? 500;
  if (status < 500) {
    // Fastify's own refusals: malformed JSON, wrong content type, body too large…
    const message =
      e.code === "FST_ERR_CTP_INVALID_JSON_BODY" || e instanceof SyntaxError
        ? tr("validation.invalid")
        : e.message;
    return { status, body: { message, non_field_errors: [message] } };
  }
  request.log.error({ err: { message: e?.message, stack: e?.stack, code: e?.code } }, "unhandled error");
  return { status: 500, body: { message: tr("errors.server") } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = errorAnswer(error, request);
    if (status === 503) reply.header("retry-after", String(RETRY_AFTER_S));
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: request.t("errors.notFound") });
  });
}

/** The `code` property of a thrown value (a PostgreSQL error's SQLSTATE), if it has one. */
function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

/** The error a driver wrapped (Drizzle puts PostgreSQL's error in `cause`). */
function causeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined;
}

/** Seconds a client waits before asking again while the database is unavailable. */
export const RETRY_AFTER_S = 5;

/**
 * A failure to reach PostgreSQL rather than a failed statement: refused or dropped connections,
 * the pool's connection timeout, and the server's own "shutting down / starting up / terminated by
 * administrator" (SQLSTATE class 08 and 57P01–57P03).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (
    typeof code === "string" &&
    /^(08...|57P0[123]|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/.test(code)
  )
    return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
    message,
  );
}
