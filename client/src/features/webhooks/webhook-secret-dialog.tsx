import { Copy, TriangleAlert } from "lucide-react";
import { useId } from "react";
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
import type { WebhookWithSecret } from "./webhooks-api";

/**
 * The one time a signing secret is shown (after creating an endpoint or rotating its secret). Not closed by an
 * outside click: a stray click would lose the secret.
 */
export function WebhookSecretDialog({ shown, onClose }: { shown: WebhookWithSecret | null; onClose: () => void }) {
  const t = useT();
  const secretId = useId();
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t("webhooksPage.copied"));
    } catch {
      toast.error(t("webhooksPage.copyFailed"));
    }
  };
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      {shown ? (
        <DialogContent className="max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{t("webhooksPage.secretTitle")}</DialogTitle>
            <DialogDescription>{t("webhooksPage.secretDescription", { url: shown.webhook.url })}</DialogDescription>
          </DialogHeader>
          <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              <strong className="font-semibold">{t("webhooksPage.secretWarning")}</strong>{" "}
              {t("webhooksPage.secretWarningDetail")}
            </span>
          </p>
          <div className="space-y-2">
            <Label htmlFor={secretId}>{t("webhooksPage.secretLabel")}</Label>
            <div className="flex gap-2">
              <Input
                id={secretId}
                readOnly
                value={shown.secret}
                spellCheck={false}
                className="font-mono"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="outline" onClick={() => void copy(shown.secret)}>
                <Copy aria-hidden="true" />
                {t("webhooksPage.copy")}
              </Button>
            </div>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button>{t("webhooksPage.done")}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
