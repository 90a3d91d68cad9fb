import { type Placeholder, type SQL, sql } from "drizzle-orm";

/**
 * The price a shopper sees, as SQL fragments that the statements reading products embed
 * (decision 017): the product statement, the cards, the cart's lines. So a level price costs no
 * statement of its own, and the cart charges exactly what the product page showed.
 */

/**
 * The customer groups whose price lists apply to the user with this id, as `text[]`; null for a
 * visitor (null id) and for staff, who see retail prices. A business customer is one with a billing
 * address carrying a company id (IČO / CUI); they get the registered lists too. A shop account
 * (a store's shared login) gets the shop lists only. One primary-key and one index lookup.
 */
export const shopperGroupsSql = (userId: SQL) => sql`(select case
    when u.role = 'shop' then '{shop}'::text[]
    when u.role <> 'customer' then null
    when exists (select 1 from customer_addresses a
      where a.user_id = u.id and a.kind = 'billing' and a.company_id is not null) then '{registered,business}'::text[]
    else '{registered}'::text[] end
  from users u where u.id = ${userId})`;

/**
 * The ids of the lists that apply to the shopper now, as `int[]`, or null when none does: the
 * active lists of the market and the shopper's groups, valid now (from inclusive, to exclusive).
 * Worked out once per statement (a handful of list rows), so each price below is only primary-key
 * probes of `price_list_prices` and a shopper without lists costs no probe at all.
 */
export const shopperListsSql = (userId: SQL, market: SQL | Placeholder) => sql`(select array_agg(l.id)
  from price_lists l
  where l.customer_group = any((${shopperGroupsSql(userId)})::text[]) and l.market = ${market}::text
    and l.is_active and (l.valid_from is null or l.valid_from <= now())
    and (l.valid_to is null or l.valid_to > now()))`;

/**
 * The rule for overlapping lists: the lowest price of the variant on the shopper's lists
 * (`shopperListsSql`), never above the retail price (the product's `price`).
 */
export const levelPriceSql = (productId: SQL, retail: SQL, lists: SQL) =>
  sql`(case when ${lists} is null then ${retail} else least(${retail}, (select min(pp.price)
    from price_list_prices pp where pp.price_list_id = any((${lists})::int[]) and pp.product_id = ${productId})) end)`;
