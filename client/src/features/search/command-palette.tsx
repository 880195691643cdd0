import type { SearchResult, SearchType } from "@kancl/shared";
import type { TranslationKey } from "@kancl/shared/i18n/catalogue";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Command } from "cmdk";
import { Briefcase, Building2, CheckSquare, Clock, FileText, FolderKanban, Search, Zap } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { t } from "@/i18n/screens";
import { useTRPC } from "@/lib/trpc";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { matchingActions } from "./palette-actions";
import { type RecentItem, readRecent, rememberRecent } from "./recent-items";

const GROUPS: { type: SearchType; heading: TranslationKey; icon: ReactNode }[] = [
  { type: "contact", heading: "crm.contacts", icon: <Building2 aria-hidden="true" /> },
  { type: "deal", heading: "crm.deals", icon: <Briefcase aria-hidden="true" /> },
  { type: "invoice", heading: "crm.invoices", icon: <FileText aria-hidden="true" /> },
  { type: "project", heading: "shell.projects", icon: <FolderKanban aria-hidden="true" /> },
  { type: "task", heading: "palette.tasks", icon: <CheckSquare aria-hidden="true" /> },
];

const iconOf = (type: SearchType) => GROUPS.find((group) => group.type === type)?.icon;

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
}

/**
 * The command palette (Ctrl/Cmd+K, issue 24 item 2, decision 101): records of every kind from the server's search
 * (debounced), the records this user opened lately, and actions. cmdk gives the listbox and its keyboard (arrows,
 * Enter, Home/End); the dialog is ours, so it is a full-screen sheet on a phone like every dialog. Its own chunk:
 * loaded the first time it opens.
 */
export function CommandPalette({ open, onOpenChange, userId }: CommandPaletteProps) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim(), 200);
  const search = useQuery({
    ...trpc.search.search.queryOptions({ q, limit: 5 }),
    enabled: open && q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const results = q ? (search.data?.results ?? []) : [];
  const recent = query.trim() ? [] : readRecent(userId);
  const actions = matchingActions(query);
  const waiting = query.trim().length > 0 && (query.trim() !== q || search.isFetching);

  function close() {
    onOpenChange(false);
    setQuery("");
  }

  function openRecord(item: RecentItem) {
    rememberRecent(userId, item);
    close();
    navigate(item.link);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="gap-0 p-0 sm:max-w-xl sm:top-[15%] sm:translate-y-0" aria-describedby="palette-hint">
        <DialogTitle className="sr-only">{t("palette.title")}</DialogTitle>
        <DialogDescription id="palette-hint" className="sr-only">
          {t("palette.hint")}
        </DialogDescription>
        <Command shouldFilter={false} loop label={t("palette.title")} className="flex min-h-0 flex-col">
          <div className="flex items-center gap-2 border-b px-3 pr-12 sm:pr-10">
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={t("palette.placeholder")}
              aria-label={t("palette.inputLabel")}
              className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
          </div>
          <Command.List className="max-h-[calc(100dvh-3rem)] overflow-y-auto p-2 sm:max-h-[60vh]">
            {waiting && results.length === 0 ? (
              <Command.Loading className="px-2 py-3 text-sm text-muted-foreground">
                {t("palette.searching")}
              </Command.Loading>
            ) : (
              <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">
                {t("palette.noResults")}
              </Command.Empty>
            )}
            {search.isError && q ? (
              <p role="alert" className="px-2 py-3 text-sm text-destructive">
                {t("palette.failed")}
              </p>
            ) : null}
            {recent.length > 0 && (
              <PaletteGroup heading={t("palette.recent")}>
                {recent.map((item) => (
                  <PaletteItem key={`recent-${item.id}`} value={`recent-${item.id}`} onSelect={() => openRecord(item)}>
                    <Clock aria-hidden="true" />
                    <ItemText title={item.title} subtitle={item.subtitle} />
                    <span className="ml-auto text-xs text-muted-foreground">{iconOf(item.type)}</span>
                  </PaletteItem>
                ))}
              </PaletteGroup>
            )}
            {GROUPS.map((group) => {
              const items = results.filter((result: SearchResult) => result.type === group.type);
              if (items.length === 0) return null;
              return (
                <PaletteGroup key={group.type} heading={t(group.heading)}>
                  {items.map((item) => (
                    <PaletteItem key={item.id} value={`${item.type}-${item.id}`} onSelect={() => openRecord(item)}>
                      {group.icon}
                      <ItemText title={item.title} subtitle={item.subtitle} />
                    </PaletteItem>
                  ))}
                </PaletteGroup>
              );
            })}
            {actions.length > 0 && (
              <PaletteGroup heading={t("common.actions")}>
                {actions.map((action) => (
                  <PaletteItem
                    key={action.id}
                    value={`action-${action.id}`}
                    onSelect={() => {
                      close();
                      navigate(action.to);
                    }}
                  >
                    <Zap aria-hidden="true" />
                    <span>{action.label}</span>
                  </PaletteItem>
                ))}
              </PaletteGroup>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}

function PaletteGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Command.Group
      heading={heading}
      className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
    >
      {children}
    </Command.Group>
  );
}

function PaletteItem({ value, onSelect, children }: { value: string; onSelect: () => void; children: ReactNode }) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground"
    >
      {children}
    </Command.Item>
  );
}

function ItemText({ title, subtitle }: { title: string; subtitle: string | null }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate">{title}</span>
      {subtitle ? <span className="truncate text-xs text-muted-foreground">{subtitle}</span> : null}
    </span>
  );
}
