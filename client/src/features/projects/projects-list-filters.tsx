import { PROJECT_SORTS, PROJECT_STATUSES, type ProjectSort, type ProjectStatus } from "@kancl/shared";
import { Search } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t } from "@/i18n/areas";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { PROJECT_STATUS_LABELS } from "./project-format";
import { useColleagues } from "./project-queries";
import { PROJECT_SORT_LABELS, type ProjectListFilter } from "./projects-list-query";

interface Props {
  filter: ProjectListFilter;
  onChange: (change: Partial<ProjectListFilter>, options?: { replace?: boolean }) => void;
}

/** Search, status, client, owner and sort of the projects list; the search is sent once typing pauses. */
export function ProjectsListFilters({ filter, onChange }: Props) {
  const ids = { q: useId(), status: useId(), client: useId(), owner: useId(), sort: useId() };
  const colleagues = useColleagues();
  const urlQuery = filter.q ?? "";
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text, 250);
  const lastQuery = useRef(urlQuery);
  const send = useEffectEvent((q: string) => onChange({ q: q || undefined }, { replace: true }));
  useEffect(() => {
    if (debounced.trim() === lastQuery.current) return;
    lastQuery.current = debounced.trim();
    send(debounced.trim());
  }, [debounced]);
  useEffect(() => {
    if (urlQuery === lastQuery.current) return;
    lastQuery.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  return (
    <search aria-label={t("projectList.filter")} className="mb-4 grid gap-3 @container sm:grid-cols-2 lg:grid-cols-5">
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={ids.q}>{t("projectList.search")}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={ids.q}
            type="search"
            className="pl-8"
            placeholder={t("projectList.searchPlaceholder")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.status}>{t("projectList.status")}</Label>
        <NativeSelect
          id={ids.status}
          value={filter.status ?? ""}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as ProjectStatus | undefined })}
        >
          <option value="">{t("projectList.allStatuses")}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROJECT_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.client}>{t("projectList.client")}</Label>
        {/* Searched on the server, as every chooser of a contact (decision 185): never a list of every client. */}
        <ContactPicker
          id={ids.client}
          type="organization"
          value={filter.clientId ?? ""}
          onChange={(id) => onChange({ clientId: id || undefined })}
          clearable
          placeholder={t("projectList.allClients")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.owner}>{t("projectList.owner")}</Label>
        <NativeSelect
          id={ids.owner}
          value={filter.ownerId ?? ""}
          onChange={(event) => onChange({ ownerId: event.target.value || undefined })}
        >
          <option value="">{t("projectList.anyone")}</option>
          {(colleagues.data?.people ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.sort}>{t("projectList.sortBy")}</Label>
        <NativeSelect
          id={ids.sort}
          value={filter.sort ?? "createdAt"}
          onChange={(event) => onChange({ sort: event.target.value as ProjectSort })}
        >
          {PROJECT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PROJECT_SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
