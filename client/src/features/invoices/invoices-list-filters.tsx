import { INVOICE_CURRENCIES, type InvoiceListFilter } from "@kancl/shared";
import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t } from "@/i18n/areas";
import { INVOICE_STATUS_LABELS } from "./invoice-format";

interface InvoicesListFiltersProps {
  filter: InvoiceListFilter;
  search: string;
  onSearch: (value: string) => void;
  onChange: (change: Partial<InvoiceListFilter>) => void;
  onClear: () => void;
}

/** The list's filters (issue 22 item 6): search, status (with overdue), kind, customer, currency, issue dates. */
export function InvoicesListFilters({ filter, search, onSearch, onChange, onClear }: InvoicesListFiltersProps) {
  const filtered = Boolean(
    search.trim() ||
      filter.status ||
      filter.kind ||
      filter.billingContactId ||
      filter.currency ||
      filter.issuedFrom ||
      filter.issuedTo,
  );

  return (
    <search aria-label={t("invoiceFilters.filter")} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-[2_1_16rem] space-y-2">
        <Label htmlFor="invoices-search">{t("invoiceFilters.search")}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="invoices-search"
            type="search"
            className="pl-8"
            placeholder={t("invoiceFilters.searchPlaceholder")}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="min-w-0 flex-[1_1_9rem] space-y-2">
        <Label htmlFor="invoices-status">{t("invoiceFilters.status")}</Label>
        <NativeSelect
          id="invoices-status"
          value={filter.status ?? ""}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as InvoiceListFilter["status"] })}
        >
          <option value="">{t("invoiceFilters.allStatuses")}</option>
          {(["draft", "sent", "overdue", "paid"] as const).map((status) => (
            <option key={status} value={status}>
              {INVOICE_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="min-w-0 flex-[1_1_9rem] space-y-2">
        <Label htmlFor="invoices-kind">{t("invoiceFilters.document")}</Label>
        <NativeSelect
          id="invoices-kind"
          value={filter.kind ?? ""}
          onChange={(event) => onChange({ kind: (event.target.value || undefined) as InvoiceListFilter["kind"] })}
        >
          <option value="">{t("invoiceFilters.allDocuments")}</option>
          <option value="invoice">{t("invoiceFilters.invoices")}</option>
          <option value="credit_note">{t("invoiceFilters.creditNotes")}</option>
        </NativeSelect>
      </div>
      <div className="min-w-0 flex-[1_1_12rem] space-y-2">
        <Label htmlFor="invoices-customer">{t("invoiceFilters.customer")}</Label>
        <ContactPicker
          id="invoices-customer"
          value={filter.billingContactId ?? ""}
          onChange={(id) => onChange({ billingContactId: id || undefined })}
          clearable
          placeholder={t("invoiceFilters.allCustomers")}
        />
      </div>
      <div className="min-w-0 flex-[1_1_9rem] space-y-2">
        <Label htmlFor="invoices-currency">{t("invoiceFilters.currency")}</Label>
        <NativeSelect
          id="invoices-currency"
          value={filter.currency ?? ""}
          onChange={(event) =>
            onChange({ currency: (event.target.value || undefined) as InvoiceListFilter["currency"] })
          }
        >
          <option value="">{t("invoiceFilters.allCurrencies")}</option>
          {INVOICE_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="min-w-0 flex-[1_1_9rem] space-y-2">
        <Label htmlFor="invoices-issued-from">{t("invoiceFilters.issuedFrom")}</Label>
        <Input
          id="invoices-issued-from"
          type="date"
          value={filter.issuedFrom ?? ""}
          onChange={(event) => onChange({ issuedFrom: event.target.value || undefined })}
        />
      </div>
      <div className="min-w-0 flex-[1_1_9rem] space-y-2">
        <Label htmlFor="invoices-issued-to">{t("invoiceFilters.issuedTo")}</Label>
        <Input
          id="invoices-issued-to"
          type="date"
          value={filter.issuedTo ?? ""}
          onChange={(event) => onChange({ issuedTo: event.target.value || undefined })}
        />
      </div>
      {filtered ? (
        <div className="basis-full">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            {t("invoiceFilters.clearFilters")}
          </Button>
        </div>
      ) : null}
    </search>
  );
}
