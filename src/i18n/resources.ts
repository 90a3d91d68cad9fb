// Every locale namespace, for the server, which answers in any language; the browser downloads its
// page's language as one JSON file (`locale-files-plugin.ts`). A feature adds its namespace here and
// in `namespaces` (`i18n-core.ts`): `<lang>/<feature>.json`, with Czech complete and the others
// falling back to it (spec §1: Romanian falls back to Czech; a test keeps Romanian complete).

import csAccount from "./cs/account.json";
import csActionPackages from "./cs/action-packages.json";
import csBuyback from "./cs/buyback.json";
import csCart from "./cs/cart.json";
import csCatalog from "./cs/catalog.json";
import csChat from "./cs/chat.json";
import csCheckout from "./cs/checkout.json";
import csCommon from "./cs/common.json";
import csContent from "./cs/content.json";
import csDiscounts from "./cs/discounts.json";
import csEinvoice from "./cs/einvoice.json";
import csEngagement from "./cs/engagement.json";
import csImages from "./cs/images.json";
import csOrders from "./cs/orders.json";
import csPayments from "./cs/payments.json";
import csPricing from "./cs/pricing.json";
import csService from "./cs/service.json";
import csSettings from "./cs/settings.json";
import csShipping from "./cs/shipping.json";
import csStores from "./cs/stores.json";
import csTeam from "./cs/team.json";
import csWarehouse from "./cs/warehouse.json";
import csWatches from "./cs/watches.json";
import enAccount from "./en/account.json";
import enActionPackages from "./en/action-packages.json";
import enBuyback from "./en/buyback.json";
import enCart from "./en/cart.json";
import enCatalog from "./en/catalog.json";
import enChat from "./en/chat.json";
import enCheckout from "./en/checkout.json";
import enCommon from "./en/common.json";
import enContent from "./en/content.json";
import enDiscounts from "./en/discounts.json";
import enEinvoice from "./en/einvoice.json";
import enEngagement from "./en/engagement.json";
import enImages from "./en/images.json";
import enOrders from "./en/orders.json";
import enPayments from "./en/payments.json";
import enPricing from "./en/pricing.json";
import enService from "./en/service.json";
import enSettings from "./en/settings.json";
import enShipping from "./en/shipping.json";
import enStores from "./en/stores.json";
import enTeam from "./en/team.json";
import enWarehouse from "./en/warehouse.json";
import enWatches from "./en/watches.json";
import roAccount from "./ro/account.json";
import roActionPackages from "./ro/action-packages.json";
import roBuyback from "./ro/buyback.json";
import roCart from "./ro/cart.json";
import roCatalog from "./ro/catalog.json";
import roChat from "./ro/chat.json";
import roCheckout from "./ro/checkout.json";
import roCommon from "./ro/common.json";
import roContent from "./ro/content.json";
import roDiscounts from "./ro/discounts.json";
import roEinvoice from "./ro/einvoice.json";
import roEngagement from "./ro/engagement.json";
import roImages from "./ro/images.json";
import roOrders from "./ro/orders.json";
import roPayments from "./ro/payments.json";
import roPricing from "./ro/pricing.json";
import roService from "./ro/service.json";
import roSettings from "./ro/settings.json";
import roShipping from "./ro/shipping.json";
import roStores from "./ro/stores.json";
import roTeam from "./ro/team.json";
import roWarehouse from "./ro/warehouse.json";
import roWatches from "./ro/watches.json";

export const resources = {
  cs: {
    common: csCommon,
    service: csService,
    cart: csCart,
    checkout: csCheckout,
    orders: csOrders,
    payments: csPayments,
    pricing: csPricing,
    discounts: csDiscounts,
    "action-packages": csActionPackages,
    engagement: csEngagement,
    einvoice: csEinvoice,
    buyback: csBuyback,
    catalog: csCatalog,
    watches: csWatches,
    warehouse: csWarehouse,
    shipping: csShipping,
    team: csTeam,
    settings: csSettings,
    stores: csStores,
    chat: csChat,
    images: csImages,
    content: csContent,
    account: csAccount,
  },
  ro: {
    common: roCommon,
    service: roService,
    cart: roCart,
    checkout: roCheckout,
    orders: roOrders,
    payments: roPayments,
    pricing: roPricing,
    discounts: roDiscounts,
    "action-packages": roActionPackages,
    engagement: roEngagement,
    einvoice: roEinvoice,
    buyback: roBuyback,
    catalog: roCatalog,
    watches: roWatches,
    warehouse: roWarehouse,
    shipping: roShipping,
    team: roTeam,
    settings: roSettings,
    stores: roStores,
    chat: roChat,
    images: roImages,
    content: roContent,
    account: roAccount,
  },
  en: {
    common: enCommon,
    service: enService,
    cart: enCart,
    checkout: enCheckout,
    orders: enOrders,
    payments: enPayments,
    pricing: enPricing,
    discounts: enDiscounts,
    "action-packages": enActionPackages,
    engagement: enEngagement,
    einvoice: enEinvoice,
    buyback: enBuyback,
    catalog: enCatalog,
    watches: enWatches,
    warehouse: enWarehouse,
    shipping: enShipping,
    team: enTeam,
    settings: enSettings,
    stores: enStores,
    chat: enChat,
    images: enImages,
    content: enContent,
    account: enAccount,
  },
} as const;
