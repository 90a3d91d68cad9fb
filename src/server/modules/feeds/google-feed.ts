import { xmlEscape } from "../../platform/xml.js";
import type { FeedItem } from "./feed-item.js";

/**
 * Google Merchant Center's product feed (RSS 2.0 with the g: namespace). Every variant is listed,
 * the unbuyable ones as out_of_stock (Google prefers that to an offer vanishing); used and
 * refurbished grades are `refurbished`, as the product page's JSON-LD says.
 */
export const googleHead = (title: string, base: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>${tag("title", title)}${tag("link", `${base}/`)}${tag("description", title)}\n`;
export const GOOGLE_TAIL = "</channel>\n</rss>\n";

const tag = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${xmlEscape(value)}</${name}>` : "";

/** `12990.00 CZK`: Google wants the amount with a dot and the ISO currency. */
export const googlePrice = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

export function googleItem(item: FeedItem, currency: string): string {
  const available = item.state === "in_stock" || item.state === "at_stores";
  return [
    "<item>",
    tag("g:id", item.id),
    tag("title", item.name),
    tag("description", item.description || item.name),
    tag("link", item.url),
    tag("g:image_link", item.imageUrl),
    tag("g:availability", available ? "in_stock" : "out_of_stock"),
    // The regular price, and the price asked now as the sale price when it is lower.
    tag("g:price", googlePrice(item.regularPrice ?? item.price, currency)),
    item.regularPrice !== null ? tag("g:sale_price", googlePrice(item.price, currency)) : "",
    tag("g:brand", item.manufacturer),
    item.ean ? tag("g:gtin", item.ean) : tag("g:mpn", item.id),
    tag("g:condition", item.used ? "refurbished" : "new"),
    tag("g:item_group_id", item.groupId),
    tag("g:product_type", item.categoryPath.join(" > ")),
    tag("g:color", item.color),
    "</item>\n",
  ].join("");
}
