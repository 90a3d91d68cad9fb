import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3StandIn, startS3StandIn } from "../../testing/s3-standin.js";
import { LocalStorage } from "./local-storage.js";
import { S3Storage } from "./s3-storage.js";
import { authorization, sha256Hex } from "./sigv4.js";
import { type ObjectStorage, StorageError } from "./storage.js";

let standIn: S3StandIn;
let dir: string;
beforeAll(async () => {
  standIn = await startS3StandIn();
  dir = mkdtempSync(join(tmpdir(), "storage-test-"));
});
afterAll(async () => {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3 = (over: Partial<S3StandIn> = {}) => new S3Storage({ ...standIn, ...over });

describe("Signature V4", () => {
  it("signs the AWS documentation's example GET /test.txt as AWS does", () => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header", GET Object.
    const header = authorization(
      {
        method: "GET",
        path: "/test.txt",
        query: "",
        headers: {
          host: "examplebucket.s3.amazonaws.com",
          range: "bytes=0-9",
          "x-amz-content-sha256": sha256Hex(""),
          "x-amz-date": "20130524T000000Z",
        },
        payloadHash: sha256Hex(""),
      },
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
      },
    );
    expect(header).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe.each([
  ["local folder", () => new LocalStorage(dir) as ObjectStorage],
  ["S3 stand-in", () => s3() as ObjectStorage],
])("%s storage", (_name, make) => {
  it("puts, heads, gets and deletes an object by key with its content type", async () => {
    const storage = make();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(await storage.get("originals/ab12.jpg")).toBeNull();
    expect(await storage.head("originals/ab12.jpg")).toBeNull();
    await storage.put("originals/ab12.jpg", bytes, "image/jpeg");
    expect(await storage.head("originals/ab12.jpg")).toEqual({ contentType: "image/jpeg", size: 6 });
    const got = await storage.get("originals/ab12.jpg");
    expect(got?.contentType).toBe("image/jpeg");
    expect(got?.bytes.equals(bytes)).toBe(true);
    await storage.put("originals/ab12.jpg", Buffer.from([0xff, 0xd8, 0xff]), "image/jpeg");
    expect((await storage.get("originals/ab12.jpg"))?.bytes.length).toBe(3);
    await storage.delete("originals/ab12.jpg");
    expect(await storage.get("originals/ab12.jpg")).toBeNull();
    await storage.delete("originals/ab12.jpg");
  });

  it("refuses keys that could leave its folder or bucket prefix", async () => {
    const storage = make();
    for (const key of ["../etc/passwd", "a/../../b.jpg", "/abs.jpg", "A.JPG", "a//b.jpg", ""])
      await expect(storage.get(key), key).rejects.toThrow(StorageError);
  });
});

describe("S3 adapter against the stand-in", () => {
  it("sends path-style requests the stand-in verifies, keeping the content type", async () => {
    await s3().put("variants/ab12-160.avif", Buffer.from("avif"), "image/avif");
    expect(standIn.objects.get("variants/ab12-160.avif")).toEqual({
      bytes: Buffer.from("avif"),
      contentType: "image/avif",
    });
    expect(standIn.log.at(-1)).toEqual({ method: "PUT", key: "variants/ab12-160.avif", status: 200 });
  });

  it("fails loudly with a wrong secret, a wrong bucket or a clock far off, never a silent miss", async () => {
    await expect(s3({ secretAccessKey: "wrong" }).get("variants/ab12-160.avif")).rejects.toThrow(/403/);
    expect(standIn.log.at(-1)?.status).toBe(403);
    await expect(s3({ bucket: "other" }).put("x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/404/);
    const late = new S3Storage(standIn, fetch, () => new Date(Date.now() - 3_600_000));
    await expect(late.head("variants/ab12-160.avif")).rejects.toThrow(/403/);
  });

  it("is refused when the body is not the one signed", async () => {
    const tamper: typeof fetch = (url, init) =>
      fetch(url, { ...init, body: init?.body ? new Uint8Array(Buffer.from("other bytes")) : undefined });
    await expect(
      new S3Storage(standIn, tamper).put("t.jpg", Buffer.from("bytes"), "image/jpeg"),
    ).rejects.toThrow(/400/);
    expect(standIn.objects.has("t.jpg")).toBe(false);
  });
});
