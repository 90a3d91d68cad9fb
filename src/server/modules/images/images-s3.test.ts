import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imagePath } from "../../../domain/image-variants.js";
import { S3Storage } from "../../integrations/storage/s3-storage.js";
import { type S3StandIn, startS3StandIn } from "../../testing/s3-standin.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { storeImage } from "./images.service.js";

let t: TestApp;
let s3: S3StandIn;
beforeAll(async () => {
  t = await createTestApp();
  s3 = await startS3StandIn();
  // The production choice when S3_* is set: the same context, its storage a bucket.
  t.ctx.storage = new S3Storage(s3);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe("images on an S3-compatible bucket", () => {
  it("keeps the original and the variants in the bucket and serves them from it", async () => {
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#357" } })
      .jpeg()
      .toBuffer();
    const image = await storeImage(t.ctx, jpeg, "s3.jpg");
    expect(s3.objects.get(`originals/${image.hash}.jpg`)?.contentType).toBe("image/jpeg");
    expect([...s3.objects.keys()].filter((k) => k.startsWith(`variants/${image.hash}-`)).sort()).toEqual(
      [160, 320, 480, 640]
        .flatMap((w) => [`variants/${image.hash}-${w}.avif`, `variants/${image.hash}-${w}.webp`])
        .sort(),
    );
    const res = await t.app.inject({ url: imagePath(image.hash, 480, "webp") });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.rawPayload.equals(s3.objects.get(`variants/${image.hash}-480.webp`)!.bytes)).toBe(true);
    // A variant missing from the bucket is made on request and put there.
    s3.objects.delete(`variants/${image.hash}-320.avif`);
    expect((await t.app.inject({ url: imagePath(image.hash, 320, "avif") })).statusCode).toBe(200);
    expect(s3.objects.get(`variants/${image.hash}-320.avif`)?.contentType).toBe("image/avif");
    expect(s3.log.every((r) => r.status < 500 && r.status !== 403)).toBe(true);
  });
});
