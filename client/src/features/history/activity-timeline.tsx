import { type AuditEvent, NOTE_MAX_LENGTH, type Note, type TimelineEntry } from "@kancl/shared";
import { type FormEvent, useContext, useId, useState } from "react";
import { LoadMore } from "@/components/load-more";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SessionContext } from "@/features/auth/session-context";
import { CanWrite } from "@/features/auth/use-can";
import { formatDateTime } from "@/features/invoices/invoice-format";
import { MarkdownView } from "@/features/projects/tasks/markdown-view";
import { t } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { actorLabel, eventHeadline, fieldLabel, valueText } from "./event-text";
import { type TimelineSubject, useNoteActions, useTimeline } from "./history-queries";

/**
 * The activity timeline of a contact, a deal or a project (issue 24 item 4, decision 112): a note composer, then notes
 * and recorded events, newest first, 30 at a time with "Load more".
 */
export function ActivityTimeline({ subject, title }: { subject: TimelineSubject; title?: string }) {
  const timeline = useTimeline(subject);
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{title ?? t("timeline.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CanWrite>
          <NoteComposer subject={subject} />
        </CanWrite>
        {timeline.isPending ? (
          <p className="text-sm text-muted-foreground">{t("timeline.loading")}</p>
        ) : timeline.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageOf(timeline.error, t("timeline.loadFailed"))}
          </p>
        ) : (
          <TimelineList entries={timeline.data.pages.flatMap((page) => page.entries)} />
        )}
        <LoadMore list={timeline} label={t("timeline.showOlder")} errorFallback={t("timeline.olderFailed")} />
      </CardContent>
    </Card>
  );
}

export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t("timeline.empty")}</p>;
  return (
    <ol className="grid gap-3" aria-label={t("timeline.listLabel")}>
      {entries.map((entry) =>
        entry.note ? (
          <NoteItem key={entry.id} note={entry.note} />
        ) : entry.event ? (
          <EventItem key={entry.id} event={entry.event} />
        ) : null,
      )}
    </ol>
  );
}

function EventItem({ event }: { event: AuditEvent }) {
  const changes = event.action === "update" ? event.changes.slice(0, 6) : [];
  return (
    <li className="border-l-2 border-muted pl-3 text-sm">
      <p>
        <span className="font-medium">{eventHeadline(event)}</span>{" "}
        <span className="text-muted-foreground">
          · {actorLabel(event)} · <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
        </span>
      </p>
      {changes.length > 0 ? (
        <ul className="mt-1 grid gap-0.5 text-muted-foreground">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              {fieldLabel(change.field)}: <del>{valueText(change.old)}</del> →{" "}
              <ins className="no-underline">{valueText(change.new)}</ins>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function NoteItem({ note }: { note: Note }) {
  const me = useContext(SessionContext)?.user?.id;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mine = me === note.authorId;
  return (
    <li className="rounded-md border bg-card p-3 text-sm" aria-label={t("timeline.noteBy", { name: note.authorName })}>
      <p className="mb-1 text-muted-foreground">
        <span className="font-medium text-foreground">{note.authorName}</span> ·{" "}
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
        {note.edited ? t("timeline.edited") : ""}
      </p>
      {editing ? (
        <NoteEditor note={note} onDone={() => setEditing(false)} />
      ) : (
        <>
          <MarkdownView text={note.body} />
          {mine ? (
            <CanWrite>
              <div className="mt-2 flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  {t("timeline.editNote")}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                  {t("timeline.deleteNote")}
                </Button>
              </div>
              {confirming ? <DeleteNoteDialog noteId={note.id} onClose={() => setConfirming(false)} /> : null}
            </CanWrite>
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * Asks before a note is deleted. Mounted only while it is open: a closed dialog and the note mutations in each of the
 * timeline's notes were a good part of its first render (benchmark 15).
 */
function DeleteNoteDialog({ noteId, onClose }: { noteId: string; onClose: () => void }) {
  const { remove } = useNoteActions();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("timeline.deleteNoteTitle")}
      description={t("timeline.deleteNoteDescription")}
      confirmLabel={t("timeline.deleteNote")}
      destructive
      onConfirm={() => remove.mutate({ id: noteId }, { onSettled: onClose })}
    />
  );
}

function NoteComposer({ subject }: { subject: TimelineSubject }) {
  const [body, setBody] = useState("");
  const { create } = useNoteActions();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    create.mutate({ subjectType: subject.type, subjectId: subject.id, body }, { onSuccess: () => setBody("") });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{t("timeline.newNote")}</Label>
      <Textarea
        id={id}
        value={body}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        placeholder={t("timeline.notePlaceholder")}
        onChange={(event) => setBody(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={create.isPending || !body.trim()}>
          {create.isPending ? t("timeline.adding") : t("timeline.addNote")}
        </Button>
      </div>
    </form>
  );
}

function NoteEditor({ note, onDone }: { note: Note; onDone: () => void }) {
  const [body, setBody] = useState(note.body);
  const { update } = useNoteActions();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: note.id, body, version: note.version }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{t("timeline.editNote")}</Label>
      <Textarea id={id} value={body} maxLength={NOTE_MAX_LENGTH} rows={4} onChange={(e) => setBody(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending || !body.trim()}>
          {t("timeline.saveNote")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
