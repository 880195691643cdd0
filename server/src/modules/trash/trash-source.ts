import type { TrashItemType } from "@kancl/shared";

/** One deleted record as the trash lists it. */
export interface TrashEntry {
  id: string;
  /** The contact's name, the deal's title, the invoice draft's label. */
  name: string;
  /** A second line: person or organization, the deal's client, the invoice's customer. */
  detail: string | null;
  deletedAt: Date;
}

/**
 * What the trash asks of one kind of record (docs/architecture.md, "Adding a module"): a module that soft-deletes
 * its records exports one of these from its own folder, and the composition root hands the list to the trash
 * service. The module keeps every rule of its records (what blocks a restore or a purge); the trash only lists them
 * together and sends each request to the kind that owns the id.
 */
export interface TrashSource<Type extends string = TrashItemType> {
  type: Type;
  /** The organization's records of this kind deleted within the last `days` days. */
  trashed(orgId: string, days: number): Promise<TrashEntry[]>;
  /**
   * Brings the record back; throws AppError NOT_FOUND with `TRASH_MESSAGES.notInTrash` when the id is not one of
   * this kind's records in the trash (the next kind is asked then). `message` says what the restore did, if more
   * than "Restored".
   */
  restore(orgId: string, id: string, days: number): Promise<{ name: string; message?: string }>;
  /** Deletes it for good (`days` null: any deleted record, for the purge job); not in the trash answers as above. */
  purge(orgId: string, id: string, days: number | null): Promise<void>;
  /** The purge job's batch: records deleted more than `days` days ago, across organizations. */
  expired(days: number, limit: number): Promise<{ orgId: string; id: string }[]>;
}
