import type { RouteObject } from "react-router";
import { ErrorPage } from "../../shell/root-layout.js";
import { chatStaffRoutes } from "../chat/chat-routes.js";
import { contentStaffRoutes } from "../content/content-routes.js";
import { engagementStaffRoutes } from "../engagement/engagement-routes.js";
import { imagesStaffRoutes } from "../images/images-routes.js";
import { orderIdLoader } from "../orders/staff/order-id.js";
import { pricingStaffRoutes } from "../pricing/pricing-routes.js";
import { settingsStaffRoutes } from "../settings/settings-routes.js";
import { shippingStaffRoutes } from "../shipping/shipping-routes.js";
import { storesStaffRoutes } from "../stores/stores-routes.js";
import { teamStaffRoutes } from "../team/team-routes.js";
import { warehouseStaffRoutes } from "../warehouse/warehouse-routes.js";
import { staffHandle, staffLoader } from "./staff-access.js";

/**
 * The staff area under /staff/: its pages are code-split (`lazy`), so shoppers never download them.
 * A staff feature adds its pages to `children` (one entry each) and its menu entry to staff-menu.ts.
 */
export const staffRoutes: RouteObject = {
  path: "staff",
  loader: staffLoader,
  handle: staffHandle,
  lazy: async () => ({ Component: (await import("./staff-layout.js")).StaffLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import("./staff-dashboard.js")).StaffDashboard }) },
    { path: "outbox", lazy: async () => ({ Component: (await import("./outbox-page.js")).OutboxPage }) },
    ...engagementStaffRoutes,
    ...chatStaffRoutes,
    ...teamStaffRoutes,
    ...shippingStaffRoutes,
    ...warehouseStaffRoutes,
    ...imagesStaffRoutes,
    ...pricingStaffRoutes,
    ...contentStaffRoutes,
    ...settingsStaffRoutes,
    ...storesStaffRoutes,
    {
      path: "orders",
      lazy: async () => ({ Component: (await import("../orders/staff/orders-page.js")).OrdersPage }),
    },
    {
      path: "orders/:id",
      // Only an order's id: other words under /staff/orders/ are other pages' or the 404 page.
      loader: orderIdLoader,
      ErrorBoundary: ErrorPage,
      lazy: async () => ({
        Component: (await import("../orders/staff/order-detail-page.js")).OrderDetailPage,
      }),
    },
    {
      path: "installments",
      lazy: async () => ({
        Component: (await import("../orders/staff/installments-page.js")).InstallmentsPage,
      }),
    },
    {
      path: "invoices",
      lazy: async () => ({
        Component: (await import("../orders/staff/invoice-register-page.js")).InvoiceRegisterPage,
      }),
    },
    {
      path: "efactura",
      lazy: async () => ({ Component: (await import("../einvoice/staff/einvoice-page.js")).EinvoicePage }),
    },
    {
      path: "efactura/:id",
      lazy: async () => ({
        Component: (await import("../einvoice/staff/einvoice-detail-page.js")).EinvoiceDetailPage,
      }),
    },
    {
      path: "discounts",
      lazy: async () => ({ Component: (await import("../discounts/staff/discounts-page.js")).DiscountsPage }),
    },
    {
      path: "discounts/:id",
      lazy: async () => ({
        Component: (await import("../discounts/staff/discount-detail-page.js")).DiscountDetailPage,
      }),
    },
    {
      path: "action-packages",
      lazy: async () => ({
        Component: (await import("../action-packages/staff/action-packages-page.js")).ActionPackagesPage,
      }),
    },
    {
      path: "action-packages/:id",
      lazy: async () => ({
        Component: (await import("../action-packages/staff/action-package-detail-page.js"))
          .ActionPackageDetailPage,
      }),
    },
    {
      path: "buyback",
      lazy: async () => ({
        Component: (await import("../buyback/staff/records-page.js")).BuybackRecordsPage,
      }),
    },
    {
      path: "buyback/appraisals",
      lazy: async () => ({
        Component: (await import("../buyback/staff/appraisals-page.js")).BuybackAppraisalsPage,
      }),
    },
    {
      path: "buyback/appraisals/:model",
      lazy: async () => ({
        Component: (await import("../buyback/staff/appraisal-editor-page.js")).BuybackAppraisalEditorPage,
      }),
    },
    {
      path: "buyback/bonuses",
      lazy: async () => ({
        Component: (await import("../buyback/staff/bonuses-page.js")).BuybackBonusesPage,
      }),
    },
    {
      path: "buyback/centers",
      lazy: async () => ({
        Component: (await import("../buyback/staff/centers-page.js")).BuybackCentersPage,
      }),
    },
    {
      path: "buyback/:id",
      lazy: async () => ({ Component: (await import("../buyback/staff/record-page.js")).BuybackRecordPage }),
    },
    {
      path: "service",
      lazy: async () => ({ Component: (await import("../service/staff/orders-page.js")).ServiceOrdersPage }),
    },
    {
      path: "service/operations",
      lazy: async () => ({
        Component: (await import("../service/staff/operations-page.js")).ServiceOperationsPage,
      }),
    },
    {
      path: "service/:id",
      lazy: async () => ({ Component: (await import("../service/staff/order-page.js")).ServiceOrderPage }),
    },
    {
      path: "catalog/categories",
      lazy: async () => ({
        Component: (await import("../catalog/staff/category-tree-page.js")).CategoryTreePage,
      }),
    },
    {
      path: "catalog/assignment",
      lazy: async () => ({
        Component: (await import("../catalog/staff/category-assignment-page.js")).CategoryAssignmentPage,
      }),
    },
    {
      path: "catalog/reviews",
      lazy: async () => ({
        Component: (await import("../catalog/staff/reviews-admin-page.js")).ReviewsAdminPage,
      }),
    },
    {
      path: "catalog/meta-masters",
      lazy: async () => ({
        Component: (await import("../catalog/staff/meta-master-page.js")).MetaMasterPage,
      }),
    },
    {
      path: "catalog/seo",
      lazy: async () => ({ Component: (await import("../catalog/staff/seo-texts-page.js")).SeoTextsPage }),
    },
    {
      path: "catalog/banners",
      lazy: async () => ({ Component: (await import("../catalog/staff/banners-page.js")).BannersPage }),
    },
    {
      path: "catalog/feeds",
      lazy: async () => ({ Component: (await import("../catalog/staff/feeds-page.js")).FeedsPage }),
    },
    {
      path: "catalog/attributes",
      lazy: async () => ({ Component: (await import("../catalog/staff/attributes-page.js")).AttributesPage }),
    },
    {
      path: "catalog/products",
      lazy: async () => ({ Component: (await import("../catalog/staff/products-page.js")).ProductsPage }),
    },
    {
      path: "catalog/products/:id",
      lazy: async () => ({
        Component: (await import("../catalog/staff/product-edit-page.js")).ProductEditPage,
      }),
    },
  ],
};
