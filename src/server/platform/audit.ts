import type { DbOrTx } from "../db/client.js";
import { insertAuditEntry } from "./audit.queries.js";

/** Records a staff action. `detail` holds ids and statuses, never personal data values. */
export async function audit(
  db: DbOrTx,
  entry: {
    actorId: number | null;
    action: string;
    entity: string;
    entityId?: string | number;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await insertAuditEntry(db, {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    detail: entry.detail ?? null,
  });
}
