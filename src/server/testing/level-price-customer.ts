import { priceListPrices, priceLists } from "../db/schema.js";
import { createUser } from "../modules/accounts/accounts.service.js";
import type { Shopper } from "../modules/pricing/pricing.service.js";
import type { AppContext } from "../platform/context.js";

/**
 * A registered customer of the shop's market with a price list of their group holding one price
 * (minor units) for `productId`: a shopper at level prices (decision 017), who must never get the
 * stored retail cards or answers.
 */
export async function levelPriceCustomer(
  ctx: AppContext,
  email: string,
  productId: number,
  price: number,
): Promise<Shopper> {
  const userId = await createUser(ctx, {
    email,
    password: "Heslo123!x",
    role: "customer",
    firstName: "Test",
    verified: true,
  });
  const [list] = await ctx.db
    .insert(priceLists)
    .values({ name: email, market: ctx.market.code, customerGroup: "registered", isActive: true })
    .returning();
  await ctx.db.insert(priceListPrices).values({ priceListId: list.id, productId, price });
  return { userId, market: ctx.market.code };
}
