import type { Contact } from "@kancl/shared";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteContact } from "./contact-mutations";

interface DeleteContactButtonProps {
  contact: Pick<Contact, "id" | "name">;
  /** In a list, screen readers hear which contact the button is for. */
  inList?: boolean;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  onDeleted?: () => void;
}

/** 'Delete' that asks first in an alert dialog; toasts per spec §8. */
export function DeleteContactButton({
  contact,
  inList,
  size = "sm",
  variant = "ghost",
  onDeleted,
}: DeleteContactButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteContact(onDeleted);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={variant === "ghost" ? "text-destructive hover:text-destructive" : undefined}
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        aria-label={inList ? `Delete ${contact.name}` : undefined}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete contact?"
        description={`“${contact.name}” will be deleted together with its links to other contacts. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: contact.id }, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
