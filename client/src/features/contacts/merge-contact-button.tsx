import type { Contact } from "@kancl/shared";
import { Merge } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/screens";

/** The dialog (picker, preview, mutation) loads on the first click, as the delete dialog does. */
const loadDialog = () => import("./merge-contact-dialog");
const MergeContactDialog = lazy(async () => ({ default: (await loadDialog()).MergeContactDialog }));

interface MergeContactButtonProps {
  contact: Contact;
  /** Open at once with this duplicate chosen (`?merge=<id>`, the contact form's "Merge with it"). */
  initialOtherId?: string;
  /** The dialog closed: the page drops `?merge=` from its URL. */
  onClosed?: () => void;
}

/** "Merge…" on the contact page (issue 24 item 3, decision 104). */
export function MergeContactButton({ contact, initialOtherId, onClosed }: MergeContactButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(Boolean(initialOtherId));
  const [opened, setOpened] = useState(Boolean(initialOtherId));
  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Merge aria-hidden="true" />
        {t("merge.action")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MergeContactDialog
            contact={contact}
            initialOtherId={initialOtherId}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) onClosed?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
