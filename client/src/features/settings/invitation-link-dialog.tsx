import type { RefObject } from "react";
import { ShowOnceDialog } from "@/components/show-once-dialog";
import { useT } from "@/i18n/settings";
import { absoluteLink, type CreatedInvitation } from "./users-api";

interface InvitationLinkDialogProps {
  created: CreatedInvitation | null;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The invitation's link, shown once (only its hash is stored). Without mail it is what the admin sends to the
 * invitee; with mail it is a copy of what the e-mail carries.
 */
export function InvitationLinkDialog({ created, onClose, returnFocusRef }: InvitationLinkDialogProps) {
  const t = useT();
  const texts = created && {
    title: created.emailed ? t("usersScreen.invitationSent") : t("usersScreen.copyInvitationLink"),
    description: t(created.emailed ? "usersScreen.emailedDescription" : "usersScreen.linkDescription", {
      email: created.invitation.email,
      role: t(`invitation.roles.${created.invitation.role}`),
    }),
    valueLabel: t("usersScreen.invitationLink"),
    copy: t("settingsCommon.copy"),
    copied: t("usersScreen.copied"),
    copyFailed: t("usersScreen.copyFailed"),
    done: t("settingsCommon.done"),
  };
  return (
    <ShowOnceDialog
      value={created ? absoluteLink(created.link) : null}
      texts={texts}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    />
  );
}
