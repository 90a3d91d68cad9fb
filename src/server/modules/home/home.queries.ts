import { sql } from "drizzle-orm";
import type { ProductCard } from "../../../contract/product-card.js";
import type { StoredImage } from "../../../domain/image-ref.js";
import type { DbOrTx } from "../../db/client.js";
import { mainImageJson } from "../../db/main-image.js";
import { queryRows } from "../../db/query-rows.js";

/** A home card as read: its picture still with both languages' alt texts. */
export type HomeCardRow = Omit<ProductCard, "image"> & { image: StoredImage | null };

/**
 * Home page product lists in one statement: the newest model of each master product and the
 * best current discounts, of variants in stock in the warehouse or a store (a card here knows no
 * expected date, so anything else would read "sold out"). Store availability is counted in the
 * same query.
 */
export async function homeProducts(
  db: DbOrTx,
  limit: number,
): Promise<{ newest: HomeCardRow[]; discounted: HomeCardRow[] }> {
  /** A card as the statement builds it: with the creation time it was ordered by. */
  type Row = HomeCardRow & { created_at: string };
  const [row] = await queryRows<{ newest: Row[]; discounted: Row[] }>(
    db,
    sql`
    with cards as (
      select distinct on (p.master_product_id)
        p.id, p.seo_name, p.name, p.price, p.common_price, p.color_hex, p.image_url, p.quality, p.created_at,
        (p.warehouse_stock > 0 or exists (select 1 from store_stock s where s.product_id = p.id and s.quantity > 0)) as in_stock,
        (select count(*)::int from store_stock s where s.product_id = p.id and s.quantity > 0) as store_count,
        m.name as manufacturer, t.code as type, ${mainImageJson(sql`mp.id`, sql`p.color_name`)} as image
      from products p
      join master_products mp on mp.id = p.master_product_id
      join manufacturers m on m.id = mp.manufacturer_id
      join product_types t on t.id = mp.product_type_id
      where p.is_active and mp.seo_name not like 'bench-%'
        and (p.warehouse_stock > 0 or exists (select 1 from store_stock s where s.product_id = p.id and s.quantity > 0))
      order by p.master_product_id, p.price
    )
    select
      (select coalesce(json_agg(c order by c.created_at desc, c.price desc), '[]') from (select * from cards where type <> 'accessory' order by created_at desc, price desc limit ${limit}) c) as newest,
      (select coalesce(json_agg(c order by c.common_price - c.price desc), '[]') from (select * from cards where common_price is not null order by common_price - price desc limit ${limit}) c) as discounted`,
  );
  const strip = (list: Row[]): HomeCardRow[] => list.map(({ created_at, ...card }) => card);
  return { newest: strip(row.newest), discounted: strip(row.discounted) };
}
