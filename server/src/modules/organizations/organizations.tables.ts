import type { ColumnType, CreatedAt, Generated } from "../../db/column-types";

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
  language: ColumnType<"en" | "cs", "en" | "cs" | undefined>;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface OrganizationsTables {
  organizations: OrganizationsTable;
}
