import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { createdAt, encryptedText, updatedAt } from "./columns.js";
import { deviceColors, deviceModels, type LocalizedText } from "./devices.js";
import { orders } from "./orders.js";
import { stores } from "./stores.js";

/**
 * Repair operations of a device model (issue 4). `color_id` null means every colour of the model;
 * a set colour is a colour-bound part (back glass, housing), so the list differs per colour.
 */
export const serviceOperations = pgTable(
  "service_operations",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => deviceModels.id, { onDelete: "cascade" }),
    colorId: integer("color_id").references(() => deviceColors.id, { onDelete: "cascade" }),
    /** Kind of work: display, battery, back-glass, … (the same code across models). */
    code: text("code").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    whileYouWait: boolean("while_you_wait").notNull().default(false),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_operations_model_idx").on(t.modelId, t.position),
    uniqueIndex("service_operations_code_idx").on(t.modelId, t.code, sql`coalesce(${t.colorId}, 0)`),
  ],
);

/** Price per market in minor units (one database may serve either market; prices never convert). */
export const serviceOperationPrices = pgTable(
  "service_operation_prices",
  {
    operationId: integer("operation_id")
      .notNull()
      .references(() => serviceOperations.id, { onDelete: "cascade" }),
    market: text("market").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.market] })],
);

/** Which service-centre stores do an operation (drop-off there; courier pickups go to the first). */
export const serviceOperationStores = pgTable(
  "service_operation_stores",
  {
    operationId: integer("operation_id")
      .notNull()
      .references(() => serviceOperations.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.operationId, t.storeId] }),
    index("service_operation_stores_store_idx").on(t.storeId),
  ],
);

/** Numbers people read out on the phone: SR100001 for repairs, RK100002 for claims (one sequence). */
export const serviceOrderNumbers = pgSequence("service_order_numbers", { startWith: 100001 });

/**
 * A repair order or a warranty claim (same workflow and status page). Contact details are
 * encrypted at rest; `email_lookup` is a keyed hash so staff can find orders by exact e-mail.
 */
export const serviceOrders = pgTable(
  "service_orders",
  {
    id: serial("id").primaryKey(),
    /** Unguessable id of the public status page. */
    publicId: text("public_id").notNull().unique(),
    number: text("number").notNull().unique(),
    /** repair | claim */
    kind: text("kind").notNull(),
    status: text("status").notNull().default("received"),
    /** Language of the customer's e-mails. */
    language: text("language").notNull(),
    currency: text("currency").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    modelId: integer("model_id").references(() => deviceModels.id, { onDelete: "set null" }),
    colorId: integer("color_id").references(() => deviceColors.id, { onDelete: "set null" }),
    /** The device as the customer saw it ("Apple iPhone 15 Pro, Černý titan"), kept if the tree changes. */
    deviceLabel: text("device_label").notNull(),
    imei: text("imei").notNull().default(""),
    fault: text("fault").notNull(),
    /** store | courier */
    handover: text("handover").notNull(),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    contactName: encryptedText("contact_name").notNull(),
    email: encryptedText("email").notNull(),
    emailLookup: text("email_lookup").notNull(),
    phone: encryptedText("phone").notNull(),
    /** JSON {street, city, postcode} for a courier pickup. */
    pickupAddress: encryptedText("pickup_address"),
    /** Warranty claims: the shop order and the item the device was bought as. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    orderItemId: integer("order_item_id"),
    /** The price quoted when ordering, and the price the customer has agreed to since. */
    estimatedPrice: integer("estimated_price").notNull(),
    agreedPrice: integer("agreed_price").notNull(),
    estimatedMinutes: integer("estimated_minutes").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_orders_status_created_idx").on(t.status, t.createdAt),
    index("service_orders_created_idx").on(t.createdAt),
    index("service_orders_kind_created_idx").on(t.kind, t.createdAt),
    index("service_orders_email_idx").on(t.emailLookup),
    index("service_orders_order_idx").on(t.orderId),
    index("service_orders_user_idx").on(t.userId),
  ],
);

/** The operations ordered, with name and price as quoted (later edits of the price list do not change them). */
export const serviceOrderItems = pgTable(
  "service_order_items",
  {
    id: serial("id").primaryKey(),
    serviceOrderId: integer("service_order_id")
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    operationId: integer("operation_id").references(() => serviceOperations.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
  },
  (t) => [index("service_order_items_order_idx").on(t.serviceOrderId)],
);

/**
 * History of an order: status moves, notes, parts, price changes and the customer's answers.
 * `is_public` rows appear on the status page; internal notes do not. The audit log keeps who did what.
 */
export const serviceOrderEvents = pgTable(
  "service_order_events",
  {
    id: serial("id").primaryKey(),
    serviceOrderId: integer("service_order_id")
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    /** created | status | note | part | price_change | price_accepted | price_rejected */
    type: text("type").notNull(),
    /** The order's status after this event. */
    status: text("status").notNull(),
    text: text("text").notNull().default(""),
    isPublic: boolean("is_public").notNull().default(true),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("service_order_events_order_idx").on(t.serviceOrderId, t.createdAt)],
);

/** Spare parts used in a repair. */
export const serviceOrderParts = pgTable(
  "service_order_parts",
  {
    id: serial("id").primaryKey(),
    serviceOrderId: integer("service_order_id")
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    code: text("code").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("service_order_parts_order_idx").on(t.serviceOrderId)],
);

/** A new total proposed by staff; work waits until the customer accepts it on the status page. */
export const servicePriceChanges = pgTable(
  "service_price_changes",
  {
    id: serial("id").primaryKey(),
    serviceOrderId: integer("service_order_id")
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    previousPrice: integer("previous_price").notNull(),
    newPrice: integer("new_price").notNull(),
    reason: text("reason").notNull(),
    /** pending | accepted | rejected */
    status: text("status").notNull().default("pending"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("service_price_changes_order_idx").on(t.serviceOrderId),
    // At most one open question to the customer at a time.
    uniqueIndex("service_price_changes_pending_idx").on(t.serviceOrderId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Smart-search index of serviceable models, kept by triggers on the device tables (migration
 * service_search): `words` are the unaccented lower-case words of maker, model and type names.
 */
export const serviceSearch = pgTable(
  "service_search",
  {
    modelId: integer("model_id")
      .primaryKey()
      .references(() => deviceModels.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    words: text("words").array().notNull(),
    releaseYear: integer("release_year"),
  },
  (t) => [index("service_search_words_idx").using("gin", t.words)],
);

/** Every distinct word of `service_search`: typo candidates come from here by trigram distance. */
export const serviceSearchWords = pgTable(
  "service_search_words",
  { word: text("word").primaryKey() },
  // GiST, not GIN: it answers "nearest words first" (`<->`) without a similarity threshold.
  (t) => [index("service_search_words_trgm_idx").using("gist", t.word.op("gist_trgm_ops"))],
);
