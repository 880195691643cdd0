import { Plus, Trash2 } from "lucide-react";
import { type Control, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldMessage, fieldAria } from "./invoice-form-fields";
import {
  type FormProblem,
  type InvoiceFieldPath,
  type InvoiceFormValues,
  type ItemField,
  liveTotals,
  newItem,
} from "./invoice-form-model";
import { formatAmount } from "./invoice-format";

interface InvoiceItemsEditorProps {
  control: Control<InvoiceFormValues>;
  register: UseFormRegister<InvoiceFormValues>;
  problem: FormProblem | null;
  attempt: number;
}

/**
 * The invoice's items (spec §5): description, quantity, unit price and the row's total, live. New items are
 * 1 × 0 (spec §9); the last item cannot be removed, so at least one always remains.
 */
export function InvoiceItemsEditor({ control, register, problem, attempt }: InvoiceItemsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const items = useWatch({ control, name: "items" });
  const currency = useWatch({ control, name: "currency" });
  const totals = liveTotals(items ?? [], 0);
  const itemsProblem = problem?.field.startsWith("items") ? problem : null;

  return (
    <div className="space-y-3">
      {fields.map((field, index) => {
        const n = index + 1;
        const path = (name: ItemField): InvoiceFieldPath => `items.${index}.${name}`;
        const id = (name: ItemField) => `invoice-item-${field.id}-${name}`;
        const rowTotal = totals?.itemTotals[index];
        return (
          <fieldset key={field.id} className="rounded-lg border p-3">
            <legend className="px-1 text-xs font-medium text-muted-foreground">Item {n}</legend>
            <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_8rem_auto]">
              <div className="space-y-2">
                <Label htmlFor={id("description")}>Description</Label>
                <Input
                  id={id("description")}
                  autoComplete="off"
                  {...register(path("description"))}
                  {...fieldAria(path("description"), itemsProblem)}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor={id("quantity")}>Quantity</Label>
                {/* min 1 per spec §9; decimals allowed (hours), the server keeps 3. */}
                <Input
                  id={id("quantity")}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step="any"
                  {...register(path("quantity"), { valueAsNumber: true })}
                  {...fieldAria(path("quantity"), itemsProblem)}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor={id("unitPrice")}>Unit Price</Label>
                <Input
                  id={id("unitPrice")}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  {...register(path("unitPrice"), { valueAsNumber: true })}
                  {...fieldAria(path("unitPrice"), itemsProblem)}
                />
              </div>
              <dl className="space-y-2">
                <dt className="text-sm leading-none font-medium">Total</dt>
                <dd className="flex h-9 items-center justify-end text-sm tabular-nums">
                  {rowTotal === undefined ? "—" : formatAmount(rowTotal, currency)}
                </dd>
              </dl>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove item ${n}`}
                title={fields.length === 1 ? "An invoice needs at least one item" : `Remove item ${n}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </fieldset>
        );
      })}
      {itemsProblem ? (
        <FieldMessage field={itemsProblem.field} message={itemsProblem.message} attempt={attempt} />
      ) : null}
      <Button variant="outline" size="sm" onClick={() => append(newItem())}>
        <Plus aria-hidden="true" />
        Add Item
      </Button>
    </div>
  );
}
