import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { sandboxGatewayPayments } from "../../db/schema.js";

/** The sandbox gateway's own books: one row per payment it was asked to take. */
export type SandboxPayment = typeof sandboxGatewayPayments.$inferSelect;

export async function insertSandboxPayment(
  db: DbOrTx,
  payment: typeof sandboxGatewayPayments.$inferInsert,
): Promise<void> {
  await db.insert(sandboxGatewayPayments).values(payment);
}

export async function selectSandboxPayment(db: DbOrTx, id: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, id));
  return row;
}

/** Sets the payment's final state now; undefined when no such payment exists. */
export async function finishSandboxPayment(
  db: DbOrTx,
  id: string,
  state: string,
): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .update(sandboxGatewayPayments)
    .set({ state, finishedAt: new Date() })
    .where(eq(sandboxGatewayPayments.id, id))
    .returning();
  return row;
}
