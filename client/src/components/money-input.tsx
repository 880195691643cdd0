import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * A figure of an amount typed by hand (a payment, a value, a quantity to credit): a number field with the decimal
 * keyboard on phones, never below zero, in cents unless `step` says otherwise. The form registers it (with
 * `valueAsNumber` when its schema wants a number).
 */
export function MoneyInput({ min = 0, step = 0.01, ...props }: Omit<ComponentProps<typeof Input>, "type">) {
  return <Input type="number" inputMode="decimal" min={min} step={step} {...props} />;
}
