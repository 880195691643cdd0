import { PROJECT_MESSAGES, PROJECT_STATUSES, type Project, type ProjectStatus } from "@kancl/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
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
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { DealPicker } from "@/features/pickers/deal-picker";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { type ChosenClient, ClientChooser } from "./client-chooser";
import { PROJECT_STATUS_LABELS } from "./project-format";
import { useColleagues, useInvalidateProjects } from "./project-queries";

type Field = "name" | "client" | "due" | "form";

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
    owner: useId(),
    status: useId(),
    start: useId(),
    due: useId(),
    description: useId(),
    client: useId(),
  };
  const trpc = useTRPC();
  const navigate = useNavigate();
  const invalidate = useInvalidateProjects();
  const colleagues = useColleagues();
  const [name, setName] = useState(project?.name ?? "");
  const [client, setClient] = useState<ChosenClient | null>(project?.client ?? null);
  const [dealId, setDealId] = useState(project?.dealId ?? "");
  const [ownerId, setOwnerId] = useState(project?.ownerId ?? "");
  const [status, setStatus] = useState<ProjectStatus>(project?.status ?? "active");
  const [startDate, setStartDate] = useState(project?.startDate ?? "");
  const [dueDate, setDueDate] = useState(project?.dueDate ?? "");
  const [description, setDescription] = useState(project?.description ?? "");
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const create = useMutation(trpc.projects.create.mutationOptions());
  const update = useMutation(trpc.projects.update.mutationOptions());
  const busy = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((value) => value + 1);
    if (!name.trim()) return setProblem({ field: "name", message: PROJECT_MESSAGES.nameRequired });
    if (!client) return setProblem({ field: "client", message: t("projectForm.clientRequired") });
    if (startDate && dueDate && dueDate < startDate) {
      return setProblem({ field: "due", message: t("projectForm.dueBeforeStart") });
    }
    setProblem(null);
    const fields = {
      name: name.trim(),
      clientId: client.id,
      dealId: dealId || null,
      status,
      startDate: startDate || null,
      dueDate: dueDate || null,
      description,
    };
    try {
      if (project) {
        await update.mutateAsync({
          id: project.id,
          ...fields,
          ...(ownerId ? { ownerId } : {}),
          version: project.version,
        });
        await invalidate.project(project.id);
        toast.success(PROJECT_MESSAGES.updated);
        onDone();
      } else {
        const created = await create.mutateAsync({ ...fields, ownerId: ownerId || null });
        await invalidate.all();
        toast.success(PROJECT_MESSAGES.created);
        onDone();
        navigate(`/projects/${created.id}/board`);
      }
    } catch (error) {
      setProblem({
        field: "form",
        message: errorMessageOf(error, t(project ? "projectForm.updateFailed" : "projectForm.createFailed")),
      });
    }
  }

  const describe = (field: Field, id: string) => (problem?.field === field ? `${id}-problem` : undefined);

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
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem?.field === "name" || undefined}
          aria-describedby={describe("name", ids.name)}
        />
        <FieldMessage
          id={`${ids.name}-problem`}
          message={problem?.field === "name" ? problem.message : null}
          attempt={attempt}
        />
      </div>
      <div className="grid gap-2">
        <ClientChooser
          value={client}
          onChange={(next) => {
            setClient(next);
            setDealId("");
          }}
          invalid={problem?.field === "client"}
          describedBy={describe("client", ids.client)}
        />
        <FieldMessage
          id={`${ids.client}-problem`}
          message={problem?.field === "client" ? problem.message : null}
          attempt={attempt}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.deal}>{t("projectForm.deal")}</Label>
        {/* The client's deals, searched on the server (a client may have hundreds); none chosen is "No deal". */}
        <DealPicker
          key={client?.id ?? "no-client"}
          id={ids.deal}
          value={dealId}
          onChange={(id) => setDealId(id)}
          billingContactId={client?.id}
          disabled={!client}
          clearable
          placeholder={t(client ? "projectForm.noDealSearch" : "projectForm.chooseClientFirst")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.owner}>{t("projectForm.owner")}</Label>
          <NativeSelect id={ids.owner} value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
            {project ? null : <option value="">{t("projectForm.me")}</option>}
            {(colleagues.data?.people ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.status}>{t("projectForm.status")}</Label>
          <NativeSelect
            id={ids.status}
            value={status}
            onChange={(event) => setStatus(event.target.value as ProjectStatus)}
          >
            {PROJECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PROJECT_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.start}>{t("projectForm.startDate")}</Label>
          <Input id={ids.start} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.due}>{t("projectForm.dueDate")}</Label>
          <Input
            id={ids.due}
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            aria-invalid={problem?.field === "due" || undefined}
            aria-describedby={describe("due", ids.due)}
          />
          <FieldMessage
            id={`${ids.due}-problem`}
            message={problem?.field === "due" ? problem.message : null}
            attempt={attempt}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>{t("projectForm.descriptionLabel")}</Label>
        <Textarea
          id={ids.description}
          rows={4}
          value={description}
          placeholder={t("projectForm.markdown")}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <FieldMessage message={problem?.field === "form" ? problem.message : null} attempt={attempt} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {t(busy ? "projectForm.saving" : project ? "projectForm.saveProject" : "projectForm.createProject")}
        </Button>
      </DialogFooter>
    </form>
  );
}
