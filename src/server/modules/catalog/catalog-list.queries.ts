import { sql } from "drizzle-orm";

/** Stock state rank of a product row (the order of domain/stock-state STOCK_STATES). */
export const stateRankOf = (alias: string) =>
  sql.raw(`(case when ${alias}.warehouse_stock > 0 then 0 when ${alias}.stores_in_stock > 0 then 1
    when ${alias}.expected_stock_date is not null then 2 else 3 end)`);
export const STATE_RANK = stateRankOf("p");
