import { Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { DialogSubmitFooter } from "@/components/dialog-submit-footer";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t, translated } from "@/i18n/screens";
import { useSchemaForm } from "@/lib/schema-form";
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

const TITLES = translated({ person: "quickCreate.createPerson", organization: "quickCreate.createOrganization" });

/**
 * The relationship cards' quick create (spec §2, §5): a modal dialog whose text says the new entity will be
 * associated with the contact of the page and names the relationship.
 */
export function QuickCreateDialog({
  target,
  open: openProp,
  onOpenChange,
  initialName = "",
}: {
  target: QuickCreateTarget;
  /** Opened from outside too: a picker's "Create new…" (decision 185), with the name typed there. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  initialName?: string;
}) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = onOpenChange ?? setOpenState;
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
          {open ? (
            <QuickCreateForm target={target} title={title} initialName={initialName} onDone={() => setOpen(false)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function QuickCreateForm({
  target,
  title,
  initialName,
  onDone,
}: {
  target: QuickCreateTarget;
  title: string;
  initialName: string;
  onDone: () => void;
}) {
  const id = useId();
  const entity = entityOf(target);
  const parent = parentOf(target);
  const schema = useMemo(() => quickCreateSchema(target), [target]);
  // Every message beside its field (the dialog shows them all at once), and the focus on the first.
  const { form, handleSubmit } = useSchemaForm({
    schema,
    defaultValues: { ...quickCreateDefaults, name: initialName },
    shouldFocusError: true,
  });
  const create = useQuickCreate(target, onDone);
  const errors = form.formState.errors;
  const relationship = hasRole(target) ? relationshipName(target, form.watch("role")) : t("quickCreate.subsidiary");
  const showParentChoice = target.kind === "organization";

  return (
    <form noValidate onSubmit={handleSubmit((values) => create.mutate(values))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {entity === "person"
            ? t("quickCreate.associatedPerson", { parent: parent.name })
            : t("quickCreate.associatedOrganization", { parent: parent.name })}
          {relationship ? t("quickCreate.relationship", { relationship }) : ""}.
        </DialogDescription>
      </DialogHeader>
      <TextField
        id={`${id}-name`}
        label={t("contactScreens.name")}
        required
        error={errors.name?.message}
        {...form.register("name")}
      />
      {entity === "organization" ? (
        <TextField
          id={`${id}-legal-name`}
          label={t("contactView.legalName")}
          required
          error={errors.legalName?.message}
          {...form.register("legalName")}
        />
      ) : null}
      <TextField
        id={`${id}-email`}
        type="email"
        label={t("contactView.email")}
        required={entity === "person"}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField id={`${id}-phone`} type="tel" label={t("contactScreens.phone")} {...form.register("phone")} />
      {entity === "person" ? (
        <TextField id={`${id}-position`} label={t("contactView.position")} {...form.register("position")} />
      ) : null}
      {showParentChoice ? (
        <Field id={`${id}-parent`} label={t("contactForm.parentOrganization")}>
          {(control) => (
            <Controller
              control={form.control}
              name="parentOrganizationId"
              render={({ field }) => (
                <ContactPicker
                  id={control.id}
                  describedBy={control["aria-describedby"]}
                  type="organization"
                  clearable
                  placeholder={t("contactForm.parentPlaceholder")}
                  value={field.value}
                  onChange={(next) => field.onChange(next)}
                  ref={field.ref}
                />
              )}
            />
          )}
        </Field>
      ) : null}
      {hasRole(target) ? (
        <TextField
          id={`${id}-role`}
          label={t("contactLinks.role")}
          required
          error={errors.role?.message}
          {...form.register("role")}
        />
      ) : null}
      <DialogSubmitFooter
        label={title}
        pendingLabel={t("quickCreate.creating")}
        pending={create.isPending}
        before={
          <Button variant="outline" onClick={onDone} disabled={create.isPending}>
            {t("common.cancel")}
          </Button>
        }
      />
    </form>
  );
}
