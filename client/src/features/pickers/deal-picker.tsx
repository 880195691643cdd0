import type { Deal } from "@kancl/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Ref, useState } from "react";
import { type ComboboxOption, RecordCombobox } from "@/components/record-combobox";
import { t, translateMessage } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { DEAL_STATUS_LABELS } from "../deals/deal-format";
import { PICKER_PAGE_SIZE } from "./contact-picker";

/** The line under a deal's title: its status and its billing contact. */
export const dealDetail = (deal: Pick<Deal, "status" | "billingContact">) =>
  [DEAL_STATUS_LABELS[deal.status], deal.billingContact?.name].filter(Boolean).join(" · ");

export const dealOption = (deal: Deal): ComboboxOption<Deal> => ({
  id: deal.id,
  label: deal.title,
  detail: dealDetail(deal),
  record: deal,
});

export interface DealPickerProps {
  id: string;
  /** The chosen deal's id, or "" for none. */
  value: string;
  onChange: (id: string, deal: Deal | null) => void;
  clearable?: boolean;
  placeholder?: string;
  /** The failed search's message, before the reason (default "Could not search"). */
  errorText?: string;
  /** Only this contact's deals (billed to it): a project's deal is one of its client's. */
  billingContactId?: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A deal chosen by searching its title on the server (decision 185), as ContactPicker does for contacts; the chosen
 * deal's title is loaded by its id (deals.get).
 */
export function DealPicker({
  id,
  value,
  onChange,
  clearable,
  placeholder,
  errorText,
  billingContactId,
  ...rest
}: DealPickerProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<string | null>(null);
  // Spec §7: deal lists are always refetched.
  const matches = useQuery({
    ...trpc.deals.list.queryOptions({
      ...(query ? { q: query } : {}),
      ...(billingContactId ? { billingContactId } : {}),
      limit: PICKER_PAGE_SIZE,
    }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({ ...trpc.deals.get.queryOptions({ id: value }), enabled: Boolean(value), retry: false });
  const chosenOption = value && chosen.data?.id === value ? dealOption(chosen.data) : null;

  return (
    <RecordCombobox<Deal>
      id={id}
      value={chosenOption}
      valueLoading={Boolean(value) && chosen.isPending}
      onChange={(option) => {
        if (option) queryClient.setQueryData(trpc.deals.get.queryKey({ id: option.id }), option.record);
        onChange(option?.id ?? "", option?.record ?? null);
      }}
      options={matches.data?.deals.map(dealOption)}
      onSearch={setQuery}
      loading={matches.isFetching}
      error={
        matches.isError
          ? `${translateMessage(errorText ?? t("pickers.couldNotSearch"))}: ${errorMessageOf(matches.error)}`
          : null
      }
      clearable={clearable}
      placeholder={placeholder ?? t("dealScreens.searchPlaceholder")}
      {...rest}
    />
  );
}
