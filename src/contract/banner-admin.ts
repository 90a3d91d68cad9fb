import { contrastWithWhite, MIN_TEXT_CONTRAST } from "../domain/colour-contrast.js";
import { z } from "./z.js";

export const BANNER_PLACEMENTS = ["slider", "banner"] as const;

/**
 * A home slide or banner as staff edit it. The link is an address in the shop (the slide is an
 * in-app link); white text sits on the colour, so a colour too light to read it on is refused.
 * `{{buybackBonus}}` in the texts is filled with the highest buy-back bonus on the home page.
 */
export const bannerBody = z.object({
  placement: z.enum(BANNER_PLACEMENTS),
  title: z.string().trim().min(1).max(80),
  subtitle: z.string().trim().max(200).default(""),
  url: z
    .string()
    .trim()
    .min(1)
    .max(300)
    // "//host" and "/\host" would leave the shop (browsers read a backslash as a slash).
    .regex(/^\/[^\s\\/][^\s\\]*$|^\/$/, "catalog:admin.bannerUrl"),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "catalog:admin.bannerColor")
    .transform((c) => c.toLowerCase())
    .refine((c) => contrastWithWhite(c) >= MIN_TEXT_CONTRAST, "catalog:admin.bannerContrast"),
  position: z.coerce.number().int().min(0).max(9999).default(0),
  is_active: z.boolean().default(true),
});
export type BannerBody = z.input<typeof bannerBody>;

export const bannerAdmin = z.object({
  id: z.number(),
  placement: z.enum(BANNER_PLACEMENTS),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  color: z.string(),
  position: z.number(),
  is_active: z.boolean(),
});
export type BannerAdmin = z.infer<typeof bannerAdmin>;
