import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { compressOptions, ENCODINGS, encoders } from "./compression.js";
import { JsonText } from "./json-text.js";
import { sendJson } from "./send-json.js";

const decode = (encoding: string, bytes: Buffer) =>
  (encoding === "zstd"
    ? zlib.zstdDecompressSync(bytes)
    : encoding === "br"
      ? zlib.brotliDecompressSync(bytes)
      : zlib.gunzipSync(bytes)
  ).toString();

const list = JSON.stringify({
  items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Telefon ${i}` })),
});
const kept = new JsonText(list);
const app = Fastify();
beforeAll(async () => {
  await app.register(compress, compressOptions);
  app.get("/kept", (_req, reply) => sendJson(reply, kept));
  app.get("/fresh", (_req, reply) => sendJson(reply, list));
  app.get("/small", (_req, reply) => sendJson(reply, new JsonText('{"ok":true}')));
});
afterAll(() => app.close());

const CHROMIUM = "gzip, deflate, br, zstd";

describe("sendJson", () => {
  it("compresses a kept answer once and sends every browser the same bytes", async () => {
    const best = ENCODINGS[0];
    const compressor = vi.spyOn(encoders, best);
    const first = await app.inject({ url: "/kept", headers: { "accept-encoding": CHROMIUM } });
    const second = await app.inject({ url: "/kept", headers: { "accept-encoding": CHROMIUM } });
    expect(first.headers["content-encoding"]).toBe(best);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(String(first.headers.vary)).toContain("accept-encoding");
    expect(decode(best, first.rawPayload)).toBe(list);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(compressor).toHaveBeenCalledTimes(1);
    compressor.mockRestore();
  });

  it("sends a kept answer in the encoding each client accepts, or as it is", async () => {
    const gzip = await app.inject({ url: "/kept", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decode("gzip", gzip.rawPayload)).toBe(list);
    const plain = await app.inject({ url: "/kept" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(list);
    // The same address answers others compressed: a cache in between keys it by the encoding.
    expect(String(plain.headers.vary)).toContain("accept-encoding");
    const small = await app.inject({ url: "/small", headers: { "accept-encoding": CHROMIUM } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it("leaves an answer made for one request to @fastify/compress", async () => {
    const res = await app.inject({ url: "/fresh", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(decode("br", res.rawPayload)).toBe(list);
  });
});
