/**
 * Which texts reach which browser file (docs/decisions/006): every language's translations are
 * split by top-level subtree (`ns:subtree`, plural forms with their key) into
 * - the **shop** file, preloaded by every page: everything not listed below (a new text lands
 *   there, the safe side: a storefront page never shows a bare key);
 * - the **staff** file, loaded with the lazy staff area before its first render (`STAFF_TEXTS`);
 * - neither, for texts only the server uses: e-mails, PDFs, documents, the API's refusals, which
 *   reach the browser already translated (`SERVER_TEXTS`).
 * The server registers every text (`i18n.ts`). `locale-split.test.ts` reads the browser's source and
 * fails when a storefront text is listed here or a staff page's text is server-only.
 */

type Subtrees = Partial<Record<string, readonly string[]>>;

export const STAFF_TEXTS: Subtrees = {
  common: ["errors", "staff", "purge"],
  service: ["staff"],
  cart: ["productNotFound", "packageNotFound", "commonPrice", "reselect"],
  checkout: [
    "payment",
    "readyIn30",
    "readyAfterTransfer",
    "point",
    "courier",
    "paymentNotForDelivery",
    "noCardDiscount",
    "codeUsed",
    "cartChanged",
  ],
  orders: [
    "pickingChanged",
    "notFound",
    "notFoundByEmail",
    "event",
    "picking",
    "staff",
    "installments",
    "creditNote",
    "notPicked",
    "deliveryStatus",
    "invoiceRegister",
    "cancelPaidSupervisor",
    "customMail",
  ],
  pricing: [
    "menu",
    "notFound",
    "removed",
    "groups",
    "states",
    "markets",
    "lists",
    "form",
    "detail",
    "activity",
  ],
  discounts: [
    "highPercentage",
    "codeTaken",
    "paging",
    "automatic",
    "saved",
    "save",
    "minorUnits",
    "codesTitle",
    "generateCount",
    "generate",
    "generated",
    "type",
    "col",
    "notFound",
    "noLimit",
    "validFrom",
    "validTo",
    "codesHint",
    "codesNewHint",
    "codesNone",
    "codesShown",
    "generatedToast",
  ],
  "action-packages": [
    "notFound",
    "saved",
    "save",
    "col",
    "priceHint",
    "partsHint",
    "partsSum",
    "pick",
    "pickLabel",
    "pickNone",
    "removePart",
    "inactive",
    "noLimit",
    "validFrom",
    "validTo",
    "partNotSellable",
    "needsSinglePiece",
    "priceNotBelowParts",
    "partNotSold",
    "partOutOfStock",
  ],
  engagement: ["positionClosed", "staff"],
  einvoice: [
    "notFound",
    "noAnswer",
    "notRomanian",
    "resend",
    "correction",
    "menu",
    "intro",
    "filter",
    "state",
    "col",
    "overdue",
    "attempts",
    "lastError",
    "anafUnavailable",
    "errors",
    "source",
    "xml",
    "answer",
    "orderXml",
    "orderScreen",
    "registerNoMatch",
    "sendNowButton",
    "uploadedAt",
    "answeredAt",
    "correctionSent",
    "buyer",
    "correctionTitle",
    "resendButton",
    "resent",
    "rule",
  ],
  buyback: ["notBuyingModel", "notFound", "duplicate", "needGradedResult", "staff"],
  catalog: [
    "notFound",
    "categoryNotFound",
    "productNotFound",
    "admin",
    "staff",
    "staffProducts",
    "staffBanners",
    "staffFeeds",
  ],
  watches: ["condition", "staff"],
  warehouse: [
    "menu",
    "noFreeCrate",
    "nothingWaits",
    "notComplete",
    "notPackable",
    "orderNotFound",
    "crateNotFound",
    "crateNoOrder",
    "crateBusy",
    "crateRange",
    "codeNotFound",
    "locations",
    "picking",
    "crates",
    "packing",
  ],
  shipping: [
    "menu",
    "cannotHandOver",
    "packageTaken",
    "packageNotFound",
    "handoverNotFound",
    "notShipped",
    "parcelRefused",
    "pdf",
    "handovers",
    "deliveries",
    "map",
  ],
  team: ["menu", "noPermission", "roles", "grants", "users", "tasks"],
  settings: [
    "menu",
    "intro",
    "groups",
    "keys",
    "hints",
    "errors",
    "default",
    "save",
    "saved",
    "nothingChanged",
  ],
  stores: ["menu", "admin", "units"],
  chat: ["errors", "staff"],
  images: ["uploaded", "deleted", "detached", "errors", "library"],
  content: ["pager", "types", "staff"],
};

export const SERVER_TEXTS: Subtrees = {
  service: ["mail"],
  cart: [
    "added",
    "serviceUnavailable",
    "itemNotFound",
    "invalidDiscount",
    "buybackQuoteInvalid",
    "installmentFrom",
  ],
  checkout: [
    "steps",
    "delivery",
    "storeNotFound",
    "leaseNotCombinable",
    "installmentTerms",
    "emptyCart",
    "soldOut",
    "atc",
  ],
  orders: [
    "itemNotFound",
    "statusNotAllowed",
    "invoiceExists",
    "invoiceMissing",
    "withdrawalExpired",
    "mail",
    "withdrawal",
    "doc",
    "serviceKind",
    "statusMail",
  ],
  pricing: ["unknownCode", "importUnknownCode", "importBadLine", "importEmpty", "importTooLong"],
  "action-packages": ["atLeastTwoParts", "duplicatePart", "added", "ended"],
  einvoice: ["sendNow"],
  buyback: ["unknownDevice", "answerAll", "badTransition", "mail"],
  watches: ["mail"],
  warehouse: [
    "locationFormat",
    "locationNotFound",
    "locationUpdateError",
    "inCrate",
    "alreadyScanned",
    "unknownCode",
    "lineNotOpen",
    "orderNotOpen",
    "dimensionInvalid",
    "weightInvalid",
  ],
  shipping: ["alreadyHandedOver"],
  team: ["login"],
  settings: ["loadError"],
  chat: ["staffAuthor", "mail"],
  content: ["defaults"],
};

export type LocaleFile = "shop" | "staff" | "server";

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The file a top-level key of a namespace goes to. */
export function fileOf(ns: string, key: string): LocaleFile {
  const subtree = key.replace(PLURAL, "");
  if (SERVER_TEXTS[ns]?.includes(subtree)) return "server";
  if (STAFF_TEXTS[ns]?.includes(subtree)) return "staff";
  return "shop";
}

/** One language's namespaces split into the browser's two files (server-only texts left out). */
export function splitLocale(namespaces: Record<string, Record<string, unknown>>): {
  shop: Record<string, Record<string, unknown>>;
  staff: Record<string, Record<string, unknown>>;
} {
  const out = {
    shop: {} as Record<string, Record<string, unknown>>,
    staff: {} as Record<string, Record<string, unknown>>,
  };
  for (const [ns, tree] of Object.entries(namespaces))
    for (const [key, value] of Object.entries(tree)) {
      const file = fileOf(ns, key);
      if (file === "server") continue;
      out[file][ns] ??= {};
      out[file][ns][key] = value;
    }
  return out;
}
