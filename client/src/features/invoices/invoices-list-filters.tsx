import { INVOICE_CURRENCIES, type InvoiceListFilter } from "@kancl/shared";
import { X } from "lucide-react";
import { FilterBar, FilterField, FilterSelect, SearchField } from "@/components/filter-bar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t } from "@/i18n/areas";
import { INVOICE_STATUS_LABELS } from "./invoice-format";

/** The width of the bar's short fields. */
const NARROW = "min-w-0 flex-[1_1_9rem]";

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
    <FilterBar label={t("invoiceFilters.filter")} className="flex flex-wrap items-end gap-3">
      <SearchField
        id="invoices-search"
        label={t("invoiceFilters.search")}
        placeholder={t("invoiceFilters.searchPlaceholder")}
        value={search}
        onChange={onSearch}
        className="min-w-0 flex-[2_1_16rem]"
      />
      <FilterSelect
        id="invoices-status"
        label={t("invoiceFilters.status")}
        value={filter.status}
        onChange={(status) => onChange({ status })}
        allLabel={t("invoiceFilters.allStatuses")}
        options={(["draft", "sent", "overdue", "paid"] as const).map((status) => ({
          value: status,
          label: INVOICE_STATUS_LABELS[status],
        }))}
        className={NARROW}
      />
      <FilterSelect
        id="invoices-kind"
        label={t("invoiceFilters.document")}
        value={filter.kind}
        onChange={(kind) => onChange({ kind })}
        allLabel={t("invoiceFilters.allDocuments")}
        options={[
          { value: "invoice", label: t("invoiceFilters.invoices") },
          { value: "credit_note", label: t("invoiceFilters.creditNotes") },
        ]}
        className={NARROW}
      />
      <FilterField id="invoices-customer" label={t("invoiceFilters.customer")} className="min-w-0 flex-[1_1_12rem]">
        <ContactPicker
          id="invoices-customer"
          value={filter.billingContactId ?? ""}
          onChange={(id) => onChange({ billingContactId: id || undefined })}
          clearable
          placeholder={t("invoiceFilters.allCustomers")}
        />
      </FilterField>
      <FilterSelect
        id="invoices-currency"
        label={t("invoiceFilters.currency")}
        value={filter.currency}
        onChange={(currency) => onChange({ currency })}
        allLabel={t("invoiceFilters.allCurrencies")}
        options={INVOICE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        className={NARROW}
      />
      <FilterField id="invoices-issued-from" label={t("invoiceFilters.issuedFrom")} className={NARROW}>
        <Input
          id="invoices-issued-from"
          type="date"
          value={filter.issuedFrom ?? ""}
          onChange={(event) => onChange({ issuedFrom: event.target.value || undefined })}
        />
      </FilterField>
      <FilterField id="invoices-issued-to" label={t("invoiceFilters.issuedTo")} className={NARROW}>
        <Input
          id="invoices-issued-to"
          type="date"
          value={filter.issuedTo ?? ""}
          onChange={(event) => onChange({ issuedTo: event.target.value || undefined })}
        />
      </FilterField>
      {filtered ? (
        <div className="basis-full">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            {t("invoiceFilters.clearFilters")}
          </Button>
        </div>
      ) : null}
    </FilterBar>
  );
}
