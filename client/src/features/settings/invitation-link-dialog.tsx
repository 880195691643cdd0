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
import { useT } from "@/i18n/settings";
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
  const t = useT();
  const linkId = useId();
  const url = absoluteLink(link);
  const role = t(`invitation.roles.${invitation.role}`);

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
        <DialogTitle>{emailed ? t("usersScreen.invitationSent") : t("usersScreen.copyInvitationLink")}</DialogTitle>
        <DialogDescription>
          {emailed
            ? t("usersScreen.emailedDescription", { email: invitation.email, role })
            : t("usersScreen.linkDescription", { email: invitation.email, role })}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={linkId}>{t("usersScreen.invitationLink")}</Label>
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
            {t("settingsCommon.copy")}
          </Button>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>{t("settingsCommon.done")}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
