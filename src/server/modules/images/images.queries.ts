import { and, asc, count, desc, eq, ilike, inArray, max, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  banners,
  imageLinks,
  images,
  masterProducts,
  products,
  stores,
  typeCategories,
} from "../../db/schema.js";

export type ImageRow = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;
export type LinkRow = typeof imageLinks.$inferSelect;

// Written out: inside the subquery a bare "id" would be the link's own.
const linkCount = sql<number>`(select count(*)::int from image_links l where l.image_id = "images"."id")`;

export async function imageById(db: DbOrTx, id: number) {
  const [row] = await db.select({ image: images, linkCount }).from(images).where(eq(images.id, id));
  return row ?? null;
}

export async function imageByHash(db: DbOrTx, hash: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.hash, hash));
  return row ?? null;
}

/** Inserts the image unless its hash is known (the same bytes again); the row either way. */
export async function insertImage(db: DbOrTx, row: NewImage): Promise<{ image: ImageRow; created: boolean }> {
  const [inserted] = await db
    .insert(images)
    .values(row)
    .onConflictDoNothing({ target: images.hash })
    .returning();
  if (inserted) return { image: inserted, created: true };
  return { image: (await imageByHash(db, row.hash))!, created: false };
}

/** "File set by term" (spec §7): the term in the file name or either alt text; newest first. */
export async function searchImages(db: DbOrTx, term: string | undefined, page: number, pageSize: number) {
  const words = (term ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
  const where: SQL | undefined = words.length
    ? and(
        ...words.map((w) => {
          const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          return or(ilike(images.fileName, like), ilike(images.altCs, like), ilike(images.altRo, like));
        }),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ image: images, linkCount })
      .from(images)
      .where(where)
      .orderBy(desc(images.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(images).where(where),
  ]);
  return { count: total!.n, rows };
}

export async function updateImage(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<ImageRow, "altCs" | "altRo" | "variantWidths">>,
) {
  await db.update(images).set(patch).where(eq(images.id, id));
}

export async function deleteImageRow(db: DbOrTx, id: number) {
  await db.delete(images).where(eq(images.id, id));
}

/** Holds the image row for the rest of the transaction: a delete and a new link cannot cross. */
export async function lockImage(db: DbOrTx, id: number): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).for("update");
  return row ?? null;
}

// Where pictures are shown

/** The name staff know an entity by, or null when there is no such model, category or banner. */
export async function entityName(db: DbOrTx, type: string, id: number): Promise<string | null> {
  const table =
    type === "master_product"
      ? db.select({ name: masterProducts.name }).from(masterProducts).where(eq(masterProducts.id, id))
      : type === "category"
        ? db.select({ name: typeCategories.name }).from(typeCategories).where(eq(typeCategories.id, id))
        : type === "store"
          ? db.select({ name: stores.name }).from(stores).where(eq(stores.id, id))
          : db.select({ name: banners.title }).from(banners).where(eq(banners.id, id));
  const [row] = await table;
  return row?.name ?? null;
}

/** The colour names a model's variants have (what a picture may be tied to). */
export async function modelColours(db: DbOrTx, masterId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ colour: products.colorName })
    .from(products)
    .where(eq(products.masterProductId, masterId));
  return rows.flatMap((r) => (r.colour ? [r.colour] : []));
}

const entityNameSql = sql<string>`coalesce(case ${imageLinks.entityType}
  when 'master_product' then (select m.name from master_products m where m.id = ${imageLinks.entityId})
  when 'category' then (select c.name from type_categories c where c.id = ${imageLinks.entityId})
  when 'banner' then (select b.title from catalog_banners b where b.id = ${imageLinks.entityId})
  when 'store' then (select s.name from stores s where s.id = ${imageLinks.entityId})
  end, '')`;

export async function linksOfImage(db: DbOrTx, imageId: number) {
  return db
    .select({ link: imageLinks, entityName: entityNameSql })
    .from(imageLinks)
    .where(eq(imageLinks.imageId, imageId))
    .orderBy(
      asc(imageLinks.entityType),
      asc(imageLinks.entityId),
      asc(imageLinks.colour),
      asc(imageLinks.position),
    );
}

/** An entity's links in gallery order (colour "" first, then by colour, then position), with their images. */
export async function linksOfEntity(db: DbOrTx, type: string, id: number) {
  return db
    .select({ link: imageLinks, image: images, linkCount })
    .from(imageLinks)
    .innerJoin(images, eq(images.id, imageLinks.imageId))
    .where(and(eq(imageLinks.entityType, type), eq(imageLinks.entityId, id)))
    .orderBy(asc(imageLinks.colour), asc(imageLinks.position), asc(imageLinks.id));
}

export async function linkById(db: DbOrTx, id: number): Promise<LinkRow | null> {
  const [row] = await db.select().from(imageLinks).where(eq(imageLinks.id, id));
  return row ?? null;
}

export interface Gallery {
  entityType: string;
  entityId: number;
  colour: string;
}
const inGallery = (g: Gallery) =>
  and(
    eq(imageLinks.entityType, g.entityType),
    eq(imageLinks.entityId, g.entityId),
    eq(imageLinks.colour, g.colour),
  );

/**
 * Locks one gallery's links for the rest of the transaction (two staff reordering it, or adding a
 * picture, take turns) and returns them in order.
 */
export async function lockGallery(db: DbOrTx, g: Gallery): Promise<LinkRow[]> {
  return db
    .select()
    .from(imageLinks)
    .where(inGallery(g))
    .orderBy(asc(imageLinks.position), asc(imageLinks.id))
    .for("update");
}

export async function findLink(db: DbOrTx, g: Gallery, imageId: number): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(imageLinks)
    .where(and(inGallery(g), eq(imageLinks.imageId, imageId)));
  return row ?? null;
}

export async function nextPosition(db: DbOrTx, g: Gallery): Promise<number> {
  const [row] = await db
    .select({ p: max(imageLinks.position) })
    .from(imageLinks)
    .where(inGallery(g));
  return (row?.p ?? -1) + 1;
}

export async function insertLink(db: DbOrTx, row: typeof imageLinks.$inferInsert): Promise<LinkRow> {
  const [inserted] = await db.insert(imageLinks).values(row).returning();
  return inserted!;
}

/** Makes one link its gallery's main picture and no other. */
export async function setMainLink(db: DbOrTx, g: Gallery, linkId: number) {
  await db
    .update(imageLinks)
    .set({ isMain: sql`${imageLinks.id} = ${linkId}` })
    .where(and(inGallery(g), sql`${imageLinks.isMain} is distinct from (${imageLinks.id} = ${linkId})`));
}

/** Positions 0, 1, 2… in the order given. */
export async function setPositions(db: DbOrTx, linkIds: number[]) {
  if (!linkIds.length) return;
  const cases = sql.join(
    linkIds.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  );
  await db
    .update(imageLinks)
    .set({ position: sql`case ${imageLinks.id} ${cases} end` })
    .where(inArray(imageLinks.id, linkIds));
}

export async function deleteLink(db: DbOrTx, id: number) {
  await db.delete(imageLinks).where(eq(imageLinks.id, id));
}
