import { CONTACT_MESSAGES, type Contact } from "@kancl/shared";
import { Plus, Unlink } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { TextLink } from "@/components/ui/text-link";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t, translateMessage } from "@/i18n/screens";
import { refuse, useSchemaForm } from "@/lib/schema-form";
import { useSetParent } from "./contact-mutations";
import { useHierarchy, useSubOrganizations } from "./contact-queries";
import { CONTACT_UI_TEXT } from "./contact-texts";
import { QuickCreateDialog } from "./quick-create-dialog";
import { InlineLoadError, InlineLoading } from "./relationship-load-state";

/**
 * An organization's sub-organizations (spec §2, §5): add an existing organization (not itself, not one of its
 * children — nor one of its ancestors, which the server would refuse as a cycle), remove one (it moves to the top
 * level), or create a new one. Add and remove failures are only logged (spec §8).
 */
export function SubOrganizationsCard({ organization }: { organization: Contact }) {
  const children = useSubOrganizations(organization.id);
  const [creating, setCreating] = useState<string | null>(null);
  const hierarchy = useHierarchy(organization.id, organization.parentOrganizationId !== null);
  const setParent = useSetParent();
  const [removing, setRemoving] = useState<Contact | null>(null);

  const excluded = new Set([
    organization.id,
    ...(children.data?.children.map((child) => child.id) ?? []),
    ...(hierarchy.data?.path.map((node) => node.id) ?? []),
  ]);

  return (
    <Card aria-labelledby="sub-organizations-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="sub-organizations-title">{t("contactLinks.subOrganizations")}</CardTitle>
        <QuickCreateDialog
          target={{ kind: "sub-organization", parent: organization }}
          open={creating !== null}
          onOpenChange={(open) => setCreating(open ? "" : null)}
          initialName={creating ?? ""}
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {children.isPending ? (
          <InlineLoading label={t("contactLinks.loadingSubOrganizations")} />
        ) : children.isError ? (
          <InlineLoadError
            message={translateMessage(CONTACT_MESSAGES.loadSubOrganizationsFailed)}
            onRetry={() => children.refetch()}
            retrying={children.isFetching}
          />
        ) : children.data.children.length > 0 ? (
          <ul className="divide-y">
            {children.data.children.map((child) => (
              <li key={child.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-40 flex-1">
                  <TextLink to={`/crm/contacts/${child.id}`}>{child.name}</TextLink>
                  {child.legalName ? <p className="truncate text-xs text-muted-foreground">{child.legalName}</p> : null}
                </div>
                <Button
                  variant="ghostDestructive"
                  size="sm"
                  aria-label={t("contactLinks.removeNamed", { name: child.name })}
                  onClick={() => setRemoving(child)}
                >
                  <Unlink aria-hidden="true" />
                  {t("contactLinks.remove")}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("contactLinks.noSubOrganizations")}</p>
        )}
        <AddSubOrganizationForm
          exclude={excluded}
          onCreateNew={(name) => setCreating(name)}
          pending={setParent.isPending}
          onAdd={(childId) => setParent.mutate({ childId, parentOrganizationId: organization.id })}
        />
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("contactLinks.removeSubTitle")}
        description={t("contactLinks.removeSubDescription", { child: removing?.name ?? "", parent: organization.name })}
        confirmLabel={t("contactLinks.remove")}
        pendingLabel={t("contactLinks.removing")}
        destructive
        pending={setParent.isPending}
        onConfirm={() => {
          if (!removing) return;
          setParent.mutate(
            { childId: removing.id, parentOrganizationId: null },
            { onSettled: () => setRemoving(null) },
          );
        }}
      />
    </Card>
  );
}

interface AddSubOrganizationFormProps {
  /** Not offered: the organization itself, its children and its ancestors. */
  exclude: ReadonlySet<string>;
  onCreateNew: (name: string) => void;
  pending: boolean;
  onAdd: (childId: string) => void;
}

/** Spec §5: the organization to make a sub-organization must be chosen. */
const addSubOrganizationSchema = z
  .object({ childId: z.string().default("") })
  .transform(({ childId }, ctx) => childId || refuse(ctx, "childId", CONTACT_UI_TEXT.selectOrganization));

function AddSubOrganizationForm({ exclude, onCreateNew, pending, onAdd }: AddSubOrganizationFormProps) {
  const { form, handleSubmit, problem } = useSchemaForm({
    schema: addSubOrganizationSchema,
    defaultValues: { childId: "" },
  });
  const submit = handleSubmit((childId) => {
    onAdd(childId);
    form.reset({ childId: "" });
  });

  return (
    <form
      noValidate
      aria-label={t("contactLinks.addSubFormLabel")}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 border-t pt-4"
    >
      <div className="min-w-48 flex-1 space-y-2">
        <Label htmlFor="sub-organization-choice">{t("contactLinks.existingOrganization")}</Label>
        <Controller
          control={form.control}
          name="childId"
          render={({ field }) => (
            <ContactPicker
              id="sub-organization-choice"
              type="organization"
              exclude={exclude}
              value={field.value ?? ""}
              onChange={(next) => field.onChange(next)}
              ref={field.ref}
              onCreate={onCreateNew}
              createLabel={(name) =>
                name ? t("contactLinks.createOrganizationNamed", { name }) : t("contactLinks.createOrganization")
              }
              invalid={problem ? true : undefined}
              describedBy={problem ? "sub-organization-error" : undefined}
            />
          )}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
        <Plus aria-hidden="true" />
        {t("contactLinks.addSub")}
      </Button>
      {problem ? (
        <p id="sub-organization-error" role="alert" className="basis-full text-sm text-destructive">
          {translateMessage(problem.message)}
        </p>
      ) : null}
    </form>
  );
}
