import type { FastifyReply } from "fastify";

/**
 * A file as a download named by `filename` (F26001042.pdf, D2600104201.isdoc, the register's CSV):
 * the name plain and UTF-8 encoded, never cached or sniffed.
 */
export function sendDownload(reply: FastifyReply, body: Buffer | string, type: string, filename: string) {
  return reply
    .header("content-type", type)
    .header(
      "content-disposition",
      `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(body);
}
