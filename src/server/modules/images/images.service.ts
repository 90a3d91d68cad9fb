import { createHash } from "node:crypto";
import type { ImageDetail, ImageEntityType, ImageItem, ImageLink } from "../../../contract/images.js";
import { VARIANT_FORMATS, type VariantFormat, widthsFor } from "../../../domain/image-variants.js";
import type { Tx } from "../../db/client.js";
import type { StoredObject } from "../../integrations/storage/storage.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound, ValidationError } from "../../platform/errors.js";
import { makesFilesHere } from "../../platform/worker-files.js";
import { ImageRefused, makeVariant, makeVariants, VARIANT_TYPE } from "./image-files.js";
import { inspectUpload } from "./image-inspection.js";
import * as q from "./images.queries.js";
import { imageFilesKey, purgeShown, shownUnder } from "./images-purge.js";

/**
 * The images library (issue 18): content-addressed originals in storage (`ctx.storage`), their
 * AVIF and WebP variants, alt texts per language, and where each picture is shown. Other modules
 * and the seed use this file only: `storeImage` and `linkImage` above all.
 */

export const VARIANTS_JOB = "images.variants";

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};
export const originalKey = (hash: string, mime: string) => `originals/${hash}.${EXTENSION[mime]}`;
export const variantKey = (hash: string, width: number, format: VariantFormat) =>
  `variants/${hash}-${width}.${format}`;

/** SHA-256 of the bytes, hex, first 20 characters: the picture's name in every URL. */
export const contentHash = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 20);

export function imageItem(row: q.ImageRow, linkCount: number): ImageItem {
  return {
    id: row.id,
    hash: row.hash,
    mime: row.mime,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    file_name: row.fileName,
    alt_cs: row.altCs,
    alt_ro: row.altRo,
    variant_widths: row.variantWidths,
    created_at: row.createdAt.toISOString(),
    link_count: linkCount,
  };
}

// Storing

/** A file name as shown in the library: its last path segment, without control characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200) || "obrazek";

/** Checks a file and keeps its original in storage (under its hash), without a database row yet. */
async function keepOriginal(ctx: AppContext, bytes: Buffer) {
  const { mime, width, height } = await inspectUpload(ctx, bytes);
  const hash = contentHash(bytes);
  const key = originalKey(hash, mime);
  if (!(await ctx.storage.head(key))) await ctx.storage.put(key, bytes, mime);
  return { hash, mime, width, height, bytes: bytes.length };
}

/**
 * Stores one picture (the seed, another module): checked like an upload, kept under its content
 * hash; the same bytes again give the picture already stored (`duplicate`). Its variants are made
 * by a job; `variants: "on-demand"` leaves them to their first request instead.
 * Throws ValidationError (`file`) for a file the library refuses.
 */
export async function storeImage(
  ctx: AppContext,
  bytes: Buffer,
  fileName: string,
  opts: { altCs?: string; altRo?: string; actorId?: number | null; variants?: "job" | "on-demand" } = {},
): Promise<ImageItem & { duplicate: boolean }> {
  let kept: Awaited<ReturnType<typeof keepOriginal>>;
  try {
    kept = await keepOriginal(ctx, bytes);
  } catch (error) {
    if (error instanceof ImageRefused)
      throw new ValidationError({ file: [refusal(error.reason, fileName)] }, refusal(error.reason, fileName));
    throw error;
  }
  const { image, created } = await saveRow(ctx, kept, fileName, opts);
  if (created && opts.variants !== "on-demand") await ctx.jobs.send(VARIANTS_JOB, { imageId: image.id });
  return { ...image, duplicate: !created };
}

