import { isChoiceSlug } from "../domain/device-selection.js";
import { z } from "./z.js";

/** A choice value: a stable slug such as `iphone-15-pro` (spec §3 Buy-back selection: value, label). */
export const choiceValue = z
  .string()
  .max(100)
  .refine((v) => isChoiceSlug(v), { message: "validation.choice" });

export const choice = z.object({ value: z.string(), label: z.string() });
export type Choice = z.infer<typeof choice>;

/** Spec §3: "A product colour choice has value and image_alt"; image and hex draw the swatch. */
export const colorChoice = choice.extend({
  image_alt: z.string(),
  image: z.string().nullable(),
  hex: z.string(),
});
export type ColorChoice = z.infer<typeof colorChoice>;

export const choicesResponse = z.object({ choices: z.array(choice), url: z.string() });
export const colorChoicesResponse = z.object({ choices: z.array(colorChoice), url: z.string() });
export type ChoicesResponse = z.infer<typeof choicesResponse>;
export type ColorChoicesResponse = z.infer<typeof colorChoicesResponse>;

export const typeQuery = z.object({});
export const manufacturersQuery = z.object({ type: choiceValue });
export const modelsQuery = z.object({ type: choiceValue, manufacturer: choiceValue });
export const colorsQuery = z.object({
  type: choiceValue.optional(),
  manufacturer: choiceValue.optional(),
  model: choiceValue,
});
/** Any prefix of the selection; unknown or inconsistent values are dropped, not refused (old links). */
export const selectionQuery = z.object({
  type: z.string().max(100).optional(),
  manufacturer: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  color: z.string().max(100).optional(),
});

export const selectedChoices = z.object({
  product_type: z.string().nullable(),
  product_manufacturer: z.string().nullable(),
  product_model: z.string().nullable(),
  product_color: z.string().nullable(),
});
export type SelectedChoices = z.infer<typeof selectedChoices>;

export const selectorChoices = z.object({
  product_type: z.array(choice),
  product_manufacturer: z.array(choice),
  product_model: z.array(choice),
  product_color: z.array(colorChoice),
});
export type SelectorChoices = z.infer<typeof selectorChoices>;

export const selectorUrlResponse = z.object({ url: z.string(), selected_choices: selectedChoices });
