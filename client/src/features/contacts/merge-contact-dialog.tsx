import type { Contact, ContactMergePreview } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { DialogSubmitFooter } from "@/components/dialog-submit-footer";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ContactPicker, contactDetail } from "@/features/pickers/contact-picker";
import { useT } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useContactsCache } from "./contact-queries";

interface MergeContactDialogProps {
  /** The contact whose page opened the dialog. */
  contact: Contact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A duplicate chosen in advance (the contact form's "Merge with it"). */
  initialOtherId?: string;
}

/**
 * Merging two contacts in the browser (issue 24 item 3, decisions 103/104): the duplicate is chosen with the searched
 * contact picker, the server's preview (GET …/merge/{otherId}) says what moves and which contact stays, and Merge
 * (POST the same path) moves everything, puts the other contact in the trash and opens the one that stayed.
 * Its own chunk (loaded on the first click), like the delete dialog.
 */
export function MergeContactDialog({ contact, open, onOpenChange, initialOtherId = "" }: MergeContactDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("merge.title")}</DialogTitle>
          <DialogDescription>{t("merge.description", { name: contact.name })}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts afresh. */}
        {open ? (
          <MergeForm contact={contact} initialOtherId={initialOtherId} onClose={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MergeForm({
  contact,
  initialOtherId,
  onClose,
}: {
  contact: Contact;
  initialOtherId: string;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cache = useContactsCache();
  const [otherId, setOtherId] = useState(initialOtherId === contact.id ? "" : initialOtherId);
  const [keepThis, setKeepThis] = useState(true);
  const keptId = keepThis ? contact.id : otherId;
  const awayId = keepThis ? otherId : contact.id;
  const preview = useQuery({
    ...trpc.contacts.mergePreview.queryOptions({ id: keptId, otherId: awayId }),
    enabled: Boolean(otherId),
    retry: false,
  });
  // The picker loads the chosen contact by id too (the same query): its name and detail for the choice below.
  const other = useQuery({ ...trpc.contacts.get.queryOptions({ id: otherId }), enabled: Boolean(otherId) });
  const merge = useMutation(
    trpc.contacts.merge.mutationOptions({
      onSuccess: async (result, input) => {
        toast.success(t("merge.merged"));
        queryClient.setQueryData(trpc.contacts.get.queryKey({ id: result.contact.id }), result.contact);
        onClose();
        navigate(`/crm/contacts/${result.contact.id}`, { replace: true });
        // Lists, relationship cards, summaries and timelines may all have changed; the merged-away contact is in the
        // trash, so the queries naming it (its record, this preview) are not refetched.
        await cache.removed(input.otherId);
      },
      onError: (error) => toast.error(errorMessageOf(error, t("merge.failed"))),
    }),
  );
  const ready = Boolean(otherId) && preview.isSuccess && !preview.isFetching;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) merge.mutate({ id: keptId, otherId: awayId });
      }}
    >
      <div className="space-y-2">
        <label htmlFor={`${id}-other`} className="text-sm font-medium">
          {t("merge.other")}
        </label>
        <ContactPicker
          id={`${id}-other`}
          type={contact.type}
          exclude={new Set([contact.id])}
          placeholder={t("merge.otherPlaceholder")}
          value={otherId}
          onChange={(next) => {
            setOtherId(next);
            setKeepThis(true);
          }}
          disabled={merge.isPending}
        />
      </div>
      {otherId && other.data?.id === otherId ? (
        <KeepChoice
          name={`${id}-keep`}
          other={other.data}
          contact={contact}
          keepThis={keepThis}
          onChange={setKeepThis}
          disabled={merge.isPending}
        />
      ) : null}
      {otherId ? (
        <div aria-live="polite" className="min-h-6">
          {preview.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("merge.previewFailed", { message: errorMessageOf(preview.error) })}
            </p>
          ) : preview.data && !preview.isFetching ? (
            <Moves preview={preview.data} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("merge.loadingPreview")}</p>
          )}
        </div>
      ) : null}
      <DialogSubmitFooter
        label={t("merge.confirm")}
        pendingLabel={t("merge.merging")}
        pending={merge.isPending}
        disabled={!ready}
        destructive
        before={
          <Button type="button" variant="outline" onClick={onClose} disabled={merge.isPending}>
            {t("merge.cancel")}
          </Button>
        }
      />
    </form>
  );
}

/** Which of the two stays: this page's contact by default. */
function KeepChoice({
  name,
  other,
  contact,
  keepThis,
  onChange,
  disabled,
}: {
  name: string;
  other: Contact;
  contact: Contact;
  keepThis: boolean;
  onChange: (keepThis: boolean) => void;
  disabled: boolean;
}) {
  const t = useT();
  const choices = [
    { value: true, record: contact },
    { value: false, record: other },
  ];
  return (
    <fieldset className="space-y-2" aria-describedby={`${name}-hint`}>
      <legend className="text-sm font-medium">{t("merge.keep")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={String(choice.value)}
            className={cn(
              "flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring",
              choice.value === keepThis ? "border-primary bg-primary/5" : "",
            )}
          >
            <input
              type="radio"
              name={name}
              className="mt-1"
              checked={choice.value === keepThis}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              aria-describedby={`${name}-${choice.value}-detail`}
            />
            <span className="min-w-0">
              <span className="block font-medium break-words">{choice.record.name}</span>
              {/* Out of the radio's name, read as its description. */}
              <span
                id={`${name}-${choice.value}-detail`}
                aria-hidden="true"
                className="block text-xs text-muted-foreground break-words"
              >
                {contactDetail(choice.record)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <p id={`${name}-hint`} className="text-xs text-muted-foreground">
        {t("merge.keepHint")}
      </p>
    </fieldset>
  );
}

const MOVE_KEYS = [
  "links",
  "duplicateLinks",
  "children",
  "deals",
  "draftInvoices",
  "issuedInvoices",
  "projects",
] as const satisfies readonly (keyof ContactMergePreview["moves"])[];

/** What moves, by kind (only the kinds with something to move), and where the other contact goes. */
function Moves({ preview }: { preview: ContactMergePreview }) {
  const t = useT();
  const names = { kept: preview.kept.name, away: preview.mergedAway.name };
  const moving = MOVE_KEYS.filter((key) => preview.moves[key] > 0);
  return (
    <section aria-label={t("merge.movesTitle", names)} className="space-y-2 rounded-md border bg-muted/30 p-3 text-sm">
      <h3 className="font-medium">{t("merge.movesTitle", names)}</h3>
      {moving.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {moving.map((key) => (
            <li key={key}>{t(`merge.${key}`, { ...names, count: preview.moves[key] })}</li>
          ))}
        </ul>
      ) : (
        <p>{t("merge.nothingMoves", names)}</p>
      )}
      <p className="text-muted-foreground">{t("merge.toTrash", names)}</p>
    </section>
  );
}
