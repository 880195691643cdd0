import { createCommentFields, formatDateTimeIn } from "@kancl/shared";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { currentLocale, t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { useAddTextForm } from "../add-text-form";
import { useColleagues } from "../project-queries";
import { MarkdownView } from "./markdown-view";
import { insertMention, mentionedIn, mentionQueryAt, suggestionsFor } from "./mentions";
import { useTaskMutations } from "./task-mutations";

/** The task's comments, oldest first, and a new one with @mentions of colleagues. */
export function TaskComments({ projectId, taskId }: { projectId: string; taskId: string }) {
  const headingId = useId();
  const trpc = useTRPC();
  const comments = useQuery(trpc.projects.comments.queryOptions({ id: projectId, taskId }));
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("taskDialog.comments")}
      </h3>
      {comments.isPending ? (
        <p className="text-sm text-muted-foreground">{t("taskDialog.loadingComments")}</p>
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(comments.error, t("taskDialog.loadCommentsFailed"))}
        </p>
      ) : comments.data.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("taskDialog.noComments")}</p>
      ) : (
        <ol className="grid gap-3">
          {comments.data.comments.map((comment) => (
            <li key={comment.id} className="rounded-md border p-3">
              <p className="mb-1 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {comment.author?.name ?? t("taskDialog.formerUser")}
                </span>{" "}
                ·{" "}
                <time dateTime={comment.createdAt}>
                  {formatDateTimeIn(currentLocale(), comment.createdAt, "short")}
                </time>
              </p>
              <MarkdownView text={comment.body} />
            </li>
          ))}
        </ol>
      )}
      <CommentForm projectId={projectId} taskId={taskId} />
    </section>
  );
}

function CommentForm({ projectId, taskId }: { projectId: string; taskId: string }) {
  const id = useId();
  const hintId = useId();
  const colleagues = useColleagues();
  const people = colleagues.data?.people ?? [];
  const mutations = useTaskMutations(projectId, taskId);
  const { form, handleSubmit, line: body, blank, reset } = useAddTextForm(createCommentFields.body);
  const [caret, setCaret] = useState(0);
  const field = form.register("text", {
    onChange: (event: { target: HTMLTextAreaElement }) => setCaret(event.target.selectionStart),
  });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const typed = mentionQueryAt(body, caret);
  const suggestions = typed ? suggestionsFor(typed.query, people) : [];

  function pick(person: { id: string; name: string }) {
    const next = insertMention(body, caret, person);
    if (!next) return;
    form.setValue("text", next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  const submit = handleSubmit((text) =>
    mutations.addComment.mutate(
      { id: projectId, taskId, body: text, mentions: mentionedIn(body, people) },
      {
        onSuccess: () => reset(),
        onError: (error) => toast.error(errorMessageOf(error, t("taskDialog.addCommentFailed"))),
      },
    ),
  );

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("taskDialog.newComment")}
      </label>
      <Textarea
        id={id}
        rows={3}
        aria-describedby={hintId}
        {...field}
        ref={(element) => {
          field.ref(element);
          textarea.current = element;
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("taskDialog.mentionHint")}
      </p>
      {suggestions.length > 0 ? (
        <ul aria-label={t("taskDialog.mention")} className="flex flex-wrap gap-2">
          {suggestions.map((person) => (
            <li key={person.id}>
              <Button type="button" variant="outline" size="sm" onClick={() => pick(person)}>
                @{person.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || mutations.addComment.isPending}>
          {t(mutations.addComment.isPending ? "taskDialog.adding" : "taskDialog.addComment")}
        </Button>
      </div>
    </form>
  );
}
