import type { Contact } from "@kancl/shared";
import { Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { t } from "@/i18n/screens";

/** The alert dialog and the mutation load on the first click (a list has a Delete button per row). */
const loadDialog = () => import("./delete-contact-dialog");
const DeleteContactDialog = lazy(async () => ({ default: (await loadDialog()).DeleteContactDialog }));

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
  // Once opened, the dialog stays mounted: its mutation reports the outcome even after it has closed.
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button
        variant={variant === "ghost" ? "ghostDestructive" : variant}
        size={size}
        disabled={pending}
        aria-busy={pending}
        aria-label={inList ? t("contactView.deleteNamed", { name: contact.name }) : undefined}
        // Fetched as the pointer or the focus arrives, so the click rarely waits for it.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        {t("common.delete")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <DeleteContactDialog
            contact={contact}
            open={open}
            onOpenChange={setOpen}
            onPendingChange={setPending}
            onDeleted={onDeleted}
          />
        </Suspense>
      ) : null}
    </>
  );
}
