import { customType, timestamp } from "drizzle-orm/pg-core";
import { decrypt, encrypt } from "../../platform/crypto.js";

/** Text encrypted at rest with AES-256-GCM; code reads and writes plain strings. */
export const encryptedText = customType<{ data: string; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => encrypt(value),
  fromDriver: (value) => decrypt(value),
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
