import { TRASH_MESSAGES } from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { isUuid } from "../../db/errors";
import { AppError } from "../../errors/app-error";
import { contactsRepository } from "./contacts.repository";
import { linksRepository } from "./links.repository";

/** What a contact erased for good keeps as its name (decision 120): deals and invoices still point at the row. */
export const ERASED_CONTACT_NAME = "Deleted contact";

/** A contact in the trash, as the trash lists it. */
export interface TrashedContact {
  id: string;
  type: "person" | "organization";
  name: string;
  deletedAt: Date;
}

/** Where a contact that something names stands: live, in the trash (with its name), or gone for good. */
export type ContactTrashState = { state: "live" } | { state: "trashed"; name: string } | { state: "gone" };

const notInTrash = () => new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);

/** The contacts' side of the trash (issue 24 item 6, decision 120). */
export function createContactTrash(db: Database) {
  async function trashState(orgId: string, id: string, executor: Executor = db): Promise<ContactTrashState> {
    const row = await contactsRepository.findState(executor, orgId, id);
    if (!row || row.purgedAt) return { state: "gone" };
    return row.deletedAt ? { state: "trashed", name: row.name } : { state: "live" };
  }

  return {
    trashState,

    /** Contacts deleted within the last `days` days. */
    async trashed(orgId: string, days: number): Promise<TrashedContact[]> {
      return (await contactsRepository.findTrashed(db, orgId, days)).map(({ id, type, name, deletedAt }) => ({
        id,
        type,
        name,
        deletedAt,
      }));
    },

    /**
     * Back from the trash with what its delete removed: its links to contacts that are still live, and the
     * sub-organizations it had that are still live and top-level. Refused (409) while its parent organization is in
     * the trash or gone.
     */
    async restore(orgId: string, id: string, days: number): Promise<{ name: string }> {
      return db.transaction().execute(async (trx) => {
        const [row] = isUuid(id) ? await contactsRepository.findTrashed(trx, orgId, days, id) : [];
        if (!row) throw notInTrash();
        await contactsRepository.lockHierarchy(trx, orgId);
        if (row.parentOrganizationId) {
          const parent = await trashState(orgId, row.parentOrganizationId, trx);
          if (parent.state === "trashed") throw new AppError("CONFLICT", TRASH_MESSAGES.parentInTrash(parent.name));
          if (parent.state === "gone") throw new AppError("CONFLICT", TRASH_MESSAGES.parentGone);
        }
        if (!(await contactsRepository.restore(trx, orgId, id))) throw notInTrash();
        const relations = row.deletedRelations ?? { links: [], children: [] };
        for (const link of relations.links) {
          const otherId = link.personId === id ? link.organizationId : link.personId;
          if ((await trashState(orgId, otherId, trx)).state !== "live") continue;
          if (await linksRepository.findByPair(trx, orgId, link.personId, link.organizationId)) continue;
          const isPrimary = link.isPrimary && !(await linksRepository.hasPrimary(trx, orgId, link.personId));
          await linksRepository.insert(trx, orgId, { ...link, isPrimary });
        }
        const ancestry = new Set((await contactsRepository.findAncestry(trx, orgId, id)).map((a) => a.id));
        for (const childId of relations.children) {
          const child = await contactsRepository.findById(trx, orgId, childId);
          // Only a sub-organization that is still top-level comes back under it, and never into a cycle.
          if (!child || child.parentOrganizationId !== null || ancestry.has(childId)) continue;
          await contactsRepository.setParent(trx, orgId, childId, id);
        }
        return { name: row.name };
      });
    },

    /**
     * Deletes a contact in the trash for good (`days` null: any deleted contact, for the purge job). One that a deal,
     * an invoice or a sub-organization still names is erased instead: its personal data goes, the row stays.
     */
    async purge(orgId: string, id: string, days: number | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const [row] = isUuid(id) ? await contactsRepository.findTrashed(trx, orgId, days, id) : [];
        if (!row) throw notInTrash();
        const done = (await contactsRepository.isReferenced(trx, orgId, id))
          ? await contactsRepository.erase(trx, orgId, id, ERASED_CONTACT_NAME)
          : await contactsRepository.purge(trx, orgId, id);
        if (!done) throw notInTrash();
      });
    },

    /** The purge job: contacts deleted more than `days` days ago, across organizations, a batch at a time. */
    expired: (days: number, limit: number) => contactsRepository.findExpired(db, days, limit),
  };
}

/** Records what deleting the contact removes, so a restore can put it back. */
export async function relationsRemovedBy(executor: Executor, orgId: string, id: string) {
  const links = await linksRepository.findAllOf(executor, orgId, id);
  return {
    links: links.map(({ personId, organizationId, role, isPrimary }) => ({
      personId,
      organizationId,
      role,
      isPrimary,
    })),
    children: await contactsRepository.findChildIds(executor, orgId, id),
  };
}
