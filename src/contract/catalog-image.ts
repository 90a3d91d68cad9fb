import type { ImageRef } from "../domain/image-variants.js";
import { z } from "./z.js";

/** A picture as pages draw it (domain ImageRef): content hash, size, variant widths, alt text. */
export const imageRef = z.object({
  hash: z.string(),
  width: z.number(),
  height: z.number(),
  widths: z.array(z.number()),
  alt: z.string(),
}) satisfies z.ZodType<ImageRef>;
