import type { Language, Role } from "@kancl/shared";
import type { Executor } from "../../db/database";
import { lockMembership } from "../../db/membership-lock";

export interface UserRow {
  id: string;
  orgId: string;
  email: string;
  name: string;
  organizationName: string;
  role: Role;
  deactivatedAt: Date | null;
  languagePreference: Language | null;
  organizationLanguage: Language;
}

const userColumns = [
  "u.id",
  "u.org_id as orgId",
  "u.email",
  "u.name",
  "o.name as organizationName",
  "u.role",
  "u.deactivated_at as deactivatedAt",
  "u.language as languagePreference",
  "o.language as organizationLanguage",
] as const;

/** Users are looked up system-wide by e-mail (one login per address) and otherwise by (orgId, id). */
export const usersRepository = {
  async insert(
    db: Executor,
    values: { orgId: string; email: string; name: string; passwordHash: string; role: Role },
  ): Promise<{ id: string }> {
    return db
      .insertInto("users")
      .values({
        org_id: values.orgId,
        email: values.email,
        name: values.name,
        password_hash: values.passwordHash,
        role: values.role,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  },

  async setLanguage(db: Executor, orgId: string, id: string, language: Language | null): Promise<void> {
    await db.updateTable("users").set({ language }).where("org_id", "=", orgId).where("id", "=", id).execute();
  },

  async findById(db: Executor, orgId: string, id: string): Promise<UserRow | undefined> {
    return db
      .selectFrom("users as u")
      .innerJoin("organizations as o", "o.id", "u.org_id")
      .select(userColumns)
      .where("u.org_id", "=", orgId)
      .where("u.id", "=", id)
      .executeTakeFirst();
  },

  async findByEmailWithPasswordHash(
    db: Executor,
    email: string,
  ): Promise<(UserRow & { passwordHash: string }) | undefined> {
    return db
      .selectFrom("users as u")
      .innerJoin("organizations as o", "o.id", "u.org_id")
      .select([...userColumns, "u.password_hash as passwordHash"])
      .where((eb) => eb(eb.fn("lower", ["u.email"]), "=", email.toLowerCase()))
      .executeTakeFirst();
  },

  async findPasswordHash(db: Executor, orgId: string, id: string): Promise<string | undefined> {
    const row = await db
      .selectFrom("users")
      .select("password_hash as passwordHash")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
    return row?.passwordHash;
  },

  async updatePasswordHash(db: Executor, orgId: string, id: string, passwordHash: string): Promise<void> {
    await db
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .execute();
  },

  async countByOrg(db: Executor, orgId: string): Promise<number> {
    const { count } = await db
      .selectFrom("users")
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .where("org_id", "=", orgId)
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  lockMembership,
};
