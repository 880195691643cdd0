import type { Organization } from "@kancl/shared";
import type { Database } from "../../db/database";
import { organizationsRepository } from "./organizations.repository";

/** The organization a fresh embedded database starts with, so a newcomer can register at once. */
export const DEMO_ORGANIZATION_NAME = "Demo";

const toOrganization = (row: { id: string; name: string; createdAt: Date }): Organization => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export function createOrganizationsService(db: Database) {
  return {
    async create(name: string): Promise<Organization> {
      return toOrganization(await organizationsRepository.insert(db, { name }));
    },

    /** For other modules (registration, an invoice's supplier): the organization, or undefined. */
    async find(id: string): Promise<Organization | undefined> {
      const row = await organizationsRepository.findById(db, id);
      return row && toOrganization(row);
    },

    async list(): Promise<(Organization & { userCount: number })[]> {
      const rows = await organizationsRepository.findManyWithUserCounts(db);
      return rows.map((row) => ({ ...toOrganization(row), userCount: row.userCount }));
    },

    /** Creates "Demo" when the database has no organization at all; returns it only when it was created. */
    async createDemoIfEmpty(): Promise<Organization | undefined> {
      return db.transaction().execute(async (trx) => {
        if ((await organizationsRepository.count(trx)) > 0) return undefined;
        return toOrganization(await organizationsRepository.insert(trx, { name: DEMO_ORGANIZATION_NAME }));
      });
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
