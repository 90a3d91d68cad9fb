import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from "../../../contract/images.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import { INSPECT_JOB, inspectStored } from "./image-inspection.js";
import * as images from "./images.service.js";
import { imageFilesKey } from "./images-purge.js";

/** A variant's name is its content: browsers and CDNs keep it for a year without asking again. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A stand-in for a variant not made yet: kept briefly, so the real one replaces it soon. */
const STAND_IN = "public, max-age=60";

/** The images library (issue 18): the public variants, the staff upload and library, the variants job. */
export async function imagesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  await ctx.jobs.work<{ imageId: number }>(images.VARIANTS_JOB, ({ imageId }) =>
    images.generateVariants(ctx, imageId),
  );
  // An upload's check, for a web instance that leaves sharp to the worker.
  await ctx.jobs.work<Parameters<typeof inspectStored>[1]>(INSPECT_JOB, async (job) => {
    await inspectStored(ctx, job);
  });
  // A variant a web instance was asked for before it was made (it answered a stand-in meanwhile).
  await ctx.jobs.work<Parameters<typeof images.makeVariantFile>[1]>(images.VARIANT_JOB, async (variant) => {
    await images.makeVariantFile(ctx, variant);
  });
  // Multipart for this module's routes only; a file past the limit is cut off and reported as too large.
  await root.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: IMAGE_MAX_FILES, fields: 10, parts: IMAGE_MAX_FILES + 10 },
    throwFileSizeLimit: false,
  });

  // Public and hot: no session, no cookies (a CDN may keep it), no database when the variant exists.
  route.get("images:variant", { config: { static: true } }, async (req, reply) => {
    const file = await images.variantFile(ctx, req.params.name);
    if (!file) throw notFound("errors.notFound");
    if (file.standIn)
      // The original or another width while the worker makes this one: asked again in a minute.
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", STAND_IN)
        .header("x-content-type-options", "nosniff")
        .send(file.bytes);
    const etag = `"${req.params.name}"`;
    reply
      .header("content-type", file.contentType)
      .header("cache-control", IMMUTABLE)
      // Purged by this key when the picture is deleted (its name is `<hash>-<width>.<format>`).
      .header("surrogate-key", imageFilesKey(req.params.name.split("-")[0]))
      .header("etag", etag)
      .header("x-content-type-options", "nosniff");
    if (req.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.send(file.bytes);
  });

  route.get("images:list", (req) => images.listImages(ctx, req.query));
  route.post("images:list", async (req, reply) => {
    const stored = await images.uploadImages(ctx, req.user!.id, uploadsOf(req));
    return reply
      .status(201)
      .send({ images: stored, message: req.t("images:uploaded", { count: stored.length }) });
  });
  route.get("images:detail", (req) => images.imageDetail(ctx, req.params.id));
  route.patch("images:detail", (req) => images.updateAlt(ctx, req.user!.id, req.params.id, req.body));
  route.delete("images:detail", async (req) => {
    await images.deleteImage(ctx, req.user!.id, req.params.id);
    return { ok: true as const, message: req.t("images:deleted") };
  });

  route.get("images:links", (req) => images.entityLinks(ctx, req.query.entity_type, req.query.entity_id));
  route.post("images:links", async (req, reply) => {
    const link = await images.linkImage(ctx, {
      imageId: req.body.image_id,
      entityType: req.body.entity_type,
      entityId: req.body.entity_id,
      colour: req.body.colour,
      main: req.body.main,
      actorId: req.user!.id,
    });
    return reply.status(201).send(link);
  });
  route.put("images:links-order", (req) => images.reorder(ctx, req.user!.id, req.body));
  route.post("images:link-main", (req) => images.setMain(ctx, req.user!.id, req.params.id));
  route.delete("images:link", async (req) => {
    await images.unlink(ctx, req.user!.id, req.params.id);
    return { ok: true as const, message: req.t("images:detached") };
  });
}

/**
 * The request's file parts, read one at a time. A file over the size limit is reported as such
 * (the rest of it is skipped, not kept); a request that is not multipart, or broken, is a 400.
 */
async function* uploadsOf(req: FastifyRequest): AsyncIterable<images.Upload> {
  if (!req.isMultipart())
    throw new ValidationError({ files: ["images:errors.noFile"] }, "images:errors.noFile");
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file") continue;
      // Past the limit busboy stops keeping the file (truncated) and skips the rest of it.
      const bytes = await part.toBuffer();
      yield part.file.truncated
        ? { fileName: part.filename, tooLarge: true }
        : { fileName: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const tooMany = ["FST_FILES_LIMIT", "FST_PARTS_LIMIT"].includes(codeOf(error));
    const key = tooMany ? "images:errors.tooManyFiles" : "images:errors.malformed";
    throw new ValidationError({ files: [key] }, key);
  }
}

/** @fastify/multipart's error code, if it is one of its errors. */
const codeOf = (error: unknown) => String((error as { code?: unknown })?.code ?? "");
