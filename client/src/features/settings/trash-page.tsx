import { TRASH_MESSAGES, type TrashItem } from "@kancl/shared";
import { dateTimeFormat } from "@kancl/shared/locale-format";
import { Building2, FileText, Handshake, LoaderCircle, RefreshCw, RotateCcw, Trash2, User } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { currentLocale, t, translated, translateMessage, useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { useTrash, useTrashActions } from "./trash-api";

const TYPE_LABEL = translated({
  contact: "trashScreen.contact",
  deal: "trashScreen.deal",
  invoice: "trashScreen.invoice",
});
/** The server names a contact's kind in English ("Person", "Organization"); a deal's or invoice's detail is a name. */
const DETAIL_LABEL: Record<string, "trashScreen.person" | "trashScreen.organization"> = {
  Person: "trashScreen.person",
  Organization: "trashScreen.organization",
};
const day = (iso: string) => dateTimeFormat(currentLocale(), { dateStyle: "medium" }).format(new Date(iso));
const detailText = (detail: string) => {
  const key = DETAIL_LABEL[detail];
  return key ? t(key) : detail;
};

function TypeIcon({ item }: { item: TrashItem }) {
  const className = "size-4 shrink-0 text-muted-foreground";
  if (item.type === "deal") return <Handshake aria-hidden="true" className={className} />;
  if (item.type === "invoice") return <FileText aria-hidden="true" className={className} />;
  if (item.detail === "Person") return <User aria-hidden="true" className={className} />;
  return <Building2 aria-hidden="true" className={className} />;
}

/**
 * Settings → Trash (/settings/trash, issue 24): what the organization deleted in the last 30 days, with Restore and
 * Delete permanently. A refused restore says why in its toast (the server's 409 message).
 */
export function TrashPage() {
  useT();
  const query = useTrash();
  const { restore, purge } = useTrashActions();
  const [purging, setPurging] = useState<TrashItem | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("trashScreen.title")} description={t("trashScreen.description")} />
      <Card>
        <CardContent className="w-full pt-6">
          {query.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t("trashScreen.loading")}
            </p>
          ) : query.isError ? (
            <div className="space-y-3 py-4">
              <p role="alert" className="font-medium">
                {errorMessageOf(query.error, t("trashScreen.loadFailed"))}
              </p>
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                {t("settingsCommon.retry")}
              </Button>
            </div>
          ) : query.data.items.length === 0 ? (
            <p className="py-6 text-sm text-muted-foreground">{translateMessage(TRASH_MESSAGES.empty)}</p>
          ) : (
            <ul aria-label={t("trashScreen.listLabel")} className="divide-y">
              {query.data.items.map((item) => (
                <li key={item.id} className="flex flex-col gap-3 py-4 xl:flex-row xl:items-center xl:justify-between">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <TypeIcon item={item} />
                      <span className="font-medium break-words">{item.name}</span>
                      <Badge variant="secondary">{TYPE_LABEL[item.type]}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {item.detail ? `${detailText(item.detail)} · ` : ""}
                      {t("trashScreen.dates", { deleted: day(item.deletedAt), purge: day(item.purgeAt) })}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t("trashScreen.restoreName", { name: item.name })}
                      disabled={restore.isPending}
                      onClick={() => restore.mutate({ id: item.id })}
                    >
                      <RotateCcw aria-hidden="true" />
                      {t("trashScreen.restore")}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      aria-label={t("trashScreen.deleteNamePermanently", { name: item.name })}
                      onClick={() => setPurging(item)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("trashScreen.deletePermanently")}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => !open && setPurging(null)}
        title={t("trashScreen.purgeTitle")}
        description={t("trashScreen.purgeDescription", { name: purging?.name ?? "" })}
        confirmLabel={t("trashScreen.deletePermanently")}
        pendingLabel={t("trashScreen.deleting")}
        destructive
        pending={purge.isPending}
        onConfirm={() => {
          if (purging) purge.mutate({ id: purging.id }, { onSettled: () => setPurging(null) });
        }}
      />
    </div>
  );
}
