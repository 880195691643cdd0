import type { Contact } from "@kancl/shared";
import { useEffect } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { t } from "@/i18n/screens";
import { useDeleteContact } from "./contact-mutations";

interface DeleteContactDialogProps {
  contact: Pick<Contact, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tells the button whether the deletion is on its way. */
  onPendingChange: (pending: boolean) => void;
  onDeleted?: () => void;
}

/**
 * The question before a contact is deleted, and the deletion itself (toasts per spec §8). Its own chunk, with the
 * alert dialog and the mutation: a list of contacts shows many Delete buttons but needs none of this until one is used.
 */
export function DeleteContactDialog({
  contact,
  open,
  onOpenChange,
  onPendingChange,
  onDeleted,
}: DeleteContactDialogProps) {
  const remove = useDeleteContact(onDeleted);
  useEffect(() => onPendingChange(remove.isPending), [remove.isPending, onPendingChange]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("contactView.deleteTitle")}
      description={t("contactView.deleteDescription", { name: contact.name })}
      confirmLabel={t("common.delete")}
      pendingLabel={t("contactView.deleting")}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: contact.id }, { onSettled: () => onOpenChange(false) })}
    />
  );
}
