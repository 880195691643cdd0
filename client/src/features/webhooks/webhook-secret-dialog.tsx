import { ShowOnceDialog } from "@/components/show-once-dialog";
import { useT } from "@/i18n/settings";
import type { WebhookWithSecret } from "./webhooks-api";

/** The one time a signing secret is shown (after creating an endpoint or rotating its secret). */
export function WebhookSecretDialog({ shown, onClose }: { shown: WebhookWithSecret | null; onClose: () => void }) {
  const t = useT();
  const texts = shown && {
    title: t("webhooksPage.secretTitle"),
    description: t("webhooksPage.secretDescription", { url: shown.webhook.url }),
    warning: { strong: t("webhooksPage.secretWarning"), detail: t("webhooksPage.secretWarningDetail") },
    valueLabel: t("webhooksPage.secretLabel"),
    copy: t("webhooksPage.copy"),
    copied: t("webhooksPage.copied"),
    copyFailed: t("webhooksPage.copyFailed"),
    done: t("webhooksPage.done"),
  };
  return <ShowOnceDialog value={shown?.secret ?? null} texts={texts} onClose={onClose} />;
}
