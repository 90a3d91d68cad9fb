import { z } from "./z.js";

/** The account's deletion (issue 16): the password again, and the box saying it cannot be undone. */
export const accountDeleteBody = z.object({
  password: z.string().min(1).max(200),
  confirm: z.literal(true, { message: "account:privacy.mustConfirm" }),
});
export type AccountDeleteBody = z.infer<typeof accountDeleteBody>;

/**
 * Everything the shop holds about the logged-in customer, decrypted for them (GDPR art. 15 and
 * 20): one JSON document, each part written by the module that keeps it.
 */
export interface PersonalDataExport {
  exported_at: string;
  shop: string;
  account: Record<string, unknown> | null;
  addresses: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  buybacks: Record<string, unknown>[];
  service_orders: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  watches: Record<string, unknown>[];
  favourites: Record<string, unknown>[];
  newsletter: Record<string, unknown> | null;
}
