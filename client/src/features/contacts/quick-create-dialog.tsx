import { Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { useSchemaForm } from "@/lib/schema-form";
import { useContactChoices } from "./contact-queries";
import { Field, TextField } from "./form-field";
import {
  entityOf,
  hasRole,
  parentOf,
  type QuickCreateTarget,
  quickCreateDefaults,
  quickCreateSchema,
  relationshipName,
  useQuickCreate,
} from "./use-quick-create";

const TITLES = { person: "Create Person", organization: "Create Organization" } as const;

/**
 * The relationship cards' quick create (spec §2, §5): a modal dialog whose text says the new entity will be
 * associated with the contact of the page and names the relationship.
 */
export function QuickCreateDialog({ target }: { target: QuickCreateTarget }) {
  const [open, setOpen] = useState(false);
  const title = TITLES[entityOf(target)];
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {title}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {/* Mounted only while open: every opening starts with an empty form. */}
          {open ? <QuickCreateForm target={target} title={title} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function QuickCreateForm({ target, title, onDone }: { target: QuickCreateTarget; title: string; onDone: () => void }) {
  const id = useId();
  const entity = entityOf(target);
  const parent = parentOf(target);
  const schema = useMemo(() => quickCreateSchema(target), [target]);
  // Every message beside its field (the dialog shows them all at once), and the focus on the first.
  const { form, handleSubmit } = useSchemaForm({ schema, defaultValues: quickCreateDefaults, shouldFocusError: true });
  const create = useQuickCreate(target, onDone);
  const errors = form.formState.errors;
  const relationship = relationshipName(target, form.watch("role"));
  const showParentChoice = target.kind === "organization";

  return (
    <form noValidate onSubmit={handleSubmit((values) => create.mutate(values))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          The new {entity} will be associated with {parent.name}
          {relationship ? ` (relationship: ${relationship})` : ""}.
        </DialogDescription>
      </DialogHeader>
      <TextField id={`${id}-name`} label="Name" required error={errors.name?.message} {...form.register("name")} />
      {entity === "organization" ? (
        <TextField
          id={`${id}-legal-name`}
          label="Legal Name"
          required
          error={errors.legalName?.message}
          {...form.register("legalName")}
        />
      ) : null}
      <TextField
        id={`${id}-email`}
        type="email"
        label="Email"
        required={entity === "person"}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField id={`${id}-phone`} type="tel" label="Phone" {...form.register("phone")} />
      {entity === "person" ? <TextField id={`${id}-position`} label="Position" {...form.register("position")} /> : null}
      {showParentChoice ? <ParentChoice id={`${id}-parent`} register={form.register("parentOrganizationId")} /> : null}
      {hasRole(target) ? (
        <TextField id={`${id}-role`} label="Role" required error={errors.role?.message} {...form.register("role")} />
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? "Creating..." : title}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ParentChoice({ id, register }: { id: string; register: UseFormRegisterReturn<"parentOrganizationId"> }) {
  const organizations = useContactChoices("organization");
  return (
    <Field id={id} label="Parent Organization">
      {(control) => (
        <NativeSelect {...control} {...register}>
          <option value="">{organizations.isPending ? "Loading..." : "None"}</option>
          {organizations.data?.contacts.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
