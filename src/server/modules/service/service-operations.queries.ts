import { and, asc, eq, inArray, isNull, or, type Placeholder, sql } from "drizzle-orm";
import type { ServiceStore } from "../../../contract/service.js";
import type { MarketCode } from "../../../domain/market.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { serviceOperationPrices, serviceOperations } from "../../db/schema.js";

/** The stores doing an operation, as one JSON array per row (no query per operation). */
const storesOf = sql<ServiceStore[]>`coalesce((
  select json_agg(json_build_object('id', st.id, 'name', st.name, 'city', st.city, 'street', st.street) order by st.id)
  from service_operation_stores os join stores st on st.id = os.store_id
  where os.operation_id = ${serviceOperations.id}), '[]'::json)`;

const columns = {
  id: serviceOperations.id,
  colorId: serviceOperations.colorId,
  code: serviceOperations.code,
  names: serviceOperations.names,
  descriptions: serviceOperations.descriptions,
  durationMinutes: serviceOperations.durationMinutes,
  whileYouWait: serviceOperations.whileYouWait,
  price: serviceOperationPrices.price,
  stores: storesOf,
};

/** Operations with their price in a market (a value, or a placeholder of a prepared statement). */
function pricedOperations(db: DbOrTx, market: MarketCode | Placeholder) {
  return db
    .select(columns)
    .from(serviceOperations)
    .innerJoin(
      serviceOperationPrices,
      and(
        eq(serviceOperationPrices.operationId, serviceOperations.id),
        eq(serviceOperationPrices.market, market),
      ),
    );
}

function build(db: Db) {
  return pricedOperations(db, sql.placeholder("market"))
    .where(and(eq(serviceOperations.modelId, sql.placeholder("model")), eq(serviceOperations.isActive, true)))
    .orderBy(asc(serviceOperations.position), asc(serviceOperations.id))
    .prepare("service_operations_of_model");
}

// Prepared once per database, so PostgreSQL plans it once per connection instead of on every call.
const prepared = new WeakMap<Db, ReturnType<typeof build>>();

export type OperationRow = Awaited<ReturnType<ReturnType<typeof build>["execute"]>>[number];

/** Active operations of a model priced in the market, colour-bound ones of every colour included. */
export function operationsOfModel(db: Db, market: MarketCode, modelId: number) {
  let query = prepared.get(db);
  if (!query) {
    query = build(db);
    prepared.set(db, query);
  }
  return query.execute({ market, model: modelId });
}

/** The same rows for chosen ids (an order): only active ones of that model and colour count. */
export function operationsByIds(
  db: DbOrTx,
  market: MarketCode,
  modelId: number,
  colorId: number,
  ids: number[],
) {
  return pricedOperations(db, market)
    .where(
      and(
        inArray(serviceOperations.id, ids),
        eq(serviceOperations.modelId, modelId),
        or(isNull(serviceOperations.colorId), eq(serviceOperations.colorId, colorId)),
        eq(serviceOperations.isActive, true),
      ),
    )
    .orderBy(asc(serviceOperations.position), asc(serviceOperations.id));
}
