import { type ContactType, DEFAULT_LINK_ROLE, roleSchema } from "@kancl/shared";
import { Plus } from "lucide-react";
import { useId, useMemo } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t, translateMessage } from "@/i18n/screens";
import { refuse, useSchemaForm } from "@/lib/schema-form";

export interface NewLink {
  contactId: string;
  role: string;
  isPrimary: boolean;
}

interface AddLinkFormProps {
  /** The picker's label: "Organization" or "Person". */
  candidateLabel: string;
  /** Whom the picker searches. */
  candidateType: ContactType;
  /** Contacts that are linked already (spec §5): not offered. */
  exclude: ReadonlySet<string>;
  /** "Create new…" with the typed name: the card's quick create (spec §2). */
  onCreateNew?: (name: string) => void;
  /** Shown when nothing is selected. */
  selectMessage: string;
  /** Offer the primary flag (a person has one primary organization). */
  withPrimary?: boolean;
  pending: boolean;
  /** Adds the link; resolves true when it was added (the form then starts over). */
  onAdd: (link: NewLink) => Promise<boolean>;
}

const EMPTY = { contactId: "", role: DEFAULT_LINK_ROLE as string, isPrimary: false };

/** Spec §5 Links, in order: a selection (`selectMessage`), then a role (the server's own role schema). */
function addLinkSchema(selectMessage: string) {
  return z
    .object({ contactId: z.string().default(""), role: z.string(), isPrimary: z.boolean() })
    .transform(({ contactId, role, isPrimary }, ctx): NewLink => {
      if (!contactId) return refuse(ctx, "contactId", selectMessage);
      const checked = roleSchema.safeParse(role);
      if (!checked.success) return refuse(ctx, "role", checked.error.issues[0]?.message ?? "");
      return { contactId, role: checked.data, isPrimary };
    });
}

/** Spec §5 Links: adding needs a selection and a non-empty role (default 'Employee'). */
export function AddLinkForm({
  candidateLabel,
  candidateType,
  exclude,
  onCreateNew,
  selectMessage,
  withPrimary = false,
  pending,
  onAdd,
}: AddLinkFormProps) {
  const id = useId();
  const schema = useMemo(() => addLinkSchema(selectMessage), [selectMessage]);
  const { form, handleSubmit, problem } = useSchemaForm({ schema, defaultValues: EMPTY });
  const submit = handleSubmit(async (link) => {
    if (await onAdd(link)) form.reset(EMPTY);
  });

  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      aria-label={candidateType === "person" ? t("contactLinks.addPerson") : t("contactLinks.addOrganization")}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 border-t pt-4"
    >
      <div className="min-w-48 flex-1 space-y-2">
        <Label htmlFor={`${id}-contact`}>{candidateLabel}</Label>
        <Controller
          control={form.control}
          name="contactId"
          render={({ field }) => (
            <ContactPicker
              id={`${id}-contact`}
              type={candidateType}
              exclude={exclude}
              value={field.value ?? ""}
              onChange={(next) => field.onChange(next)}
              ref={field.ref}
              onCreate={onCreateNew}
              createLabel={(name) =>
                candidateType === "person"
                  ? name
                    ? t("contactLinks.createPersonNamed", { name })
                    : t("contactLinks.createPerson")
                  : name
                    ? t("contactLinks.createOrganizationNamed", { name })
                    : t("contactLinks.createOrganization")
              }
              invalid={problem?.field === "contactId"}
              describedBy={problem?.field === "contactId" ? errorId : undefined}
            />
          )}
        />
      </div>
      <div className="w-44 space-y-2">
        <Label htmlFor={`${id}-role`}>{t("contactLinks.role")}</Label>
        <Input
          id={`${id}-role`}
          maxLength={200}
          aria-invalid={problem?.field === "role" || undefined}
          aria-describedby={problem?.field === "role" ? errorId : undefined}
          {...form.register("role")}
        />
      </div>
      {withPrimary ? (
        <div className="flex h-9 items-center gap-2">
          <input
            id={`${id}-primary`}
            type="checkbox"
            className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-ring"
            {...form.register("isPrimary")}
          />
          <Label htmlFor={`${id}-primary`}>{t("contactLinks.primary")}</Label>
        </div>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
        <Plus aria-hidden="true" />
        {pending ? t("contactLinks.adding") : t("contactLinks.addLink")}
      </Button>
      {problem ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
          {translateMessage(problem.message)}
        </p>
      ) : null}
    </form>
  );
}
