import { OUTBOX_MESSAGES } from "@kancl/shared";
import { formatDateTimeIn } from "@kancl/shared/locale-format";
import { ArrowLeft, EyeOff, Send } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState, type RecordLoadTexts } from "@/components/record-load-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { currentLocale, t, translateMessage, useT } from "@/i18n/settings";
import { useOutboxMessage, useRetryOutboxMessage } from "./outbox-api";
import { OutboxStatusBadge } from "./outbox-status-badge";

const when = (iso: string | null) => (iso ? formatDateTimeIn(currentLocale(), iso, "medium", "medium") : "—");

/** Read in the language on screen when the page renders (RecordLoadState translates the server's messages). */
const loadTexts = (): RecordLoadTexts => ({
  loading: t("outboxScreen.loadingMessage"),
  notFound: OUTBOX_MESSAGES.notFound,
  notFoundDescription: OUTBOX_MESSAGES.notFoundDescription,
  loadFailed: t("outboxScreen.messageLoadFailed"),
  back: { to: "/settings/outbox", label: t("outboxScreen.back") },
});

/**
 * Settings → Outbox → a message (/settings/outbox/:messageId): its delivery, its text (with its links), Send again. A
 * one-time link meant for the recipient alone arrives redacted, and the page says so (decision 142).
 */
export function OutboxMessagePage() {
  useT();
  const { messageId = "" } = useParams();
  const query = useOutboxMessage(messageId);
  const retry = useRetryOutboxMessage();
  const message = query.data;

  if (!message) return <RecordLoadState texts={loadTexts()} query={query} />;
  const canRetry = message.status === "failed" || message.status === "unsent";

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to="/settings/outbox"
        className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("outboxScreen.back")}
      </Link>
      <PageHeader
        title={message.subject}
        description={t("outboxScreen.to", { to: message.to })}
        actions={
          canRetry ? (
            <Button
              disabled={retry.isPending}
              aria-busy={retry.isPending}
              onClick={() => retry.mutate({ id: message.id })}
            >
              <Send aria-hidden="true" />
              {retry.isPending ? t("outboxScreen.sending") : t("outboxScreen.sendAgain")}
            </Button>
          ) : null
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>{t("outboxScreen.delivery")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted-foreground">{t("settingsCommon.status")}</dt>
            <dd>
              <OutboxStatusBadge status={message.status} />
            </dd>
            <dt className="text-muted-foreground">{t("settingsCommon.created")}</dt>
            <dd>{when(message.createdAt)}</dd>
            <dt className="text-muted-foreground">{t("outboxScreen.attempts")}</dt>
            <dd>{message.attempts}</dd>
            <dt className="text-muted-foreground">{t("outboxScreen.lastAttempt")}</dt>
            <dd>{when(message.lastAttemptAt)}</dd>
            <dt className="text-muted-foreground">{t("outboxScreen.sent")}</dt>
            <dd>{when(message.sentAt)}</dd>
            {message.lastError ? (
              <>
                <dt className="text-muted-foreground">{t("outboxScreen.lastError")}</dt>
                <dd className="break-words text-destructive">{message.lastError}</dd>
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("outboxScreen.message")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {message.redacted ? (
            <p className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm" role="note">
              <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {translateMessage(OUTBOX_MESSAGES.redacted)}
            </p>
          ) : null}
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
