import { createApiKeyInputSchema } from "@kancl/shared";
import { Plus } from "lucide-react";
import { type RefObject, useId } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { translateMessage, useT } from "@/i18n/settings";
import { parsedByServerSchema } from "@/lib/schema-form";
import { EXPIRY_OPTIONS, type ExpiryChoice, expiryDate, SCOPE_OPTIONS } from "./api-key-format";
import { type CreatedApiKey, useCreateApiKey } from "./api-keys-api";
import { useCreateForm } from "./use-create-form";

/** The server's limit (createApiKeyInputSchema). */
const NAME_MAX_LENGTH = 100;

const EXPIRY_VALUES = EXPIRY_OPTIONS.map((option) => option.value) as [ExpiryChoice, ...ExpiryChoice[]];

/**
 * The form's schema (the app's one form pattern, lib/schema-form.ts): the name and the expiry chosen, turned into
 * the server's own input (the expiry counted from the moment of the submit) and checked by its schema, so the
 * messages are the server's ("Name is required"); the server checks again.
 */
const createApiKeyFormSchema = z
  .object({ name: z.string(), expiry: z.enum(EXPIRY_VALUES), scope: z.enum(["read-write", "read"]) })
  .transform(({ name, expiry, scope }, ctx) =>
    parsedByServerSchema(
      createApiKeyInputSchema,
      { name, expiresAt: expiryDate(expiry)?.toISOString() ?? null, scope },
      ctx,
      // Every problem is the name's: the expiry is a choice among valid ones.
      (issue) => ({ field: "name", message: issue.message }),
    ),
  );

const EMPTY = { name: "", expiry: "never" as ExpiryChoice, scope: "read-write" as const };

interface CreateApiKeyFormProps {
  onCreated: (created: CreatedApiKey) => void;
  /** The Name input, so the page can return the focus to it when the secret dialog closes. */
  nameInputRef?: RefObject<HTMLInputElement | null>;
}

/** Name and expiry of a new key; the schema's message under the name. */
export function CreateApiKeyForm({ onCreated, nameInputRef }: CreateApiKeyFormProps) {
  const t = useT();
  const nameId = useId();
  const errorId = useId();
  const hintId = useId();
  const expiryId = useId();
  const scopeId = useId();
  const create = useCreateApiKey();
  const { form, submit, problem, attempt, firstField } = useCreateForm({
    schema: createApiKeyFormSchema,
    empty: EMPTY,
    field: "name",
    create,
    onCreated,
    inputRef: nameInputRef,
  });

  return (
    // noValidate: the schema's message in the page instead of the browser's bubble.
    <form
      noValidate
      aria-label={t("apiKeysScreen.formLabel")}
      className="flex flex-wrap items-start gap-4"
      onSubmit={submit}
    >
      <div className="min-w-56 flex-1 space-y-2">
        <Label htmlFor={nameId}>{t("settingsCommon.name")}</Label>
        <Input
          id={nameId}
          {...firstField}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("apiKeysScreen.nameHint")}
        </p>
        {problem ? (
          <p key={attempt} id={errorId} role="alert" className="text-sm text-destructive">
            {translateMessage(problem.message)}
          </p>
        ) : null}
      </div>
      <div className="w-40 space-y-2">
        <Label htmlFor={expiryId}>{t("apiKeysScreen.expiry")}</Label>
        <NativeSelect id={expiryId} {...form.register("expiry")}>
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="w-40 space-y-2">
        <Label htmlFor={scopeId}>{t("apiKeysScreen.access")}</Label>
        <NativeSelect id={scopeId} {...form.register("scope")}>
          {SCOPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Aligned with the inputs: the label row's height above it. */}
      <Button type="submit" className="mt-[1.375rem]" disabled={create.isPending} aria-busy={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? t("apiKeysScreen.creating") : t("apiKeysScreen.createKey")}
      </Button>
    </form>
  );
}
