import { TRASH_MESSAGES, type TrashItem } from "@kancl/shared";
import { Building2, FileText, Handshake, LoaderCircle, RefreshCw, RotateCcw, Trash2, User } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessageOf } from "@/lib/api-error";
import { useTrash, useTrashActions } from "./trash-api";

const TYPE_LABEL = { contact: "Contact", deal: "Deal", invoice: "Invoice" } as const;
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

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
  const query = useTrash();
  const { restore, purge } = useTrashActions();
  const [purging, setPurging] = useState<TrashItem | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Trash"
        description="Deleted contacts, deals and invoice drafts stay here for 30 days, then they are deleted permanently."
      />
      <Card>
        <CardContent className="w-full pt-6">
          {query.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Loading the trash…
            </p>
          ) : query.isError ? (
            <div className="space-y-3 py-4">
              <p role="alert" className="font-medium">
                {errorMessageOf(query.error, "Failed to load the trash")}
              </p>
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                Retry
              </Button>
            </div>
          ) : query.data.items.length === 0 ? (
            <p className="py-6 text-sm text-muted-foreground">{TRASH_MESSAGES.empty}</p>
          ) : (
            <ul aria-label="Deleted records" className="divide-y">
              {query.data.items.map((item) => (
                <li key={item.id} className="flex flex-col gap-3 py-4 xl:flex-row xl:items-center xl:justify-between">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <TypeIcon item={item} />
                      <span className="font-medium break-words">{item.name}</span>
                      <Badge variant="secondary">{TYPE_LABEL[item.type]}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {item.detail ? `${item.detail} · ` : ""}Deleted {dateFormat.format(new Date(item.deletedAt))} ·
                      deleted permanently on {dateFormat.format(new Date(item.purgeAt))}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Restore ${item.name}`}
                      disabled={restore.isPending}
                      onClick={() => restore.mutate({ id: item.id })}
                    >
                      <RotateCcw aria-hidden="true" />
                      Restore
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      aria-label={`Delete ${item.name} permanently`}
                      onClick={() => setPurging(item)}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete permanently
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
        title="Delete permanently?"
        description={`${purging?.name ?? ""} will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete permanently"
        pendingLabel="Deleting…"
        destructive
        pending={purge.isPending}
        onConfirm={() => {
          if (purging) purge.mutate({ id: purging.id }, { onSettled: () => setPurging(null) });
        }}
      />
    </div>
  );
}
