import type { CreatedAt, Generated } from "../../db/column-types";

/** Invitations to an organization (issue 25): the token is stored only as its SHA-256. */
export interface InvitationsTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  role: "owner" | "admin" | "member" | "read-only";
  token_hash: string;
  invited_by: string;
  created_at: CreatedAt;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_user_id: string | null;
  revoked_at: Date | null;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface TeamTables {
  invitations: InvitationsTable;
}
