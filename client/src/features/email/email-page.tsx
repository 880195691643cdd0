import { ComingSoon } from "@/components/coming-soon";

/** Spec §1: Email is a placeholder; these are its planned features. */
const EMAIL_PLANNED_FEATURES = [
  "Mailbox sync and threading over IMAP/SMTP",
  "Operations email.sync_mailbox, email.send_email, email.link_to_entity",
  "Automatic saving of attachments to Workspace",
] as const;

export function EmailPage() {
  return (
    <ComingSoon
      title="Email"
      summary="Your mailbox, linked to contacts, deals and projects."
      plannedFeatures={EMAIL_PLANNED_FEATURES}
    />
  );
}
