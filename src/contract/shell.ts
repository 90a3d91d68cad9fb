import { meResponse } from "./accounts.js";
import { hamburgerResponse } from "./catalog.js";
import { z } from "./z.js";

/** What every page's layout needs, in one answer: who is logged in, the menu and the cart's size. */
export const shellResponse = z.object({
  me: meResponse,
  menu: hamburgerResponse,
  cart_count: z.number(),
});
export type ShellResponse = z.infer<typeof shellResponse>;
