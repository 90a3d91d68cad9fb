import type { Me } from "../../contract/accounts.js";
import type { ApiClient } from "../api/api-client.js";
import { shellQuery } from "./api/shell-queries.js";

export interface MenuItem {
  id: number;
  name: string;
  url: string;
  children?: MenuItem[];
}

/** What the layout needs on every page: who is logged in, the megamenu and the cart count. */
export interface ShellData {
  me: Me;
  menu: MenuItem[];
  cartCount: number;
}

/** Loads the shell in one call (`shell:data`); if it fails, the root error page shows with an empty shell. */
export async function loadShell(api: ApiClient): Promise<ShellData> {
  const shell = await shellQuery(api).load();
  return { me: shell.me, menu: shell.menu, cartCount: shell.cart_count };
}
