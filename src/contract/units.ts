import { z } from "./z.js";

/** A unit of measure (spec §7 "GET units"): its stable code and its symbol and name per language. */
export const unit = z.object({
  id: z.number(),
  code: z.string(),
  symbol_cs: z.string(),
  symbol_ro: z.string(),
  name_cs: z.string(),
  name_ro: z.string(),
  position: z.number(),
});
export type Unit = z.infer<typeof unit>;
export const unitsResponse = z.object({ results: z.array(unit) });

const text = (max: number) => z.string().trim().min(1).max(max);
export const unitInput = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[a-z][a-z0-9_]*$/, "stores:errors.unitCode"),
  symbol_cs: text(12),
  symbol_ro: text(12),
  name_cs: text(60),
  name_ro: text(60),
  position: z.coerce.number().int().min(0).max(1000),
});
export type UnitInput = z.infer<typeof unitInput>;
