import { type ContactMergePreview, MERGE_MESSAGES } from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { lookUpById } from "../../db/look-up-by-id";
import { AppError } from "../../errors/app-error";
import { toContact } from "./contact-mapper";
import { contactMergeRepository, type MergeCounts } from "./contact-merge.repository";
import { relationsRemovedBy } from "./contact-trash";
import { contactsRepository } from "./contacts.repository";

/**
 * Merging two contacts (issue 24 item 3, decision 103): `otherId` is merged into `keptId`. Everything that names the
 * other contact moves to the kept one in one transaction — links (a duplicate of a link the kept contact has is
 * dropped; its primary link stays the one), sub-organizations, deals, invoices (issued ones keep their frozen
 * customer details) and projects — and the other contact goes to the trash (decision 120). The kept contact's own
 * fields do not change.
 */
export function createContactMerge(db: Database, notFound: () => AppError) {
  const findOrThrow = lookUpById(contactsRepository, notFound);

  async function pair(executor: Executor, orgId: string, keptId: string, otherId: string) {
    const kept = await findOrThrow(executor, orgId, keptId);
    const other = await findOrThrow(executor, orgId, otherId);
    if (kept.id === other.id) throw new AppError("BAD_REQUEST", `otherId: ${MERGE_MESSAGES.withItself}`);
    if (kept.type !== other.type) throw new AppError("BAD_REQUEST", `otherId: ${MERGE_MESSAGES.differentTypes}`);
    return { kept, other };
  }

  return {
    /** What a merge of `otherId` into `keptId` would move. */
    async mergePreview(orgId: string, keptId: string, otherId: string): Promise<ContactMergePreview> {
      const { kept, other } = await pair(db, orgId, keptId, otherId);
      return {
        kept: toContact(kept),
        mergedAway: toContact(other),
        moves: await contactMergeRepository.counts(db, orgId, kept.id, other.id),
      };
    },

    /** Merges `otherId` into `keptId`; answers the kept contact and what moved. */
    async merge(orgId: string, keptId: string, otherId: string) {
      return db.transaction().execute(async (trx) => {
        await contactsRepository.lockHierarchy(trx, orgId);
        const { kept, other } = await pair(trx, orgId, keptId, otherId);
        const moved: MergeCounts = await contactMergeRepository.counts(trx, orgId, kept.id, other.id);
        // The kept organization inside the other's subtree leaves it first (to the other's parent), so moving the
        // other's sub-organizations under it cannot make a cycle.
        const ancestry = await contactsRepository.findAncestry(trx, orgId, kept.id);
        if (ancestry.some((ancestor) => ancestor.id === other.id)) {
          await contactsRepository.setParent(trx, orgId, kept.id, other.parentOrganizationId);
        }
        await contactMergeRepository.moveReferences(trx, orgId, kept.id, other.id);
        // Nothing names the other contact now: it goes to the trash as a delete would put it there.
        const relations = await relationsRemovedBy(trx, orgId, other.id);
        if (!(await contactsRepository.markDeleted(trx, orgId, other.id, relations))) throw notFound();
        return { contact: toContact(await findOrThrow(trx, orgId, kept.id)), moved };
      });
    },
  };
}
