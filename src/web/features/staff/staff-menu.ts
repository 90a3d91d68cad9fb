/**
 * The staff menu. Each staff feature adds its entry here (one line): `label` is an i18n key,
 * `ns` its namespace; `permission` hides an entry from staff without it.
 */
import type { Namespace } from "../../../i18n/i18n-core.js";

export interface StaffMenuEntry {
  to: string;
  label: string;
  ns?: Namespace;
  permission?: string;
}

/** The entry's label as a translation key of its namespace (`orders:staff.title`). */
export const menuLabelKey = (e: StaffMenuEntry) => `${e.ns ?? "common"}:${e.label}`;

export const staffMenu: StaffMenuEntry[] = [
  { to: "/staff/", label: "staff.dashboard" },
  { to: "/staff/outbox/", label: "staff.outbox" },
  { to: "/staff/messages/", label: "staff.messages", ns: "engagement" },
  { to: "/staff/applications/", label: "staff.applications", ns: "engagement" },
  { to: "/staff/orders/", label: "staff.title", ns: "orders" },
  { to: "/staff/installments/", label: "installments.title", ns: "orders" },
  { to: "/staff/invoices/", label: "invoiceRegister.title", ns: "orders" },
  { to: "/staff/efactura/", label: "menu", ns: "einvoice" },
  { to: "/staff/discounts/", label: "title", ns: "discounts" },
  { to: "/staff/buyback/", label: "staff.records", ns: "buyback" },
  { to: "/staff/buyback/appraisals/", label: "staff.appraisals", ns: "buyback" },
  { to: "/staff/buyback/bonuses/", label: "staff.bonuses", ns: "buyback" },
  { to: "/staff/buyback/centers/", label: "staff.centers", ns: "buyback" },
  { to: "/staff/service/", label: "staff.orders", ns: "service" },
  { to: "/staff/service/operations/", label: "staff.operations", ns: "service" },
  { to: "/staff/catalog/products/", label: "staffProducts.title", ns: "catalog" },
  { to: "/staff/catalog/categories/", label: "staff.categoryTree", ns: "catalog" },
  { to: "/staff/catalog/assignment/", label: "staff.assignment", ns: "catalog" },
  { to: "/staff/catalog/reviews/", label: "staff.reviews", ns: "catalog" },
  { to: "/staff/catalog/meta-masters/", label: "staff.metaMasters", ns: "catalog" },
  { to: "/staff/catalog/seo/", label: "staff.seoTexts", ns: "catalog" },
  { to: "/staff/catalog/banners/", label: "staffBanners.menu", ns: "catalog" },
  { to: "/staff/catalog/feeds/", label: "staffFeeds.menu", ns: "catalog" },
  { to: "/staff/catalog/attributes/", label: "staff.attributes", ns: "catalog" },
];
