import type { Language } from "@kancl/shared";
import type { Executor } from "../../db/database";

export interface OrganizationRow {
  id: string;
  name: string;
  createdAt: Date;
}

export const organizationsRepository = {
  async insert(db: Executor, values: { name: string }): Promise<OrganizationRow> {
    return db
      .insertInto("organizations")
      .values({ name: values.name })
      .returning(["id", "name", "created_at as createdAt"])
      .executeTakeFirstOrThrow();
  },

  async setLanguage(db: Executor, id: string, language: Language): Promise<void> {
    await db.updateTable("organizations").set({ language }).where("id", "=", id).execute();
  },

  async findLanguage(db: Executor, id: string): Promise<Language | undefined> {
    const row = await db.selectFrom("organizations").select("language").where("id", "=", id).executeTakeFirst();
    return row?.language;
  },

  async findById(db: Executor, id: string): Promise<OrganizationRow | undefined> {
    return db
      .selectFrom("organizations")
      .select(["id", "name", "created_at as createdAt"])
      .where("id", "=", id)
      .executeTakeFirst();
  },

  async findManyWithUserCounts(db: Executor): Promise<(OrganizationRow & { userCount: number })[]> {
    const rows = await db
      .selectFrom("organizations as o")
      .leftJoin("users as u", "u.org_id", "o.id")
      .select(({ fn }) => ["o.id", "o.name", "o.created_at as createdAt", fn.count<number>("u.id").as("userCount")])
      .groupBy(["o.id", "o.name", "o.created_at"])
      .orderBy("o.created_at")
      .orderBy("o.id")
      .execute();
    return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
  },

  async count(db: Executor): Promise<number> {
    const { count } = await db
      .selectFrom("organizations")
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  async deleteIfNoUsers(db: Executor, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("organizations")
      .where("id", "=", id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("users").select("users.id").whereRef("users.org_id", "=", "organizations.id"))),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
