import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { t } from "@/i18n/screens";

interface MessageDialogProps {
  /** The message to show; the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
  title?: string;
  /**
   * Where the focus goes when the dialog closes (e.g. the field the message is about); without it, back to the
   * element that had it before.
   */
  onCloseFocus?: () => void;
}

/**
 * A message that must be acknowledged, in an accessible alert dialog: the app's replacement for window.alert
 * (announced as an alert dialog, focus trapped on OK, Escape or OK closes it).
 */
export function MessageDialog({ message, onClose, title, onCloseFocus }: MessageDialogProps) {
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!onCloseFocus) return;
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t("components.checkForm")}</AlertDialogTitle>
          <AlertDialogDescription>{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction>{t("components.ok")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
