import type { DbOrTx } from "../db/client.js";
import { auditLog } from "../db/schema.js";

export type AuditLogRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, entry: AuditLogRow): Promise<void> {
  await db.insert(auditLog).values(entry);
}