async function saveRow(
  ctx: AppContext,
  kept: Awaited<ReturnType<typeof keepOriginal>>,
  fileName: string,
  opts: { altCs?: string; altRo?: string; actorId?: number | null },
) {
  return ctx.db.transaction(async (tx) => {
    const { image, created } = await q.insertImage(tx, {
      ...kept,
      fileName: cleanName(fileName),
      altCs: opts.altCs?.trim().slice(0, 250) ?? "",
      altRo: opts.altRo?.trim().slice(0, 250) ?? "",
      createdBy: opts.actorId ?? null,
    });
    if (created)
      await audit(tx, {
        actorId: opts.actorId ?? null,
        action: "image.upload",
        entity: "image",
        entityId: image.id,
        detail: { hash: image.hash, mime: image.mime, width: image.width, height: image.height },
      });
    const found = created ? null : await q.imageById(tx, image.id);
    return { image: imageItem(image, found?.linkCount ?? 0), created };
  });
}

const refusal = (reason: string, fileName: string) =>
  `images:errors.${reason}?${new URLSearchParams({ file: cleanName(fileName) })}`;

/** An uploaded file as the route reads it: its bytes, or the fact that it was over the size limit. */
export type Upload = { fileName: string; bytes: Buffer } | { fileName: string; tooLarge: true };

/**
 * The staff upload: every file is checked (type by its first bytes, size, pixels) and its original
 * kept as it arrives, one at a time, so a request holds one file in memory. Either every file is
 * accepted and recorded, or the answer is a 400 naming each refused file (by its index) and none is
 * recorded; a kept original without a row is harmless (the same bytes find it again).
 */
export async function uploadImages(ctx: AppContext, actorId: number, uploads: AsyncIterable<Upload>) {
  const kept: { fileName: string; file: Awaited<ReturnType<typeof keepOriginal>> }[] = [];
  const refused: Record<string, string[]> = {};
  let index = 0;
  for await (const upload of uploads) {
    const at = String(index++);
    if ("tooLarge" in upload) {
      refused[at] = [refusal("tooLarge", upload.fileName)];
      continue;
    }
    try {
      kept.push({ fileName: upload.fileName, file: await keepOriginal(ctx, upload.bytes) });
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      refused[at] = [refusal(error.reason, upload.fileName)];
    }
  }
  if (index === 0) throw new ValidationError({ files: ["images:errors.noFile"] }, "images:errors.noFile");
  const first = Object.values(refused)[0];
  if (first) throw new ValidationError({ files: refused }, first[0]);
  const stored: (ImageItem & { duplicate: boolean })[] = [];
  for (const { fileName, file } of kept) {
    const { image, created } = await saveRow(ctx, file, fileName, { actorId });
    stored.push({ ...image, duplicate: !created });
    if (created) await ctx.jobs.send(VARIANTS_JOB, { imageId: image.id });
  }
  return stored;
}

// Variants

/** The job after an upload: every width the original has, in both formats, then noted on the row. */
export async function generateVariants(ctx: AppContext, imageId: number): Promise<void> {
  const found = await q.imageById(ctx.db, imageId);
  if (!found) return;
  const { image } = found;
  const original = await ctx.storage.get(originalKey(image.hash, image.mime));
  if (!original) throw new Error(`image ${image.id}: original ${image.hash} missing from storage`);
  const widths = widthsFor(image.width);
  for (const v of await makeVariants(original.bytes, widths, VARIANT_FORMATS))
    await ctx.storage.put(variantKey(image.hash, v.width, v.format), v.bytes, VARIANT_TYPE[v.format]);
  await q.updateImage(ctx.db, image.id, { variantWidths: widths });
}

const VARIANT_NAME = /^([0-9a-f]{20})-(\d{2,4})\.(avif|webp)$/;
/** Variants being made on request in this process: concurrent misses of one name share the work. */
const making = new Map<string, Promise<StoredObject | null>>();
/** The job a web instance without its own job workers sends for a variant not made yet. */
export const VARIANT_JOB = "images.variant";
/** Variants this process has asked the worker for, and when: a burst of misses sends one job. */
const asked = new Map<string, number>();
const ASK_AGAIN_MS = 60_000;

/** A file answered in place of a variant not made yet: served with a short cache, never as immutable. */
export type VariantAnswer = StoredObject & { standIn?: boolean };

