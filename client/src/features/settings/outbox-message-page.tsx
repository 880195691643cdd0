import { OUTBOX_MESSAGES } from "@kancl/shared";
import { ArrowLeft, Send } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState, type RecordLoadTexts } from "@/components/record-load-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useOutboxMessage, useRetryOutboxMessage } from "./outbox-api";
import { OutboxStatusBadge } from "./outbox-status-badge";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "—");

const LOAD_TEXTS: RecordLoadTexts = {
  loading: "Loading message…",
  notFound: OUTBOX_MESSAGES.notFound,
  notFoundDescription: OUTBOX_MESSAGES.notFoundDescription,
  loadFailed: "Failed to load the message",
  back: { to: "/settings/outbox", label: "Back to the outbox" },
};

/** Settings → Outbox → a message (/settings/outbox/:messageId): its delivery, its text (with its links), Send again. */
export function OutboxMessagePage() {
  const { messageId = "" } = useParams();
  const query = useOutboxMessage(messageId);
  const retry = useRetryOutboxMessage();
  const message = query.data;

  if (!message) return <RecordLoadState texts={LOAD_TEXTS} query={query} />;
  const canRetry = message.status === "failed" || message.status === "unsent";

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to="/settings/outbox"
        className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the outbox
      </Link>
      <PageHeader
        title={message.subject}
        description={`To ${message.to}`}
        actions={
          canRetry ? (
            <Button
              disabled={retry.isPending}
              aria-busy={retry.isPending}
              onClick={() => retry.mutate({ id: message.id })}
            >
              <Send aria-hidden="true" />
              {retry.isPending ? "Sending…" : "Send again"}
            </Button>
          ) : null
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Delivery</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <OutboxStatusBadge status={message.status} />
            </dd>
            <dt className="text-muted-foreground">Created</dt>
            <dd>{when(message.createdAt)}</dd>
            <dt className="text-muted-foreground">Attempts</dt>
            <dd>{message.attempts}</dd>
            <dt className="text-muted-foreground">Last attempt</dt>
            <dd>{when(message.lastAttemptAt)}</dd>
            <dt className="text-muted-foreground">Sent</dt>
            <dd>{when(message.sentAt)}</dd>
            {message.lastError ? (
              <>
                <dt className="text-muted-foreground">Last error</dt>
                <dd className="break-words text-destructive">{message.lastError}</dd>
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Message</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="font-sans text-sm whitespace-pre-wrap break-words">
            <LinkifiedText text={message.text} />
          </pre>
        </CardContent>
      </Card>
    </div>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The message's text with its links clickable (an admin passes a reset or invitation link on without SMTP). */
function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
        key={index}
        href={part}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline underline-offset-4"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}
