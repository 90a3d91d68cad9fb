/**
 * One error hierarchy (DESIGN §4 Errors). Broken invariants and refusals throw these; one handler in
 * app.ts maps them to a status and the shared body shape:
 *   400 {"customer_data": {"first_name": ["Tato hodnota je požadována."]}, "non_field_errors": [...], "message": "..."}
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(
    readonly fields: FieldErrors,
    message?: string,
    nonFieldErrors: string[] = [],
  ) {
    super(400, "validation", message ?? nonFieldErrors[0] ?? "Invalid input", {
      ...fields,
      ...(nonFieldErrors.length ? { non_field_errors: nonFieldErrors } : {}),
      ...(message ? { message } : {}),
    });
  }
}

/** 400 with only a message and non-field errors (e.g. "Neplatný slevový kód."). */
export function badRequest(message: string, code = "bad_request"): AppError {
  return new AppError(400, code, message, { message, non_field_errors: [message] });
}
export const unauthorized = (message: string) => new AppError(401, "unauthorized", message, { message });
export const forbidden = (message: string) =>
  new AppError(403, "forbidden", message, { message, detail: message });
export const notFound = (message: string) => new AppError(404, "not_found", message, { message });
export const conflict = (message: string, code = "conflict", extra: Record<string, unknown> = {}) =>
  new AppError(409, code, message, { message, ...extra });
export const tooManyRequests = (message: string) => new AppError(429, "rate_limited", message, { message });
