import { PROJECT_MESSAGES, PROJECT_STATUSES, type Project } from "@kancl/shared";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import { FieldMessage } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { DealPicker } from "@/features/pickers/deal-picker";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useSchemaForm } from "@/lib/schema-form";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { ClientChooser } from "./client-chooser";
import { DateRangeFields } from "./date-range-fields";
import { projectFormDefaults, projectFormSchema } from "./project-form-schema";
import { PROJECT_STATUS_LABELS } from "./project-format";
import { useColleagues, useInvalidateProjects } from "./project-queries";
import { peopleOptions, SelectField } from "./select-field";

/** New project (from the list) or Edit project (from its page): one form, the server's rules and texts. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project?: Project;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        {open ? <ProjectForm project={project} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProjectForm({ project, onDone }: { project?: Project; onDone: () => void }) {
  const ids = {
    name: useId(),
    deal: useId(),
    description: useId(),
    client: useId(),
  };
  const trpc = useTRPC();
  const navigate = useNavigate();
  const invalidate = useInvalidateProjects();
  const colleagues = useColleagues();
  // The version this form was filled from, even if a refetch brings a newer project meanwhile.
  const [version] = useState(project?.version);
  const { form, handleSubmit, problem, attempt, sending } = useSchemaForm({
    schema: projectFormSchema,
    defaultValues: projectFormDefaults(project),
  });
  // The server's refusal of a valid form (a stale version, a deal taken), shown below the fields.
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useMutation(trpc.projects.create.mutationOptions());
  const update = useMutation(trpc.projects.update.mutationOptions());
  const busy = sending || create.isPending || update.isPending;
  const client = form.watch("client");

  const submit = handleSubmit(async ({ ownerId, ...fields }) => {
    setRefusal(null);
    try {
      if (project) {
        await update.mutateAsync({ id: project.id, ...fields, ...(ownerId ? { ownerId } : {}), version });
        await invalidate.project(project.id);
        toast.success(PROJECT_MESSAGES.updated);
        onDone();
      } else {
        const created = await create.mutateAsync({ ...fields, ownerId: ownerId ?? null });
        await invalidate.all();
        toast.success(PROJECT_MESSAGES.created);
        onDone();
        navigate(`/projects/${created.id}/board`);
      }
    } catch (error) {
      setRefusal(errorMessageOf(error, t(project ? "projectForm.updateFailed" : "projectForm.createFailed")));
    }
  });

  // A problem the form shows beside a field, or below the fields when it is about another one.
  const beside = ["name", "client", "dueDate"] as const;
  const problemOf = (field: (typeof beside)[number]) => (problem?.field === field ? problem.message : null);
  const formProblem = problem && !(beside as readonly string[]).includes(problem.field) ? problem.message : refusal;
  const describe = (field: (typeof beside)[number], id: string) => (problemOf(field) ? `${id}-problem` : undefined);

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>{t(project ? "projectForm.editProject" : "projectForm.newProject")}</DialogTitle>
        <DialogDescription>{t("projectForm.description")}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>{t("projectForm.name")}</Label>
        <Input
          id={ids.name}
          maxLength={200}
          aria-invalid={problemOf("name") ? true : undefined}
          aria-describedby={describe("name", ids.name)}
          {...form.register("name")}
        />
        <FieldMessage id={`${ids.name}-problem`} message={problemOf("name")} attempt={attempt} />
      </div>
      <div className="grid gap-2">
        <Controller
          control={form.control}
          name="client"
          render={({ field }) => (
            <ClientChooser
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                form.setValue("dealId", "");
              }}
              invalid={Boolean(problemOf("client"))}
              describedBy={describe("client", ids.client)}
            />
          )}
        />
        <FieldMessage id={`${ids.client}-problem`} message={problemOf("client")} attempt={attempt} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.deal}>{t("projectForm.deal")}</Label>
        {/* The client's deals, searched on the server (a client may have hundreds); none chosen is "No deal". */}
        <Controller
          control={form.control}
          name="dealId"
          render={({ field }) => (
            <DealPicker
              key={client?.id ?? "no-client"}
              id={ids.deal}
              value={field.value}
              onChange={(id) => field.onChange(id)}
              billingContactId={client?.id}
              disabled={!client}
              clearable
              placeholder={t(client ? "projectForm.noDealSearch" : "projectForm.chooseClientFirst")}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("projectForm.owner")}
          registration={form.register("ownerId")}
          empty={project ? undefined : t("projectForm.me")}
          options={peopleOptions(colleagues.data?.people ?? [])}
        />
        <SelectField
          label={t("projectForm.status")}
          registration={form.register("status")}
          options={PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }))}
        />
      </div>
      <DateRangeFields
        start={form.register("startDate")}
        due={form.register("dueDate")}
        startLabel={t("projectForm.startDate")}
        dueLabel={t("projectForm.dueDate")}
        dueProblem={problemOf("dueDate")}
        attempt={attempt}
      />
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>{t("projectForm.descriptionLabel")}</Label>
        <Textarea
          id={ids.description}
          rows={4}
          placeholder={t("projectForm.markdown")}
          {...form.register("description")}
        />
      </div>
      <FieldMessage message={formProblem} attempt={attempt} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {t(busy ? "projectForm.saving" : project ? "projectForm.saveProject" : "projectForm.createProject")}
        </Button>
      </DialogFooter>
    </form>
  );
}
