import type { Me } from "../../contract/accounts.js";
import type { ApiClient } from "../api/api-client.js";

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

/** Loads the shell in parallel; parts whose feature is not there (or fails) degrade to empty. */
export async function loadShell(api: ApiClient): Promise<ShellData> {
  const optional = <T>(name: string, fallback: T, pick: (b: any) => T) =>
    api.has(name) ? api.get(name).then(pick, () => fallback) : Promise.resolve(fallback);
  const [me, menu, cartCount] = await Promise.all([
    api.get<Me>("accounts:me"),
    optional<MenuItem[]>("catalog:hamburger", [], (b) => (Array.isArray(b) ? b : (b.items ?? []))),
    optional<number>("cart:count", 0, (b) => Number(b.count ?? 0)),
  ]);
  return { me, menu, cartCount };
}
