import { CONTACT_MESSAGES, type Contact, DEFAULT_LINK_ROLE } from "@kancl/shared";
import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export interface NewLink {
  contactId: string;
  role: string;
  isPrimary: boolean;
}

interface AddLinkFormProps {
  /** The select's label: "Organization" or "Person". */
  candidateLabel: string;
  /** Choices, already without the contacts that are linked (spec §5). */
  candidates: readonly Contact[] | undefined;
  /** True when the choices could not be loaded. */
  candidatesFailed?: boolean;
  /** Shown when nothing is selected. */
  selectMessage: string;
  /** Offer the primary flag (a person has one primary organization). */
  withPrimary?: boolean;
  pending: boolean;
  /** Adds the link; resolves true when it was added (the form then starts over). */
  onAdd: (link: NewLink) => Promise<boolean>;
}

/** Spec §5 Links: adding needs a selection and a non-empty role (default 'Employee'). */
export function AddLinkForm({
  candidateLabel,
  candidates,
  candidatesFailed,
  selectMessage,
  withPrimary = false,
  pending,
  onAdd,
}: AddLinkFormProps) {
  const id = useId();
  const [contactId, setContactId] = useState("");
  const [role, setRole] = useState<string>(DEFAULT_LINK_ROLE);
  const [isPrimary, setIsPrimary] = useState(false);
  const [problem, setProblem] = useState<{ field: "contact" | "role"; message: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = role.trim();
    if (!contactId) return setProblem({ field: "contact", message: selectMessage });
    if (!trimmed) return setProblem({ field: "role", message: CONTACT_MESSAGES.roleRequired });
    setProblem(null);
    if (await onAdd({ contactId, role: trimmed, isPrimary })) {
      setContactId("");
      setRole(DEFAULT_LINK_ROLE);
      setIsPrimary(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      aria-label={`Add ${candidateLabel.toLowerCase()}`}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 border-t pt-4"
    >
      <div className="min-w-48 flex-1 space-y-2">
        <Label htmlFor={`${id}-contact`}>{candidateLabel}</Label>
        <NativeSelect
          id={`${id}-contact`}
          value={contactId}
          disabled={!candidates}
          aria-invalid={problem?.field === "contact" || undefined}
          aria-describedby={problem?.field === "contact" ? errorId : undefined}
          onChange={(event) => setContactId(event.target.value)}
        >
          <option value="">
            {candidates
              ? candidates.length > 0
                ? `Select ${candidateLabel.toLowerCase()}...`
                : "Nothing left to add"
              : candidatesFailed
                ? "Could not load the choices"
                : "Loading..."}
          </option>
          {candidates?.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="w-44 space-y-2">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <Input
          id={`${id}-role`}
          value={role}
          maxLength={200}
          aria-invalid={problem?.field === "role" || undefined}
          aria-describedby={problem?.field === "role" ? errorId : undefined}
          onChange={(event) => setRole(event.target.value)}
        />
      </div>
      {withPrimary ? (
        <div className="flex h-9 items-center gap-2">
          <input
            id={`${id}-primary`}
            type="checkbox"
            className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-ring"
            checked={isPrimary}
            onChange={(event) => setIsPrimary(event.target.checked)}
          />
          <Label htmlFor={`${id}-primary`}>Primary</Label>
        </div>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
        <Plus aria-hidden="true" />
        {pending ? "Adding..." : "Add Link"}
      </Button>
      {problem ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
          {problem.message}
        </p>
      ) : null}
    </form>
  );
}
