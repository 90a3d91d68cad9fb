import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressOptions, ENCODINGS, encoders } from "./compression.js";

const decoders = {
  zstd: (b: Buffer) => zlib.zstdDecompressSync(b),
  br: (b: Buffer) => zlib.brotliDecompressSync(b),
  gzip: (b: Buffer) => zlib.gunzipSync(b),
};

describe("chooseEncoding", () => {
  it("answers each browser with the best it accepts", () => {
    // Chromium and Firefox accept zstd (Node 24 makes it); Safari does not.
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe(ENCODINGS[0]);
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("x-gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe(ENCODINGS[0]);
    expect(chooseEncoding("*;q=0.1, br;q=0, zstd;q=0")).toBe("gzip");
  });

  it("sends the bytes as they are when nothing it makes is accepted", () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding("gzip;q=0, br;q=0, zstd;q=0")).toBeNull();
  });
});

describe("encoders", () => {
  it("compress a page so that it decompresses to the same bytes, in every encoding offered", () => {
    const page = Buffer.from("<p>Telefon Žluťoučký</p>".repeat(200));
    for (const e of ENCODINGS) {
      const packed = encoders[e](page);
      expect(packed.length, e).toBeLessThan(page.length / 10);
      expect(decoders[e](packed).equals(page), e).toBe(true);
    }
  });

  it("keep what they make in memory of its own size, not in a view of a larger chunk", () => {
    const page = Buffer.from("<p>Telefon Žluťoučký</p>".repeat(200));
    for (const e of ENCODINGS) {
      const packed = encoders[e](page);
      // A kept answer of ~100 bytes held Node's whole 64 KB output chunk before.
      expect(packed.buffer.byteLength, e).toBe(packed.length);
    }
  });
});

describe("compressOptions", () => {
  it("has @fastify/compress answer a browser's page in its best encoding, in one piece", async () => {
    const app = Fastify();
    await app.register(compress, compressOptions);
    const page = "<p>Telefon Žluťoučký</p>".repeat(3000); // ~75 KB, a large product page
    app.get("/", (_req, reply) => reply.type("text/html; charset=utf-8").send(page));
    const chromium = await app.inject({
      url: "/",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    const encoding = ENCODINGS[0];
    expect(chromium.headers["content-encoding"]).toBe(encoding);
    expect(decoders[encoding](chromium.rawPayload).toString()).toBe(page);
    // Compressed in one call (the size is known), not streamed over the thread pool in chunks.
    expect(Number(chromium.headers["content-length"])).toBe(chromium.rawPayload.length);
    const safari = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(safari.headers["content-encoding"]).toBe("br");
    expect(decoders.br(safari.rawPayload).toString()).toBe(page);
    await app.close();
  });
});
