import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { authorization, sha256Hex } from "../integrations/storage/sigv4.js";

/**
 * A small S3-compatible server for tests: path-style `/<bucket>/<key>` with PUT, GET, HEAD and
 * DELETE, objects kept in memory. Like S3 it refuses (403 SignatureDoesNotMatch) a request whose
 * Signature V4 does not match what arrived on the wire: the method, the raw path, the headers
 * named as signed (Host as the client sent it), and a body whose SHA-256 is the one signed.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request's method, key and answer status, in order. */
  log: { method: string; key: string; status: number }[];
  close(): Promise<void>;
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(
  opts: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<S3StandIn> {
  const bucket = opts.bucket ?? "shop-images";
  const creds = {
    accessKeyId: opts.accessKeyId ?? "AKIDSTANDIN",
    secretAccessKey: opts.secretAccessKey ?? "standin-secret-key",
    region: opts.region ?? "eu-central-1",
  };
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const log: S3StandIn["log"] = [];

  const server: Server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const [rawPath = "/", query = ""] = (req.url ?? "/").split("?");
    const key = decodeURIComponent(rawPath.split("/").slice(2).join("/"));
    const answer = (status: number, headers: Record<string, string | number> = {}, out?: Buffer | string) => {
      log.push({ method: req.method ?? "", key, status });
      res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : out);
    };
    const error = (status: number, code: string) =>
      answer(status, { "content-type": "application/xml" }, `<Error><Code>${code}</Code></Error>`);

    const auth = AUTH.exec(req.headers.authorization ?? "");
    if (!auth || auth[1] !== creds.accessKeyId || auth[3] !== creds.region)
      return error(403, "InvalidAccessKeyId");
    const signed = auth[4]!.split(";");
    const date = String(req.headers["x-amz-date"] ?? "");
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (
      !signed.includes("host") ||
      !signed.includes("x-amz-date") ||
      !signed.includes("x-amz-content-sha256")
    )
      return error(403, "AccessDenied");
    if (date.slice(0, 8) !== auth[2]) return error(403, "SignatureDoesNotMatch");
    const at = Date.parse(date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"));
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > 15 * 60_000)
      return error(403, "RequestTimeTooSkewed");
    if (payloadHash !== sha256Hex(body)) return error(400, "XAmzContentSHA256Mismatch");
    const headers = Object.fromEntries(signed.map((n) => [n, String(req.headers[n] ?? "")]));
    const expected = authorization(
      { method: req.method ?? "", path: rawPath, query, headers, payloadHash },
      creds,
    );
    if (expected.replace(/\s/g, "") !== (req.headers.authorization ?? "").replace(/\s/g, ""))
      return error(403, "SignatureDoesNotMatch");

    if (rawPath.split("/")[1] !== bucket) return error(404, "NoSuchBucket");
    const object = objects.get(key);
    switch (req.method) {
      case "PUT":
        objects.set(key, {
          bytes: body,
          contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
        });
        return answer(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
      case "GET":
      case "HEAD":
        if (!object) return error(404, "NoSuchKey");
        return answer(
          200,
          { "content-type": object.contentType, "content-length": object.bytes.length },
          object.bytes,
        );
      case "DELETE":
        objects.delete(key);
        return answer(204);
      default:
        return error(405, "MethodNotAllowed");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...creds,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
