/**
 * The staff menu. Each staff feature adds its entry here (one line): `label` is an i18n key,
 * `ns` its namespace; `permission` hides an entry from staff without it.
 */
import type { ComponentType } from "react";
import type { Permission } from "../../../domain/staff-permissions.js";
import type { Namespace } from "../../../i18n/i18n-core.js";
import { chatMenu } from "../chat/chat-routes.js";
import { contentMenu } from "../content/content-routes.js";
import { imagesMenu } from "../images/images-routes.js";
import { pricingMenu } from "../pricing/pricing-routes.js";
import { settingsMenu } from "../settings/settings-routes.js";
import { shippingMenu } from "../shipping/shipping-routes.js";
import { storesMenu } from "../stores/stores-routes.js";
import { teamMenu } from "../team/team-routes.js";
import { warehouseMenu } from "../warehouse/warehouse-routes.js";

export interface StaffMenuEntry {
  to: string;
  label: string;
  ns?: Namespace;
  permission?: Permission;
  /** A small live count beside the label (the chat's unread conversations). */
  badge?: ComponentType;
}

/** The entry's label as a translation key of its namespace (`orders:staff.title`). */
export const menuLabelKey = (e: StaffMenuEntry) => `${e.ns ?? "common"}:${e.label}`;

export const staffMenu: StaffMenuEntry[] = [
  { to: "/staff/", label: "staff.dashboard" },
  { to: "/staff/outbox/", label: "staff.outbox", permission: "customers" },
  { to: "/staff/messages/", label: "staff.messages", ns: "engagement", permission: "customers" },
  { to: "/staff/applications/", label: "staff.applications", ns: "engagement", permission: "customers" },
  ...chatMenu,
  { to: "/staff/orders/", label: "staff.title", ns: "orders", permission: "orders" },
  { to: "/staff/installments/", label: "installments.title", ns: "orders", permission: "finance" },
  { to: "/staff/invoices/", label: "invoiceRegister.title", ns: "orders", permission: "finance" },
  { to: "/staff/efactura/", label: "menu", ns: "einvoice", permission: "finance" },
  { to: "/staff/discounts/", label: "title", ns: "discounts", permission: "marketing" },
  { to: "/staff/action-packages/", label: "title", ns: "action-packages", permission: "marketing" },
  { to: "/staff/buyback/", label: "staff.records", ns: "buyback", permission: "buyback" },
  { to: "/staff/buyback/appraisals/", label: "staff.appraisals", ns: "buyback", permission: "buyback" },
  { to: "/staff/buyback/bonuses/", label: "staff.bonuses", ns: "buyback", permission: "buyback" },
  { to: "/staff/buyback/centers/", label: "staff.centers", ns: "buyback", permission: "buyback" },
  { to: "/staff/service/", label: "staff.orders", ns: "service", permission: "service" },
  { to: "/staff/service/operations/", label: "staff.operations", ns: "service", permission: "service" },
  { to: "/staff/catalog/products/", label: "staffProducts.title", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/categories/", label: "staff.categoryTree", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/assignment/", label: "staff.assignment", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/reviews/", label: "staff.reviews", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/meta-masters/", label: "staff.metaMasters", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/seo/", label: "staff.seoTexts", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/banners/", label: "staffBanners.menu", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/feeds/", label: "staffFeeds.menu", ns: "catalog", permission: "catalog" },
  { to: "/staff/catalog/attributes/", label: "staff.attributes", ns: "catalog", permission: "catalog" },
  ...pricingMenu,
  ...imagesMenu,
  ...contentMenu,
  ...warehouseMenu,
  ...shippingMenu,
  ...teamMenu,
  ...settingsMenu,
  ...storesMenu,
];

const segments = (path: string) => path.split("/").filter(Boolean);

/**
 * The permission a staff page needs: its menu entry's. A page under an entry (`/staff/orders/12/`
 * under `/staff/orders/`) takes that entry's; a page of a section without its own entry
 * (`/staff/warehouse/packing/3/`) takes the permission its section's entries agree on. Undefined
 * when nothing says (the dashboard, a section whose entries differ): the API still checks.
 */
export function requiredPermission(
  pathname: string,
  menu: StaffMenuEntry[] = staffMenu,
): Permission | undefined {
  const path = segments(pathname);
  let best = 0;
  let found = new Set<Permission | undefined>();
  for (const e of menu) {
    const to = segments(e.to);
    let shared = 0;
    while (shared < to.length && to[shared] === path[shared]) shared++;
    // Past /staff/ itself; a whole entry that starts the path beats a shared section.
    if (shared < 2) continue;
    const score = shared === to.length ? shared + 0.5 : shared;
    if (score > best) [best, found] = [score, new Set([e.permission])];
    else if (score === best) found.add(e.permission);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
