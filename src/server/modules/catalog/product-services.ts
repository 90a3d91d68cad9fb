import type { AppContext } from "../../platform/context.js";
import { serviceOptionsFor } from "../cart/cart.service.js";
import { getProduct } from "./product.service.js";

/**
 * The insurance and warranty options (priced) the buy box offers for a variant. The cart owns the
 * offers and the rule that fits them to a device; this asks it with the variant's price and type,
 * so the page shows exactly what the cart will accept.
 */
export async function productServices(ctx: AppContext, seoName: string) {
  const product = await getProduct(ctx, seoName);
  return serviceOptionsFor(ctx, { price: product.price, typeCode: product.type.code });
}
