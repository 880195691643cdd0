import { ROLE_LABELS } from "@kancl/shared";
import { Copy } from "lucide-react";
import { type RefObject, useId } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { absoluteLink, type CreatedInvitation, USERS_MESSAGES } from "./users-api";

interface InvitationLinkDialogProps {
  created: CreatedInvitation | null;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The invitation's link, shown once (only its hash is stored). Without mail it is what the admin sends to the
 * invitee; with mail it is a copy of what the e-mail carries. Does not close on an outside click.
 */
export function InvitationLinkDialog({ created, onClose, returnFocusRef }: InvitationLinkDialogProps) {
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      {created ? (
        <DialogContent
          className="max-w-2xl"
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef?.current?.focus();
          }}
        >
          <LinkContent created={created} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function LinkContent({ created: { invitation, link, emailed } }: { created: CreatedInvitation }) {
  const linkId = useId();
  const url = absoluteLink(link);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(USERS_MESSAGES.copied);
    } catch {
      toast.error(USERS_MESSAGES.copyFailed);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{emailed ? "Invitation sent" : "Copy the invitation link"}</DialogTitle>
        <DialogDescription>
          {emailed
            ? `We e-mailed ${invitation.email} a link to join as ${ROLE_LABELS[invitation.role]}. You can also copy it here.`
            : `Send this link to ${invitation.email}: it lets them join as ${ROLE_LABELS[invitation.role]}. It works once and expires in 7 days; it will not be shown again.`}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={linkId}>Invitation link</Label>
        <div className="flex gap-2">
          <Input
            id={linkId}
            readOnly
            value={url}
            spellCheck={false}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
