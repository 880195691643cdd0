import { Copy, TriangleAlert } from "lucide-react";
import { type ReactNode, type RefObject, useId } from "react";
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

/** The texts of a show-once dialog, in the language on screen (each feature's own catalogue). */
export interface ShowOnceTexts {
  title: string;
  description: ReactNode;
  /** A warning that the value is not shown again: its bold start and the rest. */
  warning?: { strong: string; detail: string };
  valueLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

interface ShowOnceDialogProps {
  /** The value to show (a secret, a link with a token); null when there is none: the dialog is closed. */
  value: string | null;
  texts: ShowOnceTexts | null;
  /** Forgets the value: once closed, the dialog cannot show it again. */
  onClose: () => void;
  /** Where the focus goes when the dialog closes (it has no trigger to return to). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** More below the value (e.g. a curl example). */
  children?: ReactNode;
}

/**
 * The one time a secret is shown — an API key, a webhook's signing secret, an invitation link (only hashes are
 * stored). It does not close on an outside click (a stray click would lose the value); Escape, the close button and
 * Done close it.
 */
export function ShowOnceDialog({ value, texts, onClose, returnFocusRef, children }: ShowOnceDialogProps) {
  const valueId = useId();
  async function copy(text: string, { copied, copyFailed }: ShowOnceTexts) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(copyFailed);
    }
  }
  return (
    <Dialog open={value !== null} onOpenChange={(open) => !open && onClose()}>
      {value !== null && texts ? (
        <DialogContent
          className="max-w-2xl"
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={
            returnFocusRef
              ? (event) => {
                  event.preventDefault();
                  returnFocusRef.current?.focus();
                }
              : undefined
          }
        >
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          {texts.warning ? (
            <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>
                <strong className="font-semibold">{texts.warning.strong}</strong> {texts.warning.detail}
              </span>
            </p>
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={valueId}>{texts.valueLabel}</Label>
            <div className="flex gap-2">
              <Input
                id={valueId}
                readOnly
                value={value}
                spellCheck={false}
                className="font-mono"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="outline" onClick={() => void copy(value, texts)}>
                <Copy aria-hidden="true" />
                {texts.copy}
              </Button>
            </div>
          </div>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button>{texts.done}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
