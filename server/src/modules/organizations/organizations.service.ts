import { DEFAULT_LANGUAGE, type Language, type Organization, type OrganizationLanguage } from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { organizationsRepository } from "./organizations.repository";

const toOrganization = (row: { id: string; name: string; createdAt: Date }): Organization => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export function createOrganizationsService(db: Database) {
  return {
    /** `executor`: the caller's transaction (the set-up creates its organization in its own, issue 25). */
    async create(name: string, executor: Executor = db): Promise<Organization> {
      return toOrganization(await organizationsRepository.insert(executor, { name }));
    },

    /** How many organizations the database has (the set-up is open only while there is none). */
    count(executor: Executor = db): Promise<number> {
      return organizationsRepository.count(executor);
    },

    /** Deletes an organization that has no user yet (a set-up whose first account could not be made); else nothing. */
    async deleteIfUnused(id: string, executor: Executor = db): Promise<boolean> {
      return organizationsRepository.deleteIfNoUsers(executor, id);
    },

    /** For other modules (registration, an invoice's supplier): the organization, or undefined. */
    async find(id: string): Promise<Organization | undefined> {
      const row = await organizationsRepository.findById(db, id);
      return row && toOrganization(row);
    },

    /** The default language of the organization's members (decision 180). */
    async language(id: string): Promise<OrganizationLanguage> {
      return { language: (await organizationsRepository.findLanguage(db, id)) ?? DEFAULT_LANGUAGE };
    },

    /** Sets the members' default language; a member's own choice still wins (decision 180). */
    async setLanguage(id: string, language: Language): Promise<OrganizationLanguage> {
      await organizationsRepository.setLanguage(db, id, language);
      return { language };
    },

    async list(): Promise<(Organization & { userCount: number })[]> {
      const rows = await organizationsRepository.findManyWithUserCounts(db);
      return rows.map((row) => ({ ...toOrganization(row), userCount: row.userCount }));
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
