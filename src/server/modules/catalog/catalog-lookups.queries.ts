import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

export interface ManufacturerRow {
  id: number;
  name: string;
  seoName: string;
}

export interface AttributeDef {
  id: number;
  key: string;
  name: string;
  unit: string | null;
  valueType: string;
  filterable: boolean;
  comparable: boolean;
  position: number;
  groupId: number | null;
  groupCode: string | null;
  groupName: string | null;
  groupPosition: number | null;
}

export function loadManufacturers(db: DbOrTx): Promise<ManufacturerRow[]> {
  return queryRows<ManufacturerRow>(
    db,
    sql`select id, name, seo_name as "seoName" from manufacturers order by name`,
  );
}

export function loadAttributeDefs(db: DbOrTx): Promise<AttributeDef[]> {
  return queryRows<AttributeDef>(
    db,
    sql`select d.id, d.key, d.name, d.unit, d.value_type as "valueType", d.filterable, d.comparable, d.position,
      d.group_id as "groupId", g.code as "groupCode", g.name as "groupName", g.position as "groupPosition"
    from attribute_definitions d left join attribute_groups g on g.id = d.group_id
    order by g.position nulls last, d.position, d.id`,
  );
}
