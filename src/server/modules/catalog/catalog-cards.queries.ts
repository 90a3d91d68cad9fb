import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { CatalogCard } from "../../../contract/catalog.js";
import { imageRefOf } from "../../../domain/image-ref.js";
import { STOCK_STATES } from "../../../domain/stock-state.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { isRetail, type Shopper, shopperListsSql } from "../pricing/pricing.service.js";
import { type CardColumnsRow, cardColumns, cardJoins } from "./card-columns.js";

/**
 * Cards for the given variant ids, in the given order: model, maker, type, badges, gifts, colours,
 * categories, approved-review rating and the colour's main picture. Every list (catalogue, search,
 * home, favourites, last visited, comparison) shows its products through this. Retail cards come
 * from the read model (decision 025) where stored and fresh; the rest in one statement.
 */
type CardRow = CardColumnsRow & { ord: number };

const LIST_CARD = { p: "p", m: "m", mf: "mf", t: "t", v: "v", r: "r" };

/** The cards statement for `ids` (an `int[]` literal), priced for `userId` on `market`'s lists. */
const cardsQuery = (
  db: DbOrTx,
  ids: SQL | Placeholder,
  userId: SQL | Placeholder,
  market: SQL | Placeholder,
) =>
  db.select({ cards: sql<CardRow[]>`coalesce(json_agg(c order by c.ord), '[]')` }).from(sql`(
      select ${cardColumns(LIST_CARD)}, u.ord
      from unnest(${ids}::int[]) with ordinality u(id, ord)
      join products p on p.id = u.id
      cross join (select ${shopperListsSql(sql`${userId}::int`, market)} as lists) g
      ${cardJoins(LIST_CARD)}
    ) c`);

// Named, so PostgreSQL plans it once per connection (planning took longer than running it), and
// answered as one JSON array: parsing JSON is cheaper than the driver's parsing of array columns.
const byIds = prepared((db) =>
  cardsQuery(db, sql.placeholder("ids"), sql.placeholder("userId"), sql.placeholder("market")).prepare(
    "cards_by_product_ids",
  ),
);

/**
 * The stored retail cards (decision 025) for ids in their order, null where a card is missing,
 * stale, of an older epoch or of another language: one primary-key probe per id.
 */
const storedByIds = prepared((db) =>
  db
    .select({ cards: sql<(CatalogCard | null)[]>`json_agg(c.card order by u.ord)` })
    .from(sql`unnest(${sql.placeholder("ids")}::int[]) with ordinality u(id, ord)
      left join catalog_cards c on c.product_id = u.id and not c.stale and c.lang = ${sql.placeholder("lang")}
        and c.epoch = (select epoch from catalog_cards_state where id = 1)`)
    .prepare("stored_cards_by_product_ids"),
);

const idsLiteral = (ids: number[]) => `{${ids.map((v) => Math.trunc(v)).join(",")}}`;

function asCard(language: string) {
  return ({ st, ord: _ord, image, retail_price, ...card }: CardRow): CatalogCard => ({
    ...card,
    ...(retail_price > card.price ? { retail_price } : {}),
    stock_state: STOCK_STATES[st],
    image: imageRefOf(image, language, card.long_name),
  });
}

/**
 * The cards read from the catalogue's tables, not the read model: what the filler stores, inside
 * its transaction (`catalog-cards-store.queries.ts`), and what a reader falls back to. Retail prices.
 */
export async function liveRetailCards(
  db: DbOrTx,
  ids: number[],
  language: string,
  market: string,
): Promise<CatalogCard[]> {
  if (!ids.length) return [];
  const [{ cards }] = await cardsQuery(db, sql`${idsLiteral(ids)}`, sql`${null}`, sql`${market}`);
  return cards.map(asCard(language));
}

/**
 * `language` picks the pictures' alt texts (the market's); `shopper` whose prices the cards show
 * (retail by default: the cached lists; a customer's level prices, decision 017).
 */
export async function cardsByProductIds(
  db: Db,
  ids: number[],
  language: string,
  shopper: Shopper = { userId: null, market: "cz" },
): Promise<CatalogCard[]> {
  if (!ids.length) return [];
  if (isRetail(shopper)) {
    const [{ cards: stored }] = await storedByIds(db).execute({ ids: idsLiteral(ids), lang: language });
    const missing = ids.filter((_, i) => !stored[i]);
    if (!missing.length) return stored as CatalogCard[];
    const live = new Map((await readCards(db, missing, language, shopper)).map((c) => [c.id, c]));
    return stored.flatMap((card, i) => card ?? live.get(ids[i]) ?? []);
  }
  return readCards(db, ids, language, shopper);
}

async function readCards(db: Db, ids: number[], language: string, shopper: Shopper): Promise<CatalogCard[]> {
  const [{ cards }] = await byIds(db).execute({
    ids: idsLiteral(ids),
    userId: shopper.userId,
    market: shopper.market,
  });
  return cards.map(asCard(language));
}
