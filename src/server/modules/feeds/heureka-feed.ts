import { type DeliveryMethod, deliveryPrice } from "../../integrations/carriers/delivery-methods.js";
import { xmlEscape } from "../../platform/xml.js";
import type { FeedItem } from "./feed-item.js";

/**
 * Heureka.cz's offer feed (SHOP/SHOPITEM, heureka.github.io/xml-feed-specs). Only what can be
 * bought now is listed: the cart refuses a variant that is neither in the
 * warehouse nor at a store. DELIVERY_DATE 0 is "in stock"; a variant held only by stores is picked
 * up there, so it carries no carrier. Used and refurbished variants are ITEM_TYPE bazar.
 */
export const HEUREKA_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n';
export const HEUREKA_TAIL = "</SHOP>\n";

/** Carriers Heureka knows, by our delivery codes (store pickup is not a Heureka delivery). */
const HEUREKA_CARRIERS: Record<string, string> = {
  ppl: "PPL",
  dpd: "DPD",
  zasilkovna: "ZASILKOVNA",
  liftago: "VLASTNI_PREPRAVA",
};

/** Whole crowns as `12990`, halers as `12990.50` (Heureka: price with VAT, at most two decimals). */
export const heurekaPrice = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

export const listedOnHeureka = (item: FeedItem) => item.state === "in_stock" || item.state === "at_stores";

const tag = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${xmlEscape(value)}</${name}>` : "";

export function heurekaItem(item: FeedItem, deliveries: DeliveryMethod[], codFee: number | null): string {
  const carriers =
    item.state === "in_stock"
      ? deliveries
          .filter((d) => HEUREKA_CARRIERS[d.code])
          .map((d) => {
            const price = deliveryPrice(d, item.price);
            const cod =
              codFee !== null && d.payments.includes("cod")
                ? tag("DELIVERY_PRICE_COD", heurekaPrice(price + codFee))
                : "";
            return `<DELIVERY>${tag("DELIVERY_ID", HEUREKA_CARRIERS[d.code])}<DELIVERY_PRICE>${heurekaPrice(price)}</DELIVERY_PRICE>${cod}</DELIVERY>`;
          })
      : [];
  return [
    "<SHOPITEM>",
    tag("ITEM_ID", item.id),
    tag("PRODUCTNAME", item.name),
    tag("PRODUCT", item.name),
    tag("DESCRIPTION", item.description),
    tag("URL", item.url),
    tag("IMGURL", item.imageUrl),
    tag("PRICE_VAT", heurekaPrice(item.price)),
    item.used ? "<ITEM_TYPE>bazar</ITEM_TYPE>" : "",
    tag("MANUFACTURER", item.manufacturer),
    tag("CATEGORYTEXT", item.categoryPath.join(" | ")),
    tag("EAN", item.ean),
    tag("PRODUCTNO", item.id),
    ...item.params.map((p) => `<PARAM>${tag("PARAM_NAME", p.name)}${tag("VAL", p.value)}</PARAM>`),
    "<DELIVERY_DATE>0</DELIVERY_DATE>",
    ...carriers,
    tag("ITEMGROUP_ID", item.groupId),
    ...item.gifts.map((g) => tag("GIFT", g)),
    "</SHOPITEM>\n",
  ].join("");
}
