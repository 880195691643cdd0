import type { ColumnType, CreatedAt, Generated, UpdatedAt } from "../../db/column-types";

export interface UsersTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  role: ColumnType<"owner" | "admin" | "member" | "read-only", "owner" | "admin" | "member" | "read-only" | undefined>;
  deactivated_at: Date | null;
  language: ColumnType<"en" | "cs" | null, "en" | "cs" | null | undefined>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  org_id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  user_agent: string | null;
  ip_address: string | null;
}

/** Sessions (refresh-token families) whose access tokens are refused until they would have expired anyway. */
export interface RevokedSessionsTable {
  session_id: string;
  org_id: string;
  expires_at: Date;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  org_id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface AuthTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  revoked_sessions: RevokedSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
}
