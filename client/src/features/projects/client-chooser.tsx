import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useTRPC } from "@/lib/trpc";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export interface ChosenClient {
  id: string;
  name: string;
}

/**
 * A project's client: an organization contact, found with the contacts search (prefix of name, e-mail, legal name
 * or tax ID) and chosen from its matches — a search box and the browser's own select, so keyboards, screen readers
 * and phones need nothing special.
 */
export function ClientChooser({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const searchId = useId();
  const selectId = useId();
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), 250);
  const matches = useQuery(
    trpc.contacts.list.queryOptions({ type: "organization", limit: 20, ...(q ? { q } : {}) }, { staleTime: 30_000 }),
  );
  const options = matches.data?.contacts ?? [];
  const shown = value && !options.some((contact) => contact.id === value.id) ? [value, ...options] : options;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">Client</legend>
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Find client</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-8"
            placeholder="Organization name…"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Client</Label>
        <NativeSelect
          id={selectId}
          value={value?.id ?? ""}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const contact = shown.find((candidate) => candidate.id === event.target.value);
            onChange(contact ? { id: contact.id, name: contact.name } : null);
          }}
        >
          <option value="">{matches.isPending ? "Loading organizations…" : `Choose (${options.length} found)`}</option>
          {shown.map((contact) => (
            <option key={contact.id} value={contact.id}>
              {contact.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}
