import type { ReactNode } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/**
 * A dialog form's foot: the server's refusal of a valid form (when there is one), then the buttons — `before` (a
 * Cancel) and the submit, which says `pendingLabel` and is busy while the request runs, so a second click sends
 * nothing.
 */
export function DialogSubmitFooter({
  label,
  pendingLabel,
  pending,
  error,
  disabled = false,
  destructive = false,
  before,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  disabled?: boolean;
  destructive?: boolean;
  before?: ReactNode;
}) {
  return (
    <>
      <FormAlert message={error} />
      <DialogFooter>
        {before}
        <Button
          type="submit"
          variant={destructive ? "destructive" : undefined}
          disabled={disabled || pending}
          aria-busy={pending}
        >
          {pending ? pendingLabel : label}
        </Button>
      </DialogFooter>
    </>
  );
}
