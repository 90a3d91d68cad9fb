import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { createdAt, encryptedText, updatedAt } from "./columns.js";
import {
  deviceColors,
  deviceManufacturers,
  deviceModels,
  deviceTypes,
  type LocalizedText,
} from "./devices.js";

/** Stored form of a condition: texts per language, localised when sent (contract/buyback.ts). */
export interface StoredCondition {
  id: number;
  code: string;
  type: "common" | "quality" | "charger" | "battery" | "special";
  disabled: boolean;
  names: LocalizedText;
  help: LocalizedText;
  choices: {
    value: string;
    labels: LocalizedText;
    appraisal_result: number | null;
    price_correction: number;
  }[];
}
export interface StoredResult {
  id: number;
  quality: "A+" | "A" | "B" | "C" | "D" | null;
  price: number;
  url: string;
}

/**
 * One appraisal version of a model (spec §3 Appraisal). Versions are immutable: staff edits write
 * a new row and move `is_current`, so a quote or a sale keeps the exact version it was priced
 * with. Results and conditions are one JSON document per version because they are only ever read
 * and written whole.
 */
export const buybackAppraisals = pgTable(
  "buyback_appraisals",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => deviceModels.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    isCurrent: boolean("is_current").notNull().default(true),
    minimalBuyoutPrice: integer("minimal_buyout_price").notNull(),
    results: jsonb("results").$type<StoredResult[]>().notNull(),
    conditions: jsonb("conditions").$type<StoredCondition[]>().notNull(),
    defaultChoices: jsonb("default_choices").$type<Record<string, string>>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("buyback_appraisals_model_version_idx").on(t.modelId, t.version),
    uniqueIndex("buyback_appraisals_current_idx").on(t.modelId).where(sql`${t.isCurrent}`),
  ],
);

/** Record numbers people read on the phone: VK100001, VK100002, … */
export const buybackNumbers = pgSequence("buyback_numbers", { startWith: 100001 });

/**
 * A sold device (spec §3 Buy-back record). Personal data is encrypted at rest (AES-256-GCM);
 * `*_lookup` columns are keyed hashes so staff can find a record by an exact name or e-mail
 * without the database ever holding them in clear. IMEI and serial number identify the device,
 * not the person, and staff search them, so they stay in clear.
 */
export const buybacks = pgTable(
  "buybacks",
  {
    id: serial("id").primaryKey(),
    /** Unguessable id used in URLs (the status page, review mode). */
    publicId: text("public_id").notNull().unique(),
    number: text("number").notNull().unique().default(sql`'VK' || nextval('buyback_numbers')::text`),
    status: text("status").notNull().default("new"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The browser session that sold it: a visitor without an account still sees their status page. */
    sessionHash: text("session_hash"),
    modelId: integer("model_id")
      .notNull()
      .references(() => deviceModels.id),
    colorId: integer("color_id")
      .notNull()
      .references(() => deviceColors.id),
    appraisalId: integer("appraisal_id")
      .notNull()
      .references(() => buybackAppraisals.id),
    answers: jsonb("answers").$type<string[]>().notNull(),
    quality: text("quality").notNull(),
    resultId: integer("result_id").notNull(),
    price: integer("price").notNull(),
    bonusPercent: integer("bonus_percent").notNull().default(0),
    offeredPrice: integer("offered_price"),
    offeredQuality: text("offered_quality"),
    note: text("note").notNull().default(""),
    imei: text("imei").notNull().default(""),
    serialNumber: text("serial_number").notNull().default(""),
    deviceNote: text("device_note").notNull().default(""),
    email: encryptedText("email").notNull(),
    emailLookup: text("email_lookup").notNull(),
    nameLookup: text("name_lookup").notNull(),
    lastNameLookup: text("last_name_lookup").notNull(),
    /** Name, address, phone, document details: one encrypted JSON document (contract CustomerData). */
    customer: encryptedText("customer").notNull(),
    birthNumber: encryptedText("birth_number").notNull(),
    idCardNumber: encryptedText("id_card_number").notNull(),
    bankAccount: encryptedText("bank_account").notNull(),
    bankCode: encryptedText("bank_code").notNull(),
    pickupAddress: encryptedText("pickup_address"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Purchase date on the staff record: when the shop paid. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("buybacks_created_idx").on(t.createdAt),
    index("buybacks_status_created_idx").on(t.status, t.createdAt),
    index("buybacks_imei_idx").on(t.imei),
    index("buybacks_serial_idx").on(t.serialNumber),
    index("buybacks_name_idx").on(t.nameLookup),
    index("buybacks_last_name_idx").on(t.lastNameLookup),
    index("buybacks_email_idx").on(t.emailLookup),
    index("buybacks_user_idx").on(t.userId),
  ],
);

/** Status history: what the status page and the staff detail show. The audit log keeps who did it. */
export const buybackEvents = pgTable(
  "buyback_events",
  {
    id: serial("id").primaryKey(),
    buybackId: integer("buyback_id")
      .notNull()
      .references(() => buybacks.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    note: text("note"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("buyback_events_buyback_idx").on(t.buybackId, t.createdAt)],
);

/** Buy-and-sell bonus rules; an empty key matches every value (domain/buyback-bonus.ts). */
export const buybackBonuses = pgTable("buyback_bonuses", {
  id: serial("id").primaryKey(),
  manufacturerId: integer("manufacturer_id").references(() => deviceManufacturers.id, {
    onDelete: "cascade",
  }),
  typeId: integer("type_id").references(() => deviceTypes.id, { onDelete: "cascade" }),
  quality: text("quality"),
  percent: integer("percent").notNull(),
});