/**
 * A variant by its public name (`<hash>-<width>.<avif|webp>`): from storage, with no database
 * call. One not made yet (the job still running, a width added later, the seed's pictures) is made
 * now from the original and kept when this process runs its own jobs; a web instance with a
 * separate worker never loads sharp (decision 013): it queues the variant and answers the nearest
 * stored one, or the original, marked as a stand-in. Null for a name that is no variant.
 */
export async function variantFile(ctx: AppContext, name: string): Promise<VariantAnswer | null> {
  const m = VARIANT_NAME.exec(name);
  if (!m) return null;
  const [, hash, w, format] = m as unknown as [string, string, string, VariantFormat];
  const key = variantKey(hash, Number(w), format);
  const stored = await ctx.storage.get(key);
  if (stored) return stored;
  if (!makesFilesHere(ctx)) return standIn(ctx, hash, Number(w), format);
  let pending = making.get(key);
  if (!pending) {
    pending = makeVariantFile(ctx, { hash, width: Number(w), format }).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

/** The variant job (the worker), and a miss in a process that runs its own jobs: made and kept. */
export async function makeVariantFile(
  ctx: AppContext,
  { hash, width, format }: { hash: string; width: number; format: VariantFormat },
): Promise<StoredObject | null> {
  const image = await q.imageByHash(ctx.db, hash);
  if (!image || !widthsFor(image.width).includes(width)) return null;
  const original = await ctx.storage.get(originalKey(hash, image.mime));
  if (!original) return null;
  const bytes = await makeVariant(original.bytes, width, format);
  await ctx.storage.put(variantKey(hash, width, format), bytes, VARIANT_TYPE[format]);
  return { bytes, contentType: VARIANT_TYPE[format] };
}

/**
 * Queues a missing variant for the worker and answers what is there: the same format's nearest
 * width made (the next larger first, so the picture stays sharp), else the original.
 */
async function standIn(
  ctx: AppContext,
  hash: string,
  width: number,
  format: VariantFormat,
): Promise<VariantAnswer | null> {
  const image = await q.imageByHash(ctx.db, hash);
  if (!image || !widthsFor(image.width).includes(width)) return null;
  const key = variantKey(hash, width, format);
  if (Date.now() - (asked.get(key) ?? 0) > ASK_AGAIN_MS) {
    asked.set(key, Date.now());
    if (asked.size > 10_000) asked.delete(asked.keys().next().value!);
    await ctx.jobs.send(VARIANT_JOB, { hash, width, format });
  }
  const made = [...image.variantWidths].sort((a, b) => a - b);
  const nearest = [...made.filter((x) => x > width), ...made.filter((x) => x < width).reverse()];
  for (const x of nearest) {
    const other = await ctx.storage.get(variantKey(hash, x, format));
    if (other) return { ...other, standIn: true };
  }
  const original = await ctx.storage.get(originalKey(hash, image.mime));
  return original ? { ...original, standIn: true } : null;
}

// The library

export async function listImages(
  ctx: AppContext,
  query: { search?: string; page: number; page_size: number },
) {
  const { count, rows } = await q.searchImages(ctx.db, query.search, query.page, query.page_size);
  return { count, results: rows.map((r) => imageItem(r.image, r.linkCount)) };
}

const linkItem = (link: q.LinkRow, entityName: string): ImageLink => ({
  id: link.id,
  image_id: link.imageId,
  entity_type: link.entityType as ImageEntityType,
  entity_id: link.entityId,
  entity_name: entityName,
  colour: link.colour,
  position: link.position,
  is_main: link.isMain,
});

export async function imageDetail(ctx: AppContext, id: number): Promise<ImageDetail> {
  const found = await q.imageById(ctx.db, id);
  if (!found) throw notFound("images:errors.notFound");
  const links = await q.linksOfImage(ctx.db, id);
  return {
    ...imageItem(found.image, found.linkCount),
    links: links.map((l) => linkItem(l.link, l.entityName)),
  };
}

export async function updateAlt(
  ctx: AppContext,
  actorId: number,
  id: number,
  body: { alt_cs?: string; alt_ro?: string },
): Promise<ImageDetail> {
  // Nothing to change (no alt text sent) is a 400, not an UPDATE without columns.
  if (body.alt_cs === undefined && body.alt_ro === undefined)
    throw new ValidationError({ alt_cs: ["validation.required"] });
  const shown = await ctx.db.transaction(async (tx) => {
    const image = await q.lockImage(tx, id);
    if (!image) throw notFound("images:errors.notFound");
    await q.updateImage(tx, id, {
      ...(body.alt_cs !== undefined ? { altCs: body.alt_cs } : {}),
      ...(body.alt_ro !== undefined ? { altRo: body.alt_ro } : {}),
    });
    await audit(tx, {
      actorId,
      action: "image.alt",
      entity: "image",
      entityId: id,
      detail: { fields: Object.keys(body) },
    });
    return q.linksOfImage(tx, id);
  });
  // The pages showing it carry its alt text.
  await purgeShown(
    ctx,
    shown.flatMap(({ link }) => shownUnder(link.entityType, link.entityId)),
  );
  return imageDetail(ctx, id);
}

/** Deletes a picture no page shows, then its files (a picture still shown is refused: detach it first). */
export async function deleteImage(ctx: AppContext, actorId: number, id: number): Promise<void> {
  const image = await ctx.db.transaction(async (tx) => {
    const row = await q.lockImage(tx, id);
    if (!row) throw notFound("images:errors.notFound");
    const links = await q.linksOfImage(tx, id);
    if (links.length) throw conflict(`images:errors.linked?count=${links.length}`, "image_linked");
    await q.deleteImageRow(tx, id);
    await audit(tx, {
      actorId,
      action: "image.delete",
      entity: "image",
      entityId: id,
      detail: { hash: row.hash },
    });
    return row;
  });
  // After the commit: a failed removal leaves files nobody links, never a row without its file.
  await ctx.storage.delete(originalKey(image.hash, image.mime));
  for (const w of widthsFor(image.width))
    for (const f of VARIANT_FORMATS) await ctx.storage.delete(variantKey(image.hash, w, f));
  // The CDN keeps a variant a year (its name is its content): its copies go with the files.
  await purgeShown(ctx, [imageFilesKey(image.hash)]);
}

// Where pictures are shown

/** A model's, category's or banner's pictures in gallery order, for the staff screens. */
export async function entityLinks(ctx: AppContext, entityType: ImageEntityType, entityId: number) {
  const name = await q.entityName(ctx.db, entityType, entityId);
  if (name === null) throw notFound("images:errors.entityNotFound");
  const rows = await q.linksOfEntity(ctx.db, entityType, entityId);
  return {
    entity_name: name,
    links: rows.map((r) => ({ ...linkItem(r.link, name), image: imageItem(r.image, r.linkCount) })),
  };
}

/**
 * Shows a picture on a model (for one colour name, or "" for all), a category or a banner, last in
 * its gallery; the gallery's first picture, or one linked with `main`, is its main picture.
 * Linking a picture already there changes nothing but `main`.
 */
export async function linkImage(
  ctx: AppContext,
  input: {
    imageId: number;
    entityType: ImageEntityType;
    entityId: number;
    colour?: string;
    main?: boolean;
    actorId?: number | null;
  },
): Promise<ImageLink> {
  const g = { entityType: input.entityType, entityId: input.entityId, colour: input.colour?.trim() ?? "" };
  const linked = await ctx.db.transaction(async (tx) => {
    if (!(await q.lockImage(tx, input.imageId)))
      throw new ValidationError({ image_id: ["images:errors.notFound"] });
    const name = await q.entityName(tx, g.entityType, g.entityId);
    if (name === null) throw new ValidationError({ entity_id: ["images:errors.entityNotFound"] });
    if (g.colour) {
      const colours = g.entityType === "master_product" ? await q.modelColours(tx, g.entityId) : [];
      if (!colours.includes(g.colour)) throw new ValidationError({ colour: ["images:errors.colour"] });
    }
    const links = await q.lockGallery(tx, g);
    let link = await q.findLink(tx, g, input.imageId);
    if (!link) {
      link = await q.insertLink(tx, {
        imageId: input.imageId,
        ...g,
        position: await q.nextPosition(tx, g),
        isMain: false,
      });
      await audit(tx, {
        actorId: input.actorId ?? null,
        action: "image.link",
        entity: "image",
        entityId: input.imageId,
        detail: { link: link.id, entityType: g.entityType, entityId: g.entityId, colour: g.colour },
      });
    }
    if (input.main || !links.some((l) => l.isMain)) {
      await q.setMainLink(tx, g, link.id);
      link = { ...link, isMain: true };
    }
    return linkItem(link, name);
  });
  await purgeShown(ctx, shownUnder(g.entityType, g.entityId));
  return linked;
}

async function lockedLink(tx: Tx, id: number) {
  const link = await q.linkById(tx, id);
  if (!link) throw notFound("images:errors.linkNotFound");
  const g = { entityType: link.entityType, entityId: link.entityId, colour: link.colour };
  const links = await q.lockGallery(tx, g);
  return { link, g, links };
}

export async function setMain(ctx: AppContext, actorId: number, linkId: number) {
  const link = await ctx.db.transaction(async (tx) => {
    const { link, g } = await lockedLink(tx, linkId);
    await q.setMainLink(tx, g, link.id);
    await audit(tx, {
      actorId,
      action: "image.main",
      entity: "image",
      entityId: link.imageId,
      detail: { link: link.id, entityType: g.entityType, entityId: g.entityId, colour: g.colour },
    });
    return link;
  });
  await purgeShown(ctx, shownUnder(link.entityType, link.entityId));
  return entityLinks(ctx, link.entityType as ImageEntityType, link.entityId);
}

/** Detaches a picture; when it was the main one, the next in order becomes main. */
export async function unlink(ctx: AppContext, actorId: number, linkId: number): Promise<void> {
  const detached = await ctx.db.transaction(async (tx) => {
    const { link, g, links } = await lockedLink(tx, linkId);
    await q.deleteLink(tx, link.id);
    const next = links.find((l) => l.id !== link.id);
    if (link.isMain && next) await q.setMainLink(tx, g, next.id);
    await audit(tx, {
      actorId,
      action: "image.unlink",
      entity: "image",
      entityId: link.imageId,
      detail: { link: link.id, entityType: g.entityType, entityId: g.entityId, colour: g.colour },
    });
    return link;
  });
  // What pages showed it: a picture is taken off them by detaching it (a shown one cannot be deleted).
  await purgeShown(ctx, shownUnder(detached.entityType, detached.entityId));
}

/** Puts one gallery (an entity and colour) in the order given: every one of its links, once. */
export async function reorder(
  ctx: AppContext,
  actorId: number,
  body: { entity_type: ImageEntityType; entity_id: number; colour: string; link_ids: number[] },
) {
  const g = { entityType: body.entity_type, entityId: body.entity_id, colour: body.colour };
  await ctx.db.transaction(async (tx) => {
    const links = await q.lockGallery(tx, g);
    const given = new Set(body.link_ids);
    const same =
      given.size === body.link_ids.length &&
      links.length === given.size &&
      links.every((l) => given.has(l.id));
    if (!same) throw new ValidationError({ link_ids: ["images:errors.order"] }, "images:errors.order");
    await q.setPositions(tx, body.link_ids);
    await audit(tx, {
      actorId,
      action: "image.reorder",
      entity: g.entityType,
      entityId: g.entityId,
      detail: { colour: g.colour, links: body.link_ids },
    });
  });
  await purgeShown(ctx, shownUnder(g.entityType, g.entityId));
  return entityLinks(ctx, g.entityType, g.entityId);
}
