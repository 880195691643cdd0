import { VAT_RATES } from "@kancl/shared";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t, useT } from "@/i18n/areas";
import { cn } from "@/lib/utils";
import { FieldMessage, fieldAria } from "./invoice-form-fields";
import {
  type FormProblem,
  type InvoiceFieldPath,
  type InvoiceFormControl,
  type InvoiceFormValues,
  type ItemField,
  lineRateOf,
  liveTotals,
  newItem,
} from "./invoice-form-model";
import { formatAmount, formatRate } from "./invoice-format";

interface InvoiceItemsEditorProps {
  control: InvoiceFormControl;
  register: UseFormRegister<InvoiceFormValues>;
  problem: FormProblem | null;
  attempt: number;
}

/**
 * One grid for the header and every line. It follows the editor's own width (a container query), not the
 * window's: beside the edit screen's side panel the editor is narrower than the window says. Below 50rem each line
 * is a card (the description across it, the figures beneath); from 50rem a table whose description takes the rest (every field at least 120 px wide either way, issue 23).
 */
const ROW_GRID =
  "grid grid-cols-2 gap-x-3 gap-y-3 @min-[36rem]:grid-cols-4 @min-[50rem]:grid-cols-[minmax(12rem,1fr)_7.5rem_8rem_7.5rem_7rem_2.75rem] @min-[50rem]:items-center";
/** The labels are seen on the cards; the table's header names the columns instead. */
const CELL_LABEL = "@min-[50rem]:sr-only";

/** The items of an invoice (spec §5): at least one remains; each line has its VAT rate (issue 22). */
export function InvoiceItemsEditor({ control, register, problem, attempt }: InvoiceItemsEditorProps) {
  useT();
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const [items, currency, taxRate] = useWatch({ control, name: ["items", "currency", "taxRate"] });
  const totals = liveTotals(items ?? [], 0);
  const itemsProblem = problem?.field.startsWith("items") ? problem : null;
  // A tax rate that is not a line's VAT rate (15 %, say) is offered as the lines' "" choice.
  const invoiceRate = Number.isFinite(taxRate) ? taxRate : 0;
  const ownRate = lineRateOf(invoiceRate) === "" ? invoiceRate : null;

  return (
    <div className="@container space-y-3">
      <div
        aria-hidden="true"
        className={cn(ROW_GRID, "hidden px-3 text-xs font-medium text-muted-foreground @min-[50rem]:grid")}
      >
        <span>{t("invoiceForm.description")}</span>
        <span>{t("invoiceForm.quantity")}</span>
        <span>{t("invoiceForm.unitPrice")}</span>
        <span>{t("invoiceForm.vat")}</span>
        <span className="text-right">{t("invoiceForm.total")}</span>
        <span />
      </div>
      {fields.map((field, index) => {
        const n = index + 1;
        const path = (name: ItemField): InvoiceFieldPath => `items.${index}.${name}`;
        const id = (name: ItemField) => `invoice-item-${field.id}-${name}`;
        const rowTotal = totals?.itemTotals[index];
        return (
          <fieldset
            key={field.id}
            className="relative min-w-0 rounded-lg border p-3 pt-2 @min-[50rem]:rounded-md @min-[50rem]:border-0 @min-[50rem]:p-0 @min-[50rem]:px-3"
          >
            <legend className="px-1 text-xs font-medium text-muted-foreground @min-[50rem]:sr-only">
              {t("invoiceForm.item", { n })}
            </legend>
            <div className={ROW_GRID}>
              <div className="col-span-2 min-w-0 space-y-2 @min-[36rem]:col-span-4 @min-[50rem]:col-span-1">
                <Label htmlFor={id("description")} className={CELL_LABEL}>
                  {t("invoiceForm.description")}
                </Label>
                <Input
                  id={id("description")}
                  autoComplete="off"
                  {...register(path("description"))}
                  {...fieldAria(path("description"), itemsProblem)}
                />
              </div>
              <div className="min-w-0 space-y-2">
                <Label htmlFor={id("quantity")} className={CELL_LABEL}>
                  {t("invoiceForm.quantity")}
                </Label>
                {/* min 1 per spec §9; decimals allowed (hours), the server keeps 3. */}
                <Input
                  id={id("quantity")}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step="any"
                  className="text-right"
                  {...register(path("quantity"), { valueAsNumber: true })}
                  {...fieldAria(path("quantity"), itemsProblem)}
                />
              </div>
              <div className="min-w-0 space-y-2">
                <Label htmlFor={id("unitPrice")} className={CELL_LABEL}>
                  {t("invoiceForm.unitPrice")}
                </Label>
                <Input
                  id={id("unitPrice")}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className="text-right"
                  {...register(path("unitPrice"), { valueAsNumber: true })}
                  {...fieldAria(path("unitPrice"), itemsProblem)}
                />
              </div>
              <div className="min-w-0 space-y-2">
                <Label htmlFor={id("vatRate")} className={CELL_LABEL}>
                  {t("invoiceForm.vatRate")}
                </Label>
                <NativeSelect
                  id={id("vatRate")}
                  {...register(path("vatRate"))}
                  {...fieldAria(path("vatRate"), itemsProblem)}
                >
                  {ownRate !== null ? <option value="">{formatRate(ownRate)}</option> : null}
                  {VAT_RATES.map((rate) => (
                    <option key={rate} value={String(rate)}>
                      {formatRate(rate)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <dl className="min-w-0 space-y-2">
                <dt className={cn("text-sm leading-none font-medium", CELL_LABEL)}>{t("invoiceForm.total")}</dt>
                <dd className="flex h-9 items-center justify-end text-sm font-medium whitespace-nowrap tabular-nums">
                  {rowTotal === undefined ? "—" : formatAmount(rowTotal, currency)}
                </dd>
              </dl>
              {/* On a card the button sits in its top corner, beside the legend; in the table, in its column. */}
              <div className="absolute top-1 right-1 @min-[50rem]:static @min-[50rem]:flex @min-[50rem]:justify-end">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("invoiceForm.removeItem", { n })}
                  title={fields.length === 1 ? t("invoiceForm.oneItemNeeded") : t("invoiceForm.removeItem", { n })}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
          </fieldset>
        );
      })}
      {itemsProblem ? (
        <FieldMessage field={itemsProblem.field} message={itemsProblem.message} attempt={attempt} />
      ) : null}
      <Button variant="outline" size="sm" onClick={() => append(newItem(invoiceRate))}>
        <Plus aria-hidden="true" />
        {t("invoiceForm.addItem")}
      </Button>
    </div>
  );
}
