import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Groups of dynamic attributes shown as sections of the attributes table (Display, Memory, Chip…). */
export const attributeGroups = pgTable("attribute_groups", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
});

/**
 * What a key of `products.attributes` means: its label, unit and group, whether it is a facet in the
 * catalogue and a row of the comparison table. Keys without a definition are kept but not shown.
 */
export const attributeDefinitions = pgTable(
  "attribute_definitions",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    groupId: integer("group_id").references(() => attributeGroups.id, { onDelete: "set null" }),
    unit: text("unit"),
    /** number: values sort numerically and compare "higher is better"; text: sort by label. */
    valueType: text("value_type").notNull().default("text"),
    filterable: boolean("filterable").notNull().default(false),
    comparable: boolean("comparable").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("attribute_definitions_group_idx").on(t.groupId)],
);
