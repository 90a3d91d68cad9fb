import type { Unit, UnitInput } from "../../../contract/units.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import {
  codeTaken,
  deleteUnit,
  insertUnit,
  insertUnitsIfMissing,
  selectUnits,
  type UnitRow,
  updateUnit,
} from "./units.queries.js";

/**
 * Units of measure (spec §7 "GET units", issue 20). Product attributes name their unit by its
 * symbol (`catalog_attributes.unit`, free text); this list is the vocabulary staff choose from.
 */
const toUnit = (r: UnitRow): Unit => ({
  id: r.id,
  code: r.code,
  symbol_cs: r.symbolCs,
  symbol_ro: r.symbolRo,
  name_cs: r.nameCs,
  name_ro: r.nameRo,
  position: r.position,
});

const valuesOf = (u: UnitInput) => ({
  code: u.code,
  symbolCs: u.symbol_cs,
  symbolRo: u.symbol_ro,
  nameCs: u.name_cs,
  nameRo: u.name_ro,
  position: u.position,
});

export async function listUnits(ctx: AppContext) {
  return { results: (await selectUnits(ctx.db)).map(toUnit) };
}

export async function saveUnit(ctx: AppContext, actorId: number, id: number | null, input: UnitInput) {
  return ctx.db.transaction(async (tx) => {
    if (await codeTaken(tx, input.code, id))
      throw new ValidationError({ code: ["stores:errors.unitCodeTaken"] });
    const row =
      id === null ? await insertUnit(tx, valuesOf(input)) : await updateUnit(tx, id, valuesOf(input));
    if (!row) throw notFound("stores:errors.unitNotFound");
    await audit(tx, {
      actorId,
      action: id === null ? "unit.create" : "unit.update",
      entity: "unit",
      entityId: row.id,
    });
    return toUnit(row);
  });
}

export async function removeUnit(ctx: AppContext, actorId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteUnit(tx, id))) throw notFound("stores:errors.unitNotFound");
    await audit(tx, { actorId, action: "unit.delete", entity: "unit", entityId: id });
  });
  return { ok: true as const };
}

const DEMO: [string, string, string, string, string][] = [
  ["pcs", "ks", "buc", "kus", "bucată"],
  ["pack", "bal", "pach", "balení", "pachet"],
  ["g", "g", "g", "gram", "gram"],
  ["kg", "kg", "kg", "kilogram", "kilogram"],
  ["mm", "mm", "mm", "milimetr", "milimetru"],
  ["cm", "cm", "cm", "centimetr", "centimetru"],
  ["m", "m", "m", "metr", "metru"],
  ["inch", "″", "″", "palec", "inch"],
  ["gb", "GB", "GB", "gigabajt", "gigabyte"],
  ["tb", "TB", "TB", "terabajt", "terabyte"],
  ["mah", "mAh", "mAh", "miliampérhodina", "miliamper-oră"],
  ["w", "W", "W", "watt", "watt"],
  ["hz", "Hz", "Hz", "hertz", "hertz"],
];

export async function seedUnits(ctx: AppContext) {
  await insertUnitsIfMissing(
    ctx.db,
    DEMO.map(([code, symbolCs, symbolRo, nameCs, nameRo], i) => ({
      code,
      symbolCs,
      symbolRo,
      nameCs,
      nameRo,
      position: i * 10,
    })),
  );
}
