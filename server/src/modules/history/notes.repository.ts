import type { Executor } from "../../db/database";

export interface NoteRow {
  id: string;
  version: number;
  subject_type: "contact" | "deal" | "project";
  subject_id: string;
  body: string;
  author_id: string;
  author_name: string;
  created_at: Date;
  updated_at: Date;
}

const columns = [
  "n.id",
  "n.version",
  "n.subject_type",
  "n.subject_id",
  "n.body",
  "n.author_id",
  "u.name as author_name",
  "n.created_at",
  "n.updated_at",
] as const;

export const notesRepository = {
  async findLive(db: Executor, orgId: string, id: string): Promise<NoteRow | undefined> {
    return db
      .selectFrom("notes as n")
      .innerJoin("users as u", (join) => join.onRef("u.id", "=", "n.author_id").onRef("u.org_id", "=", "n.org_id"))
      .select(columns)
      .where("n.org_id", "=", orgId)
      .where("n.id", "=", id)
      .where("n.deleted_at", "is", null)
      .executeTakeFirst();
  },

  async insert(
    db: Executor,
    orgId: string,
    values: { subjectType: NoteRow["subject_type"]; subjectId: string; authorId: string; body: string },
  ): Promise<string> {
    const { id } = await db
      .insertInto("notes")
      .values({
        org_id: orgId,
        subject_type: values.subjectType,
        subject_id: values.subjectId,
        author_id: values.authorId,
        body: values.body,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async updateIfVersion(db: Executor, orgId: string, id: string, version: number, body: string): Promise<boolean> {
    const result = await db
      .updateTable("notes")
      .set((eb) => ({ body, version: eb("version", "+", 1), updated_at: new Date() }))
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("version", "=", version)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async markDeleted(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable("notes")
      .set({ deleted_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
