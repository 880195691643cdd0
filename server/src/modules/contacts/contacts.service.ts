import {
  CONTACT_MESSAGES,
  type Contact,
  type ContactSort,
  type CreateContactInput,
  type SearchResult,
  type UpdateContactInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { keysetPaging, readTimestampKey } from "../../db/keyset-paging";
import { lookUpById } from "../../db/look-up-by-id";
import { searchTerms } from "../../db/search-match";
import { AppError } from "../../errors/app-error";
import { nonEmpty, toContact } from "./contact-mapper";
import { createContactMerge } from "./contact-merge";
import { createContactTrash, relationsRemovedBy } from "./contact-trash";
import { type ContactRow, type ContactValues, contactsRepository, type RankedContactRow } from "./contacts.repository";
import { linksRepository } from "./links.repository";

export const contactNotFound = () => new AppError("NOT_FOUND", CONTACT_MESSAGES.notFound);

export interface ListContactsQuery {
  type?: "person" | "organization";
  q?: string;
  sort?: ContactSort;
  order?: "asc" | "desc";
  /** Changed at or after this instant (decision 200). */
  updatedSince?: string;
  limit?: number;
  cursor?: string;
}

const textKey = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Keyset paging by each sort key (the repository's CONTACT_SORT_KEYS), then id. */
const PAGING = {
  name: keysetPaging<ContactRow & { sortKey: string }, string>({ write: (row) => row.sortKey, read: textKey }),
  type: keysetPaging<ContactRow & { sortKey: string }, string>({ write: (row) => row.sortKey, read: textKey }),
  createdAt: keysetPaging<ContactRow & { sortKey: string }, string>({
    write: (row) => row.sortKey,
    read: readTimestampKey,
  }),
  updatedAt: keysetPaging<ContactRow & { sortKey: string }, string>({
    write: (row) => row.sortKey,
    read: readTimestampKey,
  }),
} satisfies Record<ContactSort, unknown>;

/** A search's matches by rank, then folded name, then id (decision 100): the cursor carries "rank:name". */
const rankedPaging = keysetPaging<RankedContactRow, { rank: number; name: string }>({
  write: (row) => `${row.searchRank ?? 0}:${row.searchName ?? ""}`,
  read: (value) => {
    const match = typeof value === "string" ? /^([0-4]):(.*)$/s.exec(value) : null;
    return match ? { rank: Number(match[1]), name: match[2] as string } : undefined;
  },
});

/** The values a create or update writes: type-specific fields only for their type (the schema refused the rest). */
function valuesOf(input: CreateContactInput | UpdateContactInput): ContactValues {
  const isPerson = input.type === "person";
  return {
    name: input.name as string,
    email: input.email,
    phone: input.phone,
    position: isPerson ? input.position : undefined,
    legalName: isPerson ? undefined : input.legalName,
    taxId: isPerson ? undefined : input.taxId,
    registrationNumber: isPerson ? undefined : input.registrationNumber,
    address: isPerson ? null : nonEmpty(input.address),
    // undefined keeps the current billing (update), an empty object or null clears it.
    billing: input.billing === undefined ? undefined : nonEmpty(input.billing),
    // undefined keeps the current invoice language (update), null: by the country (decision 183).
    invoiceLanguage: input.invoiceLanguage,
  };
}

const findOrThrow = lookUpById(contactsRepository, contactNotFound);

/**
 * Refuses (409, naming the other contact) an IČO or e-mail that another live contact of the organization has, unless
 * the caller says `allowDuplicate` (issue 24 item 3). An update checks only the values it changes. The check runs
 * under the organization's duplicate lock, so two concurrent creates of one IČO cannot both pass it.
 */
async function assertNoDuplicate(
  trx: Executor,
  orgId: string,
  input: CreateContactInput | UpdateContactInput,
  current?: ContactRow,
) {
  if (input.allowDuplicate) return;
  const values = valuesOf(input);
  const ico = values.registrationNumber?.replace(/\s/g, "");
  const email = values.email?.toLowerCase();
  const checked = {
    registrationNumber: ico && ico !== current?.registrationNumber?.replace(/\s/g, "") ? ico : undefined,
    email: email && email !== current?.email?.toLowerCase() ? email : undefined,
  };
  if (!checked.registrationNumber && !checked.email) return;
  await contactsRepository.lockDuplicates(trx, orgId);
  const [other] = await contactsRepository.findDuplicates(trx, orgId, checked, current?.id);
  if (!other) return;
  const field =
    checked.registrationNumber && other.registrationNumber?.replace(/\s/g, "") === checked.registrationNumber
      ? "registrationNumber"
      : "email";
  const message = field === "email" ? CONTACT_MESSAGES.duplicateEmail : CONTACT_MESSAGES.duplicateRegistrationNumber;
  throw new AppError("CONFLICT", `${message}: ${other.name}`, {
    details: { duplicate: { id: other.id, name: other.name, field } },
  });
}

export function createContactsService(db: Database) {
  /**
   * Checks that `parentId` may become the parent of `childId` (undefined for a new contact): a live organization of
   * the same tenant, not the child itself, not one of its descendants. Callers hold the hierarchy lock.
   */
  async function assertValidParent(executor: Executor, orgId: string, childId: string | undefined, parentId: string) {
    if (childId === parentId) throw new AppError("BAD_REQUEST", CONTACT_MESSAGES.parentIsSelf);
    const parent = await contactsRepository.findById(executor, orgId, parentId);
    if (!parent) throw new AppError("BAD_REQUEST", "parentOrganizationId: no such organization");
    if (parent.type !== "organization") throw new AppError("BAD_REQUEST", CONTACT_MESSAGES.parentMustBeOrganization);
    if (childId) {
      const ancestry = await contactsRepository.findAncestry(executor, orgId, parentId);
      if (ancestry.some((ancestor) => ancestor.id === childId)) {
        throw new AppError("CONFLICT", CONTACT_MESSAGES.parentCycle);
      }
    }
  }

  return {
    ...createContactTrash(db),
    ...createContactMerge(db, contactNotFound),

    async create(orgId: string, input: CreateContactInput): Promise<Contact> {
      return db.transaction().execute(async (trx) => {
        await assertNoDuplicate(trx, orgId, input);
        const parentId = input.type === "organization" ? (input.parentOrganizationId ?? null) : null;
        if (parentId) {
          await contactsRepository.lockHierarchy(trx, orgId);
          await assertValidParent(trx, orgId, undefined, parentId);
        }
        const row = await contactsRepository.insert(trx, orgId, input.type, {
          ...valuesOf(input),
          billing: nonEmpty(input.billing),
          parentOrganizationId: parentId,
        });
        return toContact(row);
      });
    },

    async list(orgId: string, query: ListContactsQuery): Promise<{ contacts: Contact[]; nextCursor?: string | null }> {
      const search = searchTerms(query.q);
      // A search without a sort is ordered by relevance (decision 100); a chosen sort keeps its own order.
      if (search && !query.sort) {
        const ranked = await contactsRepository.findMany(db, orgId, {
          type: query.type,
          search,
          updatedSince: query.updatedSince,
          after: rankedPaging.after(query.cursor),
          limit: rankedPaging.fetchLimit(query.limit),
        });
        const { rows: page, ...next } = rankedPaging.page(ranked, query.limit);
        return { contacts: page.map(toContact), ...next };
      }
      const sort = query.sort ?? "name";
      const paging = PAGING[sort];
      const after = paging.after(query.cursor);
      const rows = await contactsRepository.findMany(db, orgId, {
        type: query.type,
        search,
        updatedSince: query.updatedSince,
        sort,
        order: query.order ?? (sort === "name" || sort === "type" ? "asc" : "desc"),
        after,
        limit: paging.fetchLimit(query.limit),
      });
      const { rows: page, ...next } = paging.page(rows, query.limit);
      return { contacts: page.map(toContact), ...next };
    },

    /** The search operation's contacts (decision 100): by rank, then name; a person's e-mail or an IČO beside. */
    async search(orgId: string, q: string, limit: number): Promise<SearchResult[]> {
      const search = searchTerms(q);
      if (!search) return [];
      const rows = await contactsRepository.findMany(db, orgId, { search, limit });
      return rows.map((row) => ({
        type: "contact" as const,
        id: row.id,
        title: row.name,
        subtitle:
          row.type === "organization" && row.registrationNumber ? `IČO ${row.registrationNumber}` : (row.email ?? null),
        link: `/crm/contacts/${row.id}`,
        rank: Number(row.searchRank ?? 3),
      }));
    },

    async get(orgId: string, id: string): Promise<Contact> {
      return toContact(await findOrThrow(db, orgId, id));
    },

    /** Replaces the contact's fields if `version` is still current: 409 when someone else changed it first. */
    async update(orgId: string, id: string, input: UpdateContactInput): Promise<Contact> {
      return db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, orgId, id);
        if (current.type !== input.type) throw new AppError("BAD_REQUEST", CONTACT_MESSAGES.typeCannotChange);
        await assertNoDuplicate(trx, orgId, input, current);
        const values = valuesOf(input);
        const parentId = input.type === "organization" ? input.parentOrganizationId : undefined;
        if (parentId !== undefined && parentId !== current.parentOrganizationId) {
          await contactsRepository.lockHierarchy(trx, orgId);
          if (parentId) await assertValidParent(trx, orgId, id, parentId);
          values.parentOrganizationId = parentId;
        }
        const updated = await contactsRepository.updateIfVersion(
          trx,
          orgId,
          id,
          { version: input.version, type: input.type },
          values,
        );
        if (!updated) throw new AppError("CONFLICT", CONTACT_MESSAGES.stale);
        return toContact(await findOrThrow(trx, orgId, id));
      });
    },

    /**
     * Removes the contact from every list and lookup, with its links; sub-organizations become top-level. It stays in
     * the trash for 30 days with what was removed (decision 120).
     */
    async delete(orgId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await findOrThrow(trx, orgId, id);
        await contactsRepository.lockHierarchy(trx, orgId);
        const relations = await relationsRemovedBy(trx, orgId, id);
        await linksRepository.deleteAllOf(trx, orgId, id);
        await contactsRepository.detachChildren(trx, orgId, id);
        if (!(await contactsRepository.markDeleted(trx, orgId, id, relations))) throw contactNotFound();
      });
    },

    async children(orgId: string, id: string): Promise<Contact[]> {
      await findOrThrow(db, orgId, id);
      return (await contactsRepository.findChildren(db, orgId, id)).map(toContact);
    },

    /** From the top ancestor down to the contact itself. */
    async hierarchy(orgId: string, id: string): Promise<{ id: string; name: string }[]> {
      await findOrThrow(db, orgId, id);
      return (await contactsRepository.findAncestry(db, orgId, id)).reverse();
    },

    /** Moves an organization under another one (or to the top with null), refusing cycles. */
    async setParent(orgId: string, childId: string, parentId: string | null): Promise<Contact> {
      return db.transaction().execute(async (trx) => {
        await contactsRepository.lockHierarchy(trx, orgId);
        const child = await findOrThrow(trx, orgId, childId);
        if (child.type !== "organization") {
          throw new AppError("BAD_REQUEST", CONTACT_MESSAGES.parentOnlyForOrganizations);
        }
        if (parentId) await assertValidParent(trx, orgId, childId, parentId);
        await contactsRepository.setParent(trx, orgId, childId, parentId);
        return toContact(await findOrThrow(trx, orgId, childId));
      });
    },

    /**
     * For other modules (a deal's or an invoice's billing contact): the organization's live contact, or undefined.
     * Pass the caller's transaction as `executor` to read inside it.
     */
    async find(orgId: string, id: string, executor: Executor = db): Promise<Contact | undefined> {
      const row = await contactsRepository.findById(executor, orgId, id);
      return row && toContact(row);
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
