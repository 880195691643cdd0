import { Search } from "lucide-react";
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";

/**
 * The filter bar of a list screen (contacts, deals, invoices, projects): a search landmark named `label` holding
 * its fields; `className` lays them out for the screen's number of fields.
 */
export function FilterBar({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <search aria-label={label} className={cn("mb-4", className)}>
      {children}
    </search>
  );
}

/** One field of a filter bar: its label above its control (`id` is the control's). */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The bar's search box, with the magnifier inside it. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-8"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </FilterField>
  );
}

/**
 * A choice of the bar: `allLabel`, when given, is the first option and chooses nothing (undefined); the others are
 * `options` in their order.
 */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
  className,
}: {
  id: string;
  label: string;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  options: readonly { value: Value; label: string }[];
  allLabel?: string;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          onChange(chosen?.value);
        }}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );
}

/**
 * The text of a search box whose query lives in the URL: `onQuery` gets it (trimmed) once typing pauses for
 * `delayMs`; a query changed from outside (Back, Clear filters) replaces the text.
 */
export function useSearchText(urlQuery: string, onQuery: (query: string) => void, delayMs: number) {
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text, delayMs);
  // The query the URL has or is about to have: what was sent last, or what came from outside.
  const lastQuery = useRef(urlQuery);
  const send = useEffectEvent((query: string) => onQuery(query));
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
  return [text, setText] as const;
}
