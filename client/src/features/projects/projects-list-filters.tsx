import { PROJECT_SORTS, PROJECT_STATUSES } from "@kancl/shared";
import { useId } from "react";
import { FilterBar, FilterField, FilterSelect, SearchField, useSearchText } from "@/components/filter-bar";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t } from "@/i18n/areas";
import { PROJECT_STATUS_LABELS } from "./project-format";
import { useColleagues } from "./project-queries";
import { PROJECT_SORT_LABELS, type ProjectListFilter } from "./projects-list-query";

/** A search request waits until typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

interface Props {
  filter: ProjectListFilter;
  onChange: (change: Partial<ProjectListFilter>, options?: { replace?: boolean }) => void;
}

/** Search, status, client, owner and sort of the projects list; the search is sent once typing pauses. */
export function ProjectsListFilters({ filter, onChange }: Props) {
  const ids = { q: useId(), status: useId(), client: useId(), owner: useId(), sort: useId() };
  const colleagues = useColleagues();
  const [text, setText] = useSearchText(
    filter.q ?? "",
    (q) => onChange({ q: q || undefined }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <FilterBar label={t("projectList.filter")} className="grid gap-3 @container sm:grid-cols-2 lg:grid-cols-5">
      <SearchField
        id={ids.q}
        label={t("projectList.search")}
        placeholder={t("projectList.searchPlaceholder")}
        value={text}
        onChange={setText}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id={ids.status}
        label={t("projectList.status")}
        value={filter.status}
        onChange={(status) => onChange({ status })}
        allLabel={t("projectList.allStatuses")}
        options={PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] }))}
      />
      <FilterField id={ids.client} label={t("projectList.client")}>
        {/* Searched on the server, as every chooser of a contact (decision 185): never a list of every client. */}
        <ContactPicker
          id={ids.client}
          type="organization"
          value={filter.clientId ?? ""}
          onChange={(id) => onChange({ clientId: id || undefined })}
          clearable
          placeholder={t("projectList.allClients")}
        />
      </FilterField>
      <FilterSelect
        id={ids.owner}
        label={t("projectList.owner")}
        value={filter.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        allLabel={t("projectList.anyone")}
        options={(colleagues.data?.people ?? []).map((person) => ({ value: person.id, label: person.name }))}
      />
      <FilterSelect
        id={ids.sort}
        label={t("projectList.sortBy")}
        value={filter.sort ?? "createdAt"}
        onChange={(sort) => onChange({ sort })}
        options={PROJECT_SORTS.map((sort) => ({ value: sort, label: PROJECT_SORT_LABELS[sort] }))}
      />
    </FilterBar>
  );
}
