import { MAIL_STATUSES, type MailStatus, OUTBOX_MESSAGES } from "@kancl/shared";
import { formatDateTimeIn } from "@kancl/shared/locale-format";
import { EyeOff, LoaderCircle, RefreshCw, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadMore } from "@/components/load-more";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { currentLocale, translateMessage, useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { useOutbox } from "./outbox-api";
import { OutboxStatusBadge } from "./outbox-status-badge";

const isStatus = (value: string | null): value is MailStatus => MAIL_STATUSES.includes(value as MailStatus);

/**
 * Settings → Outbox (/settings/outbox): every e-mail Kancl sent (or could not send) for the organization, newest
 * first, with its delivery status. Without SMTP the messages wait here, readable (decision 140) — but never a one-time
 * link meant for the recipient alone, which the list marks as hidden (decision 142).
 */
export function OutboxPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get("status")) ? (params.get("status") as MailStatus) : undefined;
  const query = useOutbox(status);
  const filterId = useId();
  const listId = useId();
  const smtpConfigured = query.data?.pages[0]?.smtpConfigured ?? true;
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("outboxScreen.title")} description={t("outboxScreen.description")} />
      {smtpConfigured ? null : (
        <p className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" role="note">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          {translateMessage(OUTBOX_MESSAGES.noSmtp)}
        </p>
      )}
      <Card>
        <CardContent className="space-y-4 pt-5">
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor={filterId}>{t("settingsCommon.status")}</Label>
            <NativeSelect
              id={filterId}
              className="w-44"
              value={status ?? ""}
              onChange={(event) => {
                const next = event.target.value;
                setParams(next ? { status: next } : {}, { replace: true });
              }}
            >
              <option value="">{t("outboxScreen.all")}</option>
              {MAIL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`outboxScreen.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {query.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t("outboxScreen.loading")}
            </p>
          ) : query.isError && messages.length === 0 ? (
            <div className="space-y-3 py-2">
              <div role="alert">
                <p className="font-medium">{translateMessage(OUTBOX_MESSAGES.loadFailed)}</p>
                <p className="text-sm text-muted-foreground">
                  {errorMessageOf(query.error, OUTBOX_MESSAGES.loadFailed)}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                {t("settingsCommon.retry")}
              </Button>
            </div>
          ) : messages.length === 0 ? (
            <p className="py-6 text-sm text-muted-foreground">{translateMessage(OUTBOX_MESSAGES.empty)}</p>
          ) : (
            <>
              <h2 id={listId} className="sr-only">
                {t("outboxScreen.messages")}
              </h2>
              <ul aria-labelledby={listId} className="divide-y rounded-md border">
                {messages.map((message) => (
                  <li key={message.id}>
                    <Link
                      to={`/settings/outbox/${message.id}`}
                      className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="min-w-0 flex-1 basis-56">
                        <span className="block truncate font-medium">{message.subject}</span>
                        <span className="block truncate text-sm text-muted-foreground">
                          {t("outboxScreen.to", { to: message.to })}
                        </span>
                      </span>
                      {message.redacted ? (
                        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                          <EyeOff aria-hidden="true" className="size-4" />
                          {t("outboxScreen.redactedBadge")}
                        </span>
                      ) : null}
                      <OutboxStatusBadge status={message.status} />
                      <span className="text-sm whitespace-nowrap text-muted-foreground">
                        <time dateTime={message.createdAt}>{formatDateTimeIn(currentLocale(), message.createdAt)}</time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <LoadMore list={query} errorFallback={OUTBOX_MESSAGES.loadFailed} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
