import type { Language, Role } from "@kancl/shared";
import type { Executor } from "../../db/database";
import { lockMembership } from "../../db/membership-lock";

export interface TeamUserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  deactivatedAt: Date | null;
  createdAt: Date;
}

const columns = ["id", "name", "email", "role", "deactivated_at as deactivatedAt", "created_at as createdAt"] as const;

/** The users of one organization as its administrators see them (Settings → Users). */
export const teamRepository = {
  lockMembership,

  async findMany(db: Executor, orgId: string): Promise<TeamUserRow[]> {
    return db
      .selectFrom("users")
      .select(columns)
      .where("org_id", "=", orgId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  },

  async findById(db: Executor, orgId: string, id: string): Promise<TeamUserRow | undefined> {
    return db.selectFrom("users").select(columns).where("org_id", "=", orgId).where("id", "=", id).executeTakeFirst();
  },

  /** Whether an address already has an account anywhere (one login per address, system-wide). */
  async emailExists(db: Executor, email: string): Promise<boolean> {
    const row = await db
      .selectFrom("users")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The active owners, with the language their e-mails are written in: their own choice, else the organization's. */
  async findActiveOwners(db: Executor, orgId: string): Promise<{ name: string; email: string; language: Language }[]> {
    return db
      .selectFrom("users as u")
      .innerJoin("organizations as o", "o.id", "u.org_id")
      .select(["u.name", "u.email", (eb) => eb.fn.coalesce("u.language", "o.language").as("language")])
      .where("u.org_id", "=", orgId)
      .where("u.role", "=", "owner")
      .where("u.deactivated_at", "is", null)
      .orderBy("u.created_at")
      .orderBy("u.id")
      .execute();
  },

  async countActiveOwners(db: Executor, orgId: string): Promise<number> {
    const { count } = await db
      .selectFrom("users")
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .where("org_id", "=", orgId)
      .where("role", "=", "owner")
      .where("deactivated_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  async update(
    db: Executor,
    orgId: string,
    id: string,
    values: { role?: Role; deactivatedAt?: Date | null },
  ): Promise<TeamUserRow> {
    return db
      .updateTable("users")
      .set({
        ...(values.role !== undefined ? { role: values.role } : {}),
        ...(values.deactivatedAt !== undefined ? { deactivated_at: values.deactivatedAt } : {}),
        updated_at: new Date(),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirstOrThrow();
  },
};
