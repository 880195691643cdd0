import type { ColumnType } from "kysely";

// A tables file (`<feature>.tables.ts`) declares its columns with these, so that only db/ and repositories import
// Kysely (biome.json): types of columns are not SQL.
export type { ColumnType, Generated, GeneratedAlways } from "kysely";

/** Set by the database on insert (default now()), never written by the app. */
export type CreatedAt = ColumnType<Date, never, never>;
/** Set on insert by the database, written on update (by the app or the touch trigger). */
export type UpdatedAt = ColumnType<Date, never, Date>;
