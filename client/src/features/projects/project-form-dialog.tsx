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
    if (!client) return setProblem({ field: "client", message: "Client is required" });
    if (startDate && dueDate && dueDate < startDate) {
      return setProblem({ field: "due", message: "Due date must not be before the start date" });
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
        message: errorMessageOf(error, project ? "Failed to update project" : "Failed to create project"),
      });
    }
  }

  const describe = (field: Field, id: string) => (problem?.field === field ? `${id}-problem` : undefined);

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>{project ? "Edit project" : "New project"}</DialogTitle>
        <DialogDescription>A project for a client organization, optionally tied to one of its deals.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>Name</Label>
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
        <Label htmlFor={ids.deal}>Deal</Label>
        {/* The client's deals, searched on the server (a client may have hundreds); none chosen is "No deal". */}
        <DealPicker
          key={client?.id ?? "no-client"}
          id={ids.deal}
          value={dealId}
          onChange={(id) => setDealId(id)}
          billingContactId={client?.id}
          disabled={!client}
          clearable
          placeholder={client ? "No deal — search the client's deals…" : "Choose the client first"}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.owner}>Owner</Label>
          <NativeSelect id={ids.owner} value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
            {project ? null : <option value="">Me</option>}
            {(colleagues.data?.people ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.status}>Status</Label>
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
          <Label htmlFor={ids.start}>Start date</Label>
          <Input id={ids.start} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.due}>Due date</Label>
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
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          rows={4}
          value={description}
          placeholder="Markdown"
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <FieldMessage message={problem?.field === "form" ? problem.message : null} attempt={attempt} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : project ? "Save project" : "Create project"}
        </Button>
      </DialogFooter>
    </form>
  );
}
