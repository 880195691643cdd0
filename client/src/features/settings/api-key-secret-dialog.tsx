import { Copy, TriangleAlert } from "lucide-react";
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
import { curlExample } from "./api-key-format";
import { API_KEY_MESSAGES, type CreatedApiKey } from "./api-keys-api";

interface ApiKeySecretDialogProps {
  /** The key just created; null when there is none to show. */
  created: CreatedApiKey | null;
  /** Forgets the secret: once closed, the dialog cannot show it again. */
  onClose: () => void;
  /** Where the focus goes when the dialog closes (it has no trigger to return to). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The one time the secret is shown. It does not close on an outside click (the secret would be lost to a stray
 * click); Escape, the close button and Done close it.
 */
export function ApiKeySecretDialog({ created, onClose, returnFocusRef }: ApiKeySecretDialogProps) {
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
          <SecretContent created={created} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SecretContent({ created: { apiKey, secret } }: { created: CreatedApiKey }) {
  const t = useT();
  const secretId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(API_KEY_MESSAGES.copied);
    } catch {
      toast.error(API_KEY_MESSAGES.copyFailed);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("apiKeysScreen.secretTitle")}</DialogTitle>
        <DialogDescription>
          {t("apiKeysScreen.secretReadyBefore", { name: apiKey.name })}{" "}
          <code className="font-mono">Authorization: Bearer</code> {t("apiKeysScreen.secretReadyAfter")}
        </DialogDescription>
      </DialogHeader>
      <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          <strong className="font-semibold">{t("apiKeysScreen.notShownAgain")}</strong> {t("apiKeysScreen.keepSafe")}
        </span>
      </p>
      <div className="space-y-2">
        <Label htmlFor={secretId}>{t("apiKeysScreen.apiKey")}</Label>
        <div className="flex gap-2">
          <Input
            id={secretId}
            readOnly
            value={secret}
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
      <figure className="space-y-2">
        <figcaption className="text-sm font-medium">{t("apiKeysScreen.tryIt")}</figcaption>
        <pre className="rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap">
          <code>{curlExample(secret, window.location.origin)}</code>
        </pre>
      </figure>
      <DialogFooter>
        <DialogClose asChild>
          <Button>{t("settingsCommon.done")}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
