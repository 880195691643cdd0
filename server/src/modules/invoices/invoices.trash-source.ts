import type { TrashSource } from "../trash/trash-source";
import type { InvoicesService } from "./invoices.service";

/** Invoice and credit-note drafts in the trash (decision 120): its registry entry (docs/architecture.md). */
export const invoicesTrashSource = (
  trash: Pick<InvoicesService["trash"], "trashed" | "restore" | "purge" | "expired">,
): TrashSource<"invoice"> => ({
  type: "invoice",
  trashed: async (orgId, days) =>
    (await trash.trashed(orgId, days)).map((i) => ({
      id: i.id,
      name: `${i.kind === "credit_note" ? "Credit note draft" : "Invoice draft"} ${i.invoiceNumber}`,
      detail: i.customerName,
      deletedAt: i.deletedAt,
    })),
  restore: async (orgId, id, days) => {
    const { invoiceNumber, message } = await trash.restore(orgId, id, days);
    return { name: invoiceNumber, message };
  },
  purge: (orgId, id, days) => trash.purge(orgId, id, days),
  expired: (days, limit) => trash.expired(days, limit),
});
