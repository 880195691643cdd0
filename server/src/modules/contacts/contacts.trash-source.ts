import type { TrashSource } from "../trash/trash-source";
import type { ContactsService } from "./contacts.service";

/** Contacts in the trash (decision 120): its registry entry (docs/architecture.md, "Adding a module"). */
export const contactsTrashSource = (
  contacts: Pick<ContactsService, "trashed" | "restore" | "purge" | "expired">,
): TrashSource<"contact"> => ({
  type: "contact",
  trashed: async (orgId, days) =>
    (await contacts.trashed(orgId, days)).map((c) => ({
      id: c.id,
      name: c.name,
      detail: c.type === "person" ? "Person" : "Organization",
      deletedAt: c.deletedAt,
    })),
  restore: (orgId, id, days) => contacts.restore(orgId, id, days),
  purge: (orgId, id, days) => contacts.purge(orgId, id, days),
  expired: (days, limit) => contacts.expired(days, limit),
});
