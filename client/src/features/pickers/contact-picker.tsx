import type { Contact, ContactType } from "@kancl/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Ref, useState } from "react";
import { type ComboboxOption, RecordCombobox } from "@/components/record-combobox";
import { t } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";

/** How many matches a picker shows: enough to choose from, never the whole list (issue 23). */
export const PICKER_PAGE_SIZE = 20;

/** The line under a contact's name: its type and e-mail, or IČO for an organization without one shown. */
export function contactDetail(contact: Pick<Contact, "type" | "email" | "registrationNumber">): string {
  if (contact.type === "person") return [t("contactScreens.person"), contact.email].filter(Boolean).join(" · ");
  return [
    t("contactScreens.organization"),
    contact.registrationNumber ? `IČO ${contact.registrationNumber}` : contact.email,
  ]
    .filter(Boolean)
    .join(" · ");
}

export const contactOption = (
  contact: Contact,
  detail: (contact: Contact) => string = contactDetail,
): ComboboxOption<Contact> => ({ id: contact.id, label: contact.name, detail: detail(contact), record: contact });

export interface ContactPickerProps {
  id: string;
  /** The chosen contact's id, or "" for none. */
  value: string;
  onChange: (id: string, contact: Contact | null) => void;
  /** Only persons or only organizations. */
  type?: ContactType;
  /** Contacts that may not be chosen here (itself, those already linked…). */
  exclude?: ReadonlySet<string>;
  /** Offer "Create new…" with the typed name. */
  onCreate?: (name: string) => void;
  createLabel?: (name: string) => string;
  clearable?: boolean;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** The line under a match's name (type and e-mail or IČO by default). */
  detail?: (contact: Contact) => string;
}

/**
 * A contact chosen by searching (decision 185): the contacts list's own `q` on the server, PICKER_PAGE_SIZE matches
 * at a time, asked for only while the list is open; the chosen contact's label is loaded by its id (contacts.get),
 * which choosing a match fills in advance.
 */
export function ContactPicker({
  id,
  value,
  onChange,
  type,
  exclude,
  onCreate,
  createLabel,
  clearable,
  placeholder,
  invalid,
  describedBy,
  required,
  disabled,
  ref,
  detail = contactDetail,
}: ContactPickerProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<string | null>(null);
  const matches = useQuery({
    ...trpc.contacts.list.queryOptions(
      { ...(type ? { type } : {}), ...(query ? { q: query } : {}), limit: PICKER_PAGE_SIZE },
      { staleTime: 30_000 },
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    ...trpc.contacts.get.queryOptions({ id: value }),
    enabled: Boolean(value),
    retry: false,
  });
  const chosenOption = value && chosen.data?.id === value ? contactOption(chosen.data, detail) : null;
  const options = matches.data?.contacts
    .filter((contact) => !exclude?.has(contact.id))
    .map((contact) => contactOption(contact, detail));

  return (
    <RecordCombobox<Contact>
      id={id}
      value={chosenOption}
      valueLoading={Boolean(value) && chosen.isPending}
      onChange={(option) => {
        if (option) queryClient.setQueryData(trpc.contacts.get.queryKey({ id: option.id }), option.record);
        onChange(option?.id ?? "", option?.record ?? null);
      }}
      options={options}
      onSearch={setQuery}
      loading={matches.isFetching}
      error={matches.isError ? `${t("pickers.couldNotSearch")}: ${errorMessageOf(matches.error)}` : null}
      onCreate={onCreate}
      createLabel={createLabel}
      clearable={clearable}
      placeholder={
        placeholder ??
        (type === "organization"
          ? t("pickers.searchOrganizations")
          : type === "person"
            ? t("pickers.searchPeople")
            : t("pickers.searchContacts"))
      }
      invalid={invalid}
      describedBy={describedBy}
      required={required}
      disabled={disabled}
      ref={ref}
    />
  );
}
