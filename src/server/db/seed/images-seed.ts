import { sql } from "drizzle-orm";
import { slugify } from "../../../domain/slug.js";
import { storeImage } from "../../modules/images/images.service.js";
import type { AppContext } from "../../platform/context.js";
import type { Db } from "../client.js";
import { queryRows } from "../query-rows.js";
import { imageLinks, masterProducts } from "../schema.js";
import { COLOR_NAMES_RO, MODELS } from "./catalog-data.js";
import { drawDevice, variantOf, viewsOf } from "./device-art/draw.js";
import { rasteriseAll } from "./device-art/rasterise.js";
import { shapeOf } from "./device-art/shape.js";

/** What each view shows, for the alt text in both languages. */
const VIEW_ALT: Record<string, { cs: string; ro: string }> = {
  hero: { cs: "zepředu a zezadu", ro: "din față și din spate" },
  back: { cs: "zezadu", ro: "din spate" },
  side: { cs: "z boku", ro: "din lateral" },
  front: { cs: "zepředu", ro: "din față" },
  open: { cs: "otevřený", ro: "deschis" },
  lid: { cs: "zavřený", ro: "închis" },
  closed: { cs: "v zavřeném pouzdře", ro: "în carcasa închisă" },
  face: { cs: "konektor", ro: "conectorul" },
};

/**
 * Pictures of every demo model in every colour (issue 18): drawn from the model's shape in the
 * colour (device-art/), rasterised to WebP originals and stored through the images library; their
 * variants are made on their first request, so the seed only draws. Linked per colour in gallery
 * order, the first the main picture. Skipped when the demo models already have pictures.
 */
export async function seedImages(ctx: AppContext): Promise<void> {
  const [{ n }] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from image_links where entity_type = 'master_product'`,
  );
  if (n > 0) return;
  const ro = ctx.market.language === "ro";
  const masters = new Map(
    (await ctx.db.select({ id: masterProducts.id, seo: masterProducts.seoName }).from(masterProducts)).map(
      (m) => [m.seo, m.id],
    ),
  );
  const pictures = MODELS.flatMap((m) => {
    const masterId = masters.get(slugify(`${m.maker} ${(ro && m.ro) || m.name}`));
    if (!masterId) return [];
    const shape = shapeOf(m);
    const title = (name: string) => (name.startsWith(m.maker) ? name : `${m.maker} ${name}`);
    return m.colors.flatMap(([czech, hex]) =>
      viewsOf(shape).map((view, position) => ({
        masterId,
        colour: ro ? (COLOR_NAMES_RO[czech] ?? czech) : czech,
        position,
        svg: drawDevice(shape, hex, view, variantOf(`${m.maker} ${m.name}`)),
        fileName: `${slugify(`${m.maker} ${m.name} ${czech} ${view}`)}.webp`,
        altCs: `${title(m.name)}, ${czech.toLowerCase()}, ${VIEW_ALT[view].cs}`,
        altRo: `${title(m.ro ?? m.name)}, ${(COLOR_NAMES_RO[czech] ?? czech).toLowerCase()}, ${VIEW_ALT[view].ro}`,
      })),
    );
  });
  const files = await rasteriseAll(pictures.map((p) => p.svg));
  // The seed has sharp loaded already (it rasterised the pictures) and may run in the first web
  // instance of a cluster before any job worker is up (`npm run start:cluster`): it checks its own
  // uploads instead of asking a worker that is not there yet (decision 013).
  const here: AppContext = { ...ctx, config: { ...ctx.config, inlineWorkers: true } };
  const links: (typeof imageLinks.$inferInsert)[] = [];
  for (const [i, p] of pictures.entries()) {
    const image = await storeImage(here, files[i], p.fileName, {
      altCs: p.altCs,
      altRo: p.altRo,
      variants: "on-demand",
    });
    links.push({
      imageId: image.id,
      entityType: "master_product",
      entityId: p.masterId,
      colour: p.colour,
      position: p.position,
      isMain: p.position === 0,
    });
  }
  // One statement for the hundreds of links (the library's linkImage locks and audits each).
  await ctx.db.insert(imageLinks).values(links).onConflictDoNothing();
}

/**
 * The benchmark catalogue's models (`--products 100000`) show the demo pictures of their product
 * type in turn, as their general picture: a few hundred files for any number of models.
 */
export async function linkLargeCatalogImages(db: Db): Promise<void> {
  await db.execute(sql`
    with pool as (
      select d.product_type_id as t, l.image_id,
        row_number() over (partition by d.product_type_id order by l.id) - 1 as k,
        count(*) over (partition by d.product_type_id) as n
      from image_links l join master_products d on d.id = l.entity_id
      where l.entity_type = 'master_product' and l.is_main and d.seo_name not like 'bench-%')
    insert into image_links (image_id, entity_type, entity_id, colour, position, is_main)
    select p.image_id, 'master_product', mp.id, '', 0, true
    from master_products mp join pool p on p.t = mp.product_type_id and p.k = mp.id % p.n
    where mp.seo_name like 'bench-%'
      and not exists (select 1 from image_links x where x.entity_type = 'master_product' and x.entity_id = mp.id)
    on conflict do nothing`);
}
