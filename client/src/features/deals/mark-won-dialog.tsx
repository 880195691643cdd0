import type { Deal } from "@kancl/shared";
import { useEffect, useId, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t, translateMessage } from "@/i18n/screens";
import { useSchemaForm } from "@/lib/schema-form";
import { ActionLabel } from "./deal-actions";
import { markWonFormSchema } from "./deal-form-schema";
import { formatDealAmount } from "./deal-format";
import { useMarkDealWon } from "./deal-mutations";

type Step = { name: "value" } | { name: "confirm"; actualValue: number };

/**
 * Mark as Won (spec §4): asks for the actual value (a positive number, spec §5), then confirms, then calls.
 * One alert dialog with two steps; Back returns to the value with what was typed kept.
 */
export function MarkWonDialog({ deal }: { deal: Pick<Deal, "id" | "title" | "currency"> }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: "value" });
  // Kept while the confirmation shows: Back returns to what was typed.
  const { form, handleSubmit, problem, clearProblem } = useSchemaForm({
    schema: markWonFormSchema,
    defaultValues: { actualValue: "" },
  });
  const error = problem?.message ?? null;
  const { ref: registerInputRef, ...actualValueField } = form.register("actualValue");
  const markWon = useMarkDealWon();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);

  // A new step replaces the focused control: move the focus into it (the opening is handled by onOpenAutoFocus).
  const stepName = step.name;
  useEffect(() => {
    if (stepName === "confirm") backRef.current?.focus();
    else inputRef.current?.focus();
  }, [stepName]);

  function changeOpen(next: boolean) {
    if (markWon.isPending) return;
    setOpen(next);
    if (next) {
      setStep({ name: "value" });
      form.reset({ actualValue: "" });
      clearProblem();
    }
  }

  const submitValue = handleSubmit(
    (actualValue) => setStep({ name: "confirm", actualValue }),
    () => inputRef.current?.focus(),
  );

  async function confirm(actualValue: number) {
    try {
      await markWon.mutateAsync({ id: deal.id, actualValue });
    } catch {
      // Reported by the mutation's error toast.
    }
    setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ActionLabel label={t("dealActions.markWon")} deal={deal} />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        {step.name === "value" ? (
          <form noValidate className="grid gap-4" onSubmit={submitValue}>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("dealActions.markWonTitle")}</AlertDialogTitle>
              <AlertDialogDescription>
                {t("dealActions.markWonDescription", { title: deal.title, currency: deal.currency })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={inputId}>{t("dealActions.actualValue")}</Label>
              <Input
                ref={(input) => {
                  registerInputRef(input);
                  inputRef.current = input;
                }}
                id={inputId}
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                required
                {...actualValueField}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error ? (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {translateMessage(error)}
                </p>
              ) : null}
            </div>
            <AlertDialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)}>
                {t("common.cancel")}
              </Button>
              <Button type="submit">{t("contactForm.continue")}</Button>
            </AlertDialogFooter>
          </form>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("dealActions.confirmWonTitle")}</AlertDialogTitle>
              <AlertDialogDescription>
                {t("dealActions.confirmWonDescription", {
                  title: deal.title,
                  amount: formatDealAmount(step.actualValue, deal.currency),
                })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <Button
                ref={backRef}
                variant="outline"
                disabled={markWon.isPending}
                onClick={() => setStep({ name: "value" })}
              >
                {t("dealActions.back")}
              </Button>
              <Button
                disabled={markWon.isPending}
                aria-busy={markWon.isPending}
                onClick={() => void confirm(step.actualValue)}
              >
                {markWon.isPending ? t("dealActions.markingWon") : t("dealActions.markWon")}
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
