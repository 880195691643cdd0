import type { RefObject } from "react";
import { ShowOnceDialog } from "@/components/show-once-dialog";
import { useT } from "@/i18n/settings";
import { curlExample } from "./api-key-format";
import type { CreatedApiKey } from "./api-keys-api";

interface ApiKeySecretDialogProps {
  /** The key just created; null when there is none to show. */
  created: CreatedApiKey | null;
  /** Forgets the secret: once closed, the dialog cannot show it again. */
  onClose: () => void;
  /** Where the focus goes when the dialog closes (it has no trigger to return to). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The one time an API key's secret is shown, with a curl example that uses it. */
export function ApiKeySecretDialog({ created, onClose, returnFocusRef }: ApiKeySecretDialogProps) {
  const t = useT();
  const texts = created && {
    title: t("apiKeysScreen.secretTitle"),
    description: (
      <>
        {t("apiKeysScreen.secretReadyBefore", { name: created.apiKey.name })}{" "}
        <code className="font-mono">Authorization: Bearer</code> {t("apiKeysScreen.secretReadyAfter")}
      </>
    ),
    warning: { strong: t("apiKeysScreen.notShownAgain"), detail: t("apiKeysScreen.keepSafe") },
    valueLabel: t("apiKeysScreen.apiKey"),
    copy: t("settingsCommon.copy"),
    copied: t("apiKeysScreen.copied"),
    copyFailed: t("apiKeysScreen.copyFailed"),
    done: t("settingsCommon.done"),
  };
  return (
    <ShowOnceDialog value={created?.secret ?? null} texts={texts} onClose={onClose} returnFocusRef={returnFocusRef}>
      {created ? (
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium">{t("apiKeysScreen.tryIt")}</figcaption>
          <pre className="rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap">
            <code>{curlExample(created.secret, window.location.origin)}</code>
          </pre>
        </figure>
      ) : null}
    </ShowOnceDialog>
  );
}
