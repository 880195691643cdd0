import type { ApiKey } from "@kancl/shared";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/settings";
import { useRevokeApiKey } from "./api-keys-api";

interface RevokeApiKeyDialogProps {
  /** The key to confirm; null when the dialog is closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** Where the focus goes on closing: the row's Revoke button, or the table once that button is gone. */
  restoreFocus: () => void;
}

/**
 * Revoke, after a confirmation. An alert dialog: it needs an answer, does not close on an outside click, and starts
 * with the focus on Cancel. It stays open and busy until the server answers (and the list is refreshed); a failure
 * is the mutation's toast.
 */
export function RevokeApiKeyDialog({ apiKey, onClose, restoreFocus }: RevokeApiKeyDialogProps) {
  const t = useT();
  const revoke = useRevokeApiKey();

  async function confirm(id: string) {
    try {
      await revoke.mutateAsync({ id });
    } catch {
      // Reported by the mutation's error toast.
    } finally {
      onClose();
    }
  }

  return (
    <AlertDialog open={apiKey !== null} onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      {apiKey ? (
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("apiKeysScreen.revokeTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("apiKeysScreen.revokeDescription", { name: apiKey.name, prefix: apiKey.prefix })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>{t("settingsCommon.cancel")}</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              aria-busy={revoke.isPending}
              onClick={() => void confirm(apiKey.id)}
            >
              {revoke.isPending ? t("apiKeysScreen.revoking") : t("apiKeysScreen.revokeKey")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
