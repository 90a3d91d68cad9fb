import type { TFunction } from "../../../i18n/i18n-core.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { parseOfferLineCode, serviceOfferNames } from "../cart/cart.service.js";

/**
 * Readable names of order lines (issue 17). A service's item carries an internal code,
 * `<offer kind>:<offer code>` (`general_insurance:tuito-general`, `warranty:mp-24`), which leaked
 * onto staff screens and documents (the PDF printed "name (general_insurance:tuito-general)",
 * ISDOC gave it as the seller's item id). A service line is shown by its name and without a code:
 * the name stored with the order (what was sold), else the offer's name from the cart's service
 * offers, else the kind of service in words.
 */

/** Offer names by item code, as `serviceOfferNames` gives them. */
export type OfferNames = ReadonlyMap<string, string>;
const NONE: OfferNames = new Map();

interface Line {
  code: string;
  name: string;
}

/** A stored name that is no name: empty, or a raw code itself. */
const isRawName = (l: Line) => {
  const name = l.name.trim();
  return !name || name === l.code || parseOfferLineCode(name) !== null;
};

/** The line as people read it: a service's name, and no internal code; a product's line as it is. */
export function readableLine<L extends Line>(l: L, names: OfferNames, t: TFunction): L {
  const offer = parseOfferLineCode(l.code);
  if (!offer) return l;
  const name = isRawName(l)
    ? (names.get(l.code) ?? t(`orders:serviceKind.${offer.kind}`, { defaultValue: offer.kind }))
    : l.name.trim();
  return { ...l, code: "", name };
}

/** Whether naming these lines needs the offers' names (only when a service's stored name is raw). */
export const needsOfferNames = (lines: readonly Line[]) =>
  lines.some((l) => parseOfferLineCode(l.code) !== null && isRawName(l));

/** The offers' names when these lines need them (one small query; inside `tx` when given), else none. */
export const offerNamesFor = async (
  ctx: AppContext,
  lines: readonly Line[],
  tx?: DbOrTx,
): Promise<OfferNames> => (needsOfferNames(lines) ? serviceOfferNames(ctx, tx) : NONE);

/**
 * Order items (or any lines with a code and a name) as people read them, for staff screens,
 * picking lists and documents: `t` names a service whose offer is gone, in its language.
 */
export async function readableItems<L extends Line>(ctx: AppContext, lines: readonly L[], t: TFunction) {
  const names = await offerNamesFor(ctx, lines);
  return lines.map((l) => readableLine(l, names, t));
}
