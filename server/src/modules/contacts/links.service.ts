import { CONTACT_MESSAGES, type Contact, type ListRelationshipsInput, type Relationship } from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { keysetPaging, readTimestampKey } from "../../db/keyset-paging";
import { lookUpById } from "../../db/look-up-by-id";
import { AppError } from "../../errors/app-error";
import { toContact } from "./contact-mapper";
import { contactsRepository } from "./contacts.repository";
import { contactNotFound } from "./contacts.service";
import { type LinkRow, linksRepository } from "./links.repository";

const toRelationship = (row: LinkRow): Relationship => ({
  id: row.id,
  personId: row.personId,
  organizationId: row.organizationId,
  role: row.role,
  isPrimary: row.isPrimary,
  updatedAt: row.updatedAt.toISOString(),
});

/** The links list's cursor: the update time to the microsecond and the id (decision 200). */
const paging = keysetPaging<LinkRow & { sortKey: string }, string>({
  write: (row) => row.sortKey,
  read: readTimestampKey,
});

const relationshipNotFound = () => new AppError("NOT_FOUND", "Relationship not found");

/** A contact named in the path: unknown (or another tenant's) → 404. */
const pathContact = lookUpById(contactsRepository, contactNotFound);
const findLink = lookUpById(linksRepository, relationshipNotFound);

export interface LinkInput {
  personId: string;
  organizationId: string;
  role: string;
  isPrimary: boolean;
}

/** Person–organization links: who works where, in which role, and which organization is a person's primary one. */
export function createLinksService(db: Database) {
  async function linkOfPerson(executor: Executor, orgId: string, personId: string, relationshipId: string) {
    await pathContact(executor, orgId, personId);
    const link = await findLink(executor, orgId, relationshipId);
    if (link.personId !== personId) throw relationshipNotFound();
    return link;
  }

  /** Joins each link to the live contact on its other side (one query for all of them). */
  async function withContacts<K extends "organization" | "person">(
    orgId: string,
    links: LinkRow[],
    key: K,
  ): Promise<({ id: string; role: string; isPrimary: boolean } & Record<K, Contact>)[]> {
    const otherIds = links.map((link) => (key === "organization" ? link.organizationId : link.personId));
    const contacts = new Map((await contactsRepository.findByIds(db, orgId, otherIds)).map((row) => [row.id, row]));
    return links.flatMap((link) => {
      const other = contacts.get(key === "organization" ? link.organizationId : link.personId);
      if (!other) return [];
      return [{ id: link.id, role: link.role, isPrimary: link.isPrimary, [key]: toContact(other) } as never];
    });
  }

  return {
    /** Every link of the organization in update order (decision 200), a page at a time. */
    async list(
      orgId: string,
      query: ListRelationshipsInput,
    ): Promise<{ relationships: Relationship[]; nextCursor?: string | null }> {
      const rows = await linksRepository.findMany(db, orgId, {
        updatedSince: query.updatedSince,
        order: query.order ?? "asc",
        after: paging.after(query.cursor),
        limit: paging.fetchLimit(query.limit),
      });
      const { rows: page, ...next } = paging.page(rows, query.limit);
      return { relationships: page.map(toRelationship), ...next };
    },

    async organizationsOf(orgId: string, personId: string) {
      await pathContact(db, orgId, personId);
      const links = await linksRepository.findManyFor(db, orgId, "person", personId);
      return withContacts(orgId, links, "organization");
    },

    async peopleOf(orgId: string, organizationId: string) {
      await pathContact(db, orgId, organizationId);
      const links = await linksRepository.findManyFor(db, orgId, "organization", organizationId);
      return withContacts(orgId, links, "person");
    },

    /**
     * Links a person to an organization. `pathPersonId` is set when the person comes from the URL (404 when unknown);
     * ids from the body that are unknown answer 400. A primary link becomes the person's only primary link.
     */
    async link(orgId: string, input: LinkInput, options: { personFromPath: boolean }): Promise<Relationship> {
      return db.transaction().execute(async (trx) => {
        const person = options.personFromPath
          ? await pathContact(trx, orgId, input.personId)
          : await contactsRepository.findById(trx, orgId, input.personId);
        if (!person) throw new AppError("BAD_REQUEST", "personId: no such contact");
        if (person.type !== "person") throw new AppError("BAD_REQUEST", CONTACT_MESSAGES.linkNeedsPerson);
        const organization = await contactsRepository.findById(trx, orgId, input.organizationId);
        if (!organization) throw new AppError("BAD_REQUEST", "organizationId: no such contact");
        if (organization.type !== "organization") {
          throw new AppError("BAD_REQUEST", CONTACT_MESSAGES.linkNeedsOrganization);
        }
        if (await linksRepository.findByPair(trx, orgId, person.id, organization.id)) {
          throw new AppError("CONFLICT", CONTACT_MESSAGES.duplicateLink);
        }
        if (input.isPrimary) await linksRepository.clearPrimary(trx, orgId, person.id);
        try {
          return toRelationship(
            await linksRepository.insert(trx, orgId, {
              ...input,
              personId: person.id,
              organizationId: organization.id,
            }),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError("CONFLICT", CONTACT_MESSAGES.duplicateLink);
          throw error;
        }
      });
    },

    async updateLink(
      orgId: string,
      personId: string,
      relationshipId: string,
      changes: { organizationId?: string; role?: string; isPrimary?: boolean },
    ): Promise<Relationship> {
      return db.transaction().execute(async (trx) => {
        const link = await linkOfPerson(trx, orgId, personId, relationshipId);
        if (changes.organizationId !== undefined && changes.organizationId !== link.organizationId) {
          throw new AppError("BAD_REQUEST", "organizationId: does not match this relationship");
        }
        if (changes.isPrimary) await linksRepository.clearPrimary(trx, orgId, personId);
        await linksRepository.update(trx, orgId, link.id, { role: changes.role, isPrimary: changes.isPrimary });
        return toRelationship((await linksRepository.findById(trx, orgId, link.id)) as LinkRow);
      });
    },

    async unlink(orgId: string, personId: string, relationshipId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const link = await linkOfPerson(trx, orgId, personId, relationshipId);
        await linksRepository.delete(trx, orgId, link.id);
      });
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
