import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { chatCannedAnswers, chatConversations, chatMessages, users } from "../../db/schema.js";

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect & { staffName: string | null };
export type CannedRow = typeof chatCannedAnswers.$inferSelect;

/** The visitor's newest conversation: by the account when logged in, else by the browser session. */
export async function selectOwnConversation(
  db: DbOrTx,
  owner: { userId: number | null; sessionHash: string | null },
): Promise<ConversationRow | null> {
  const mine: SQL[] = [];
  if (owner.userId) mine.push(eq(chatConversations.userId, owner.userId));
  if (owner.sessionHash) mine.push(eq(chatConversations.sessionHash, owner.sessionHash));
  if (!mine.length) return null;
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(or(...mine))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return row ?? null;
}

export async function selectConversation(db: DbOrTx, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

export async function insertConversation(db: DbOrTx, values: typeof chatConversations.$inferInsert) {
  const [row] = await db.insert(chatConversations).values(values).returning();
  return row!;
}

/** A conversation's messages (after `since`), with the first name of the staff member who wrote each. */
export async function selectMessages(db: DbOrTx, conversationId: number, since = 0): Promise<MessageRow[]> {
  const rows = await db
    .select({ message: chatMessages, staffName: users.firstName })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.staffUserId))
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, since)))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return rows.map((r) => ({ ...r.message, staffName: r.staffName }));
}

/**
 * Stores a message and moves its conversation along in the same statement pair: a customer's
 * message starts (or keeps) the waiting time, staff's answer ends it and counts as read.
 */
export async function insertMessage(
  tx: DbOrTx,
  values: { conversationId: number; author: "customer" | "staff"; staffUserId?: number | null; body: string },
): Promise<MessageRow> {
  const [message] = await tx.insert(chatMessages).values(values).returning();
  const m = message!;
  await tx
    .update(chatConversations)
    .set(
      values.author === "customer"
        ? {
            lastMessageId: m.id,
            waitingSince: sql`coalesce(${chatConversations.waitingSince}, ${m.createdAt})`,
          }
        : { lastMessageId: m.id, waitingSince: null, staffReadId: m.id },
    )
    .where(eq(chatConversations.id, values.conversationId));
  let staffName: string | null = null;
  if (values.staffUserId) {
    const [u] = await tx.select({ n: users.firstName }).from(users).where(eq(users.id, values.staffUserId));
    staffName = u?.n ?? null;
  }
  return { ...m, staffName };
}

/**
 * Assigns a conversation only if it is still assigned as the caller saw it: of two staff taking
 * the same conversation at once, the second one's update finds it taken and changes nothing.
 */
export async function updateAssignee(
  db: DbOrTx,
  id: number,
  expected: number | null,
  assignee: number,
): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ assignedTo: assignee })
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.status, "open"),
        expected === null ? isNull(chatConversations.assignedTo) : eq(chatConversations.assignedTo, expected),
      ),
    )
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

export async function updateClosed(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ status: "closed", closedAt: new Date(), waitingSince: null })
    .where(eq(chatConversations.id, id));
}

export async function updateStaffRead(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ staffReadId: chatConversations.lastMessageId })
    .where(eq(chatConversations.id, id));
}

export async function updateOwnerUser(db: DbOrTx, id: number, userId: number): Promise<void> {
  await db.update(chatConversations).set({ userId }).where(eq(chatConversations.id, id));
}

/** The queue: unassigned first, then the longest waiting, with the assignee's name and the last message. */
export async function selectQueue(db: DbOrTx, status: "open" | "closed") {
  const last = db
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .where(eq(chatMessages.id, chatConversations.lastMessageId))
    .limit(1);
  const rows = await db
    .select({ c: chatConversations, assignedName: users.firstName, lastBody: sql<string | null>`(${last})` })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.assignedTo))
    .where(eq(chatConversations.status, status))
    .orderBy(
      ...(status === "open"
        ? [
            sql`${chatConversations.assignedTo} is not null`,
            sql`${chatConversations.waitingSince} asc nulls last`,
            desc(chatConversations.id),
          ]
        : [desc(chatConversations.closedAt), desc(chatConversations.id)]),
    )
    .limit(200);
  return rows;
}

/** Open conversations with a customer's message no staff member has read: the menu's badge. */
export async function countUnread(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.status, "open"),
        sql`${chatConversations.lastMessageId} > ${chatConversations.staffReadId}`,
      ),
    );
  return row?.n ?? 0;
}

/** Staff who may answer chats (the roles holding `customers`), active ones only. */
export async function selectStaffUsers(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      role: users.role,
      permissions: users.permissions,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(inArray(users.role, ["staff", "admin", "warehouse", "catalog"]), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
}

export async function selectUserName(db: DbOrTx, id: number): Promise<string | null> {
  const [u] = await db.select({ n: users.firstName }).from(users).where(eq(users.id, id));
  return u?.n ?? null;
}

export async function selectCanned(db: DbOrTx, language?: string): Promise<CannedRow[]> {
  return db
    .select()
    .from(chatCannedAnswers)
    .where(language ? eq(chatCannedAnswers.language, language) : undefined)
    .orderBy(asc(chatCannedAnswers.language), asc(chatCannedAnswers.title));
}

export async function selectCannedByTitle(db: DbOrTx, language: string, title: string) {
  const [row] = await db
    .select()
    .from(chatCannedAnswers)
    .where(and(eq(chatCannedAnswers.language, language), eq(chatCannedAnswers.title, title)));
  return row ?? null;
}

export async function insertCanned(db: DbOrTx, values: typeof chatCannedAnswers.$inferInsert) {
  const [row] = await db.insert(chatCannedAnswers).values(values).returning();
  return row!;
}

export async function updateCanned(
  db: DbOrTx,
  id: number,
  values: Partial<typeof chatCannedAnswers.$inferInsert>,
) {
  const [row] = await db
    .update(chatCannedAnswers)
    .set(values)
    .where(eq(chatCannedAnswers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCanned(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(chatCannedAnswers)
    .where(eq(chatCannedAnswers.id, id))
    .returning({ id: chatCannedAnswers.id });
  return rows.length > 0;
}

/** The demo's closed conversation exists already (seed idempotence). */
export async function countConversations(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chatConversations);
  return row?.n ?? 0;
}
