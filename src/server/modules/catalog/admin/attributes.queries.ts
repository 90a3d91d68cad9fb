import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { hasValues } from "../../../db/defined.js";
import { attributeDefinitions, attributeGroups } from "../../../db/schema.js";

export type AttributeColumns = Partial<typeof attributeDefinitions.$inferInsert>;
export type AttributeGroupRow = typeof attributeGroups.$inferSelect;
export type AttributeGroupColumns = Partial<typeof attributeGroups.$inferInsert>;

/** Attribute definitions in their order (position, then id). */
export function attributesInOrder(db: DbOrTx) {
  return db
    .select()
    .from(attributeDefinitions)
    .orderBy(asc(attributeDefinitions.position), asc(attributeDefinitions.id));
}

/** Attribute definitions in their order, each with its group (if any). */
export function attributesWithGroups(db: DbOrTx) {
  return db
    .select({ a: attributeDefinitions, g: attributeGroups })
    .from(attributeDefinitions)
    .leftJoin(attributeGroups, eq(attributeGroups.id, attributeDefinitions.groupId))
    .orderBy(asc(attributeDefinitions.position), asc(attributeDefinitions.id));
}

export async function attributeKeyTaken(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db.select().from(attributeDefinitions).where(eq(attributeDefinitions.key, key));
  return rows.length > 0;
}

export async function insertAttribute(
  db: DbOrTx,
  values: AttributeColumns & { key: string; name: string },
): Promise<number> {
  const [row] = await db.insert(attributeDefinitions).values(values).returning();
  return row!.id;
}

/** Writes the values (or, without any, only looks); whether the attribute exists. */
export async function updateAttribute(db: DbOrTx, id: number, values: AttributeColumns): Promise<boolean> {
  const rows = hasValues(values)
    ? await db.update(attributeDefinitions).set(values).where(eq(attributeDefinitions.id, id)).returning()
    : await db.select().from(attributeDefinitions).where(eq(attributeDefinitions.id, id));
  return rows.length > 0;
}

export function attributeGroupsInOrder(db: DbOrTx): Promise<AttributeGroupRow[]> {
  return db.select().from(attributeGroups).orderBy(asc(attributeGroups.position), asc(attributeGroups.id));
}

export async function attributeGroupCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db.select().from(attributeGroups).where(eq(attributeGroups.code, code));
  return rows.length > 0;
}

export async function insertAttributeGroup(
  db: DbOrTx,
  values: { code: string; name: string; position: number },
): Promise<AttributeGroupRow> {
  const [row] = await db.insert(attributeGroups).values(values).returning();
  return row!;
}

/** Writes the values (or, without any, only reads); the group as it is now, if it exists. */
export async function updateAttributeGroup(
  db: DbOrTx,
  id: number,
  values: AttributeGroupColumns,
): Promise<AttributeGroupRow | undefined> {
  const [row] = hasValues(values)
    ? await db.update(attributeGroups).set(values).where(eq(attributeGroups.id, id)).returning()
    : await db.select().from(attributeGroups).where(eq(attributeGroups.id, id));
  return row;
}
