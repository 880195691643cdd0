import type { TrashSource } from "../trash/trash-source";
import type { DealsService } from "./deals.service";

/** Deals in the trash (decision 120): its registry entry (docs/architecture.md, "Adding a module"). */
export const dealsTrashSource = (
  deals: Pick<DealsService, "trashed" | "restore" | "purge" | "expired">,
): TrashSource<"deal"> => ({
  type: "deal",
  trashed: async (orgId, days) =>
    (await deals.trashed(orgId, days)).map((d) => ({
      id: d.id,
      name: d.title,
      detail: d.clientName,
      deletedAt: d.deletedAt,
    })),
  restore: async (orgId, id, days) => ({ name: (await deals.restore(orgId, id, days)).title }),
  purge: (orgId, id, days) => deals.purge(orgId, id, days),
  expired: (days, limit) => deals.expired(days, limit),
});
