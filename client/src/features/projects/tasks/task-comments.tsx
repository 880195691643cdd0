import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { useColleagues } from "../project-queries";
import { MarkdownView } from "./markdown-view";
import { insertMention, mentionedIn, mentionQueryAt, suggestionsFor } from "./mentions";
import { useTaskMutations } from "./task-mutations";

const TIME = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "short", timeStyle: "short" });

/** The task's comments, oldest first, and a new one with @mentions of colleagues. */
export function TaskComments({ projectId, taskId }: { projectId: string; taskId: string }) {
  const headingId = useId();
  const trpc = useTRPC();
  const comments = useQuery(trpc.projects.comments.queryOptions({ id: projectId, taskId }));
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Comments
      </h3>
      {comments.isPending ? (
        <p className="text-sm text-muted-foreground">Loading comments…</p>
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(comments.error, "Failed to load comments")}
        </p>
      ) : comments.data.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ol className="grid gap-3">
          {comments.data.comments.map((comment) => (
            <li key={comment.id} className="rounded-md border p-3">
              <p className="mb-1 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{comment.author?.name ?? "Former user"}</span> ·{" "}
                <time dateTime={comment.createdAt}>{TIME.format(new Date(comment.createdAt))}</time>
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
  const [body, setBody] = useState("");
  const [caret, setCaret] = useState(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const typed = mentionQueryAt(body, caret);
  const suggestions = typed ? suggestionsFor(typed.query, people) : [];

  function pick(person: { id: string; name: string }) {
    const next = insertMention(body, caret, person);
    if (!next) return;
    setBody(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    mutations.addComment.mutate(
      { id: projectId, taskId, body: body.trim(), mentions: mentionedIn(body, people) },
      {
        onSuccess: () => setBody(""),
        onError: (error) => toast.error(errorMessageOf(error, "Failed to add the comment")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        New comment
      </label>
      <Textarea
        ref={textarea}
        id={id}
        rows={3}
        value={body}
        aria-describedby={hintId}
        onChange={(event) => {
          setBody(event.target.value);
          setCaret(event.target.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Type @ and a name to mention a colleague. Markdown works.
      </p>
      {suggestions.length > 0 ? (
        <ul aria-label="Mention a colleague" className="flex flex-wrap gap-2">
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
        <Button type="submit" disabled={!body.trim() || mutations.addComment.isPending}>
          {mutations.addComment.isPending ? "Adding…" : "Add comment"}
        </Button>
      </div>
    </form>
  );
}
