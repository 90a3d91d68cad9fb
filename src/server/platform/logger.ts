import type { FastifyServerOptions } from "fastify";

/**
 * Logs never contain passwords, session cookies or personal data: request bodies are not logged,
 * and these paths are censored wherever they appear in a logged object.
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['x-csrftoken']",
  "res.headers['set-cookie']",
  "*.password",
  "*.email",
  "*.e_mail",
  "*.phone",
  "*.personal_identification_number",
  "*.identity_card_number",
  "*.bank_account_full_number",
];

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      // Query strings can carry e-mails or tokens (password reset): log the path only.
      req: (req) => ({ method: req.method, url: String(req.url).split("?")[0], id: req.id }),
    },
  };
}
