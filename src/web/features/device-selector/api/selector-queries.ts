import type { ApiClient, QueryOf } from "../../../../contract/api-client.js";
import type { SelectionLevel } from "../../../../domain/device-selection.js";
import { apiQuery } from "../../../api/query.js";

/** The areas whose routes carry the selector (`buyback:types`, `service:types`, …). */
export type SelectorArea = "buyback" | "service";

/** The per-level choice call of each level (`<area>:types`, …). */
const CHOICE_CALL = {
  type: "types",
  manufacturer: "manufacturers",
  model: "models",
  color: "colors",
} as const satisfies Record<SelectionLevel, string>;

type ChoiceCall<A extends SelectorArea, L extends SelectionLevel> = `${A}:${(typeof CHOICE_CALL)[L]}`;
/** The query of any level's choice call. */
export type LevelQuery = QueryOf<ChoiceCall<SelectorArea, SelectionLevel>, "GET">;

/**
 * The choices of a level (types, manufacturers of a type, models, colours), given the chosen
 * levels above it; colours and models answer the address of the selection too.
 */
export const levelChoicesQuery = <A extends SelectorArea, L extends SelectionLevel>(
  api: ApiClient,
  area: A,
  level: L,
  query: QueryOf<ChoiceCall<A, L>, "GET">,
) => {
  const name: ChoiceCall<A, L> = `${area}:${CHOICE_CALL[level]}`;
  return apiQuery([name, query], () => api.get(name, query));
};
