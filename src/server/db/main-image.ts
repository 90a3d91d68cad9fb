import { type SQL, sql } from "drizzle-orm";

/** The JSON of one picture, as `imageRefOf` (domain/image-ref.ts) reads it. */
export const imageJson = (i: SQL) =>
  sql`json_build_object('hash', ${i}.hash, 'width', ${i}.width, 'height', ${i}.height,
    'variant_widths', ${i}.variant_widths, 'alt_cs', ${i}.alt_cs, 'alt_ro', ${i}.alt_ro)`;

/**
 * A master product's main picture for a variant's colour, as a scalar subquery for card statements:
 * the colour's own pictures before the model's general ones (colour ""), the main one first. Reads
 * `image_links_entity_idx` and one image by its key, so a card costs two index lookups more.
 */
export const mainImageJson = (masterId: SQL, colour: SQL) =>
  sql`(select ${imageJson(sql`i`)} from image_links l join images i on i.id = l.image_id
    where l.entity_type = 'master_product' and l.entity_id = ${masterId} and l.colour in (coalesce(${colour}, ''), '')
    order by l.colour = '', not l.is_main, l.position limit 1)`;

/** Every picture of a master product, by colour in gallery order (main first), as a JSON array. */
export const galleryJson = (masterId: SQL) =>
  sql`(select coalesce(json_agg(x order by x.colour, x.main desc, x.position), '[]') from (
    select l.colour, l.is_main as main, l.position, ${imageJson(sql`i`)} as image from image_links l join images i on i.id = l.image_id
    where l.entity_type = 'master_product' and l.entity_id = ${masterId}) x)`;
