import { createApiKeyInputSchema } from "@kancl/shared";
import { Plus } from "lucide-react";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { EXPIRY_OPTIONS, type ExpiryChoice, expiryDate, isExpiryChoice } from "./api-key-format";
import { type CreatedApiKey, useCreateApiKey } from "./api-keys-api";

/** The server's limit (createApiKeyInputSchema). */
const NAME_MAX_LENGTH = 100;

interface CreateApiKeyFormProps {
  onCreated: (created: CreatedApiKey) => void;
  /** The Name input, so the page can return the focus to it when the secret dialog closes. */
  nameInputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Name and expiry of a new key. Checked with the server's own schema before sending, so the messages are the
 * server's ("Name is required"); the server checks again.
 */
export function CreateApiKeyForm({ onCreated, nameInputRef }: CreateApiKeyFormProps) {
  const nameId = useId();
  const errorId = useId();
  const hintId = useId();
  const expiryId = useId();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState<ExpiryChoice>("never");
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const create = useCreateApiKey();
  const ownNameRef = useRef<HTMLInputElement>(null);
  const nameRef = nameInputRef ?? ownNameRef;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setAttempt((count) => count + 1);
    const parsed = createApiKeyInputSchema.safeParse({
      name,
      expiresAt: expiryDate(expiry)?.toISOString() ?? null,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please check the form");
      nameRef.current?.focus();
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName("");
        setExpiry("never");
        onCreated(created);
      },
    });
  }

  return (
    // noValidate: the schema's message in the page instead of the browser's bubble.
    <form noValidate aria-label="Create API key" className="flex flex-wrap items-start gap-4" onSubmit={handleSubmit}>
      <div className="min-w-56 flex-1 space-y-2">
        <Label htmlFor={nameId}>Name</Label>
        <Input
          id={nameId}
          ref={nameRef}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          Where the key is used, e.g. "Invoicing export".
        </p>
        {problem ? (
          <p key={attempt} id={errorId} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="w-40 space-y-2">
        <Label htmlFor={expiryId}>Expiry</Label>
        <NativeSelect
          id={expiryId}
          name="expiry"
          value={expiry}
          onChange={(event) => {
            if (isExpiryChoice(event.target.value)) setExpiry(event.target.value);
          }}
        >
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Aligned with the inputs: the label row's height above it. */}
      <Button type="submit" className="mt-[1.375rem]" disabled={create.isPending} aria-busy={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? "Creating…" : "Create key"}
      </Button>
    </form>
  );
}
