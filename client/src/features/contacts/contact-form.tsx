import { CONTACT_MESSAGES, type Contact, type ContactType, type DuplicateContact } from "@kancl/shared";
import { RefreshCw, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormProblemDialog } from "@/components/form-problem-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { t, translateMessage, useT } from "@/i18n/screens";
import { useSchemaForm } from "@/lib/schema-form";
import { contactFormSchema, contactToValues, hasEnteredData, newContactValues, withType } from "./contact-form-model";
import {
  AddressFields,
  BasicFields,
  BillingSection,
  InvoiceLanguageSection,
  TypeSwitch,
} from "./contact-form-sections";
import { useCreateContact, useUpdateContact } from "./contact-mutations";

interface ContactFormProps {
  /** The contact as read, on edit; absent on create. */
  contact?: Contact;
  /** Reads the contact again (after a stale-version refusal); resolves with its latest state. */
  onReload?: () => Promise<Contact | undefined>;
}

/** The create and edit form (spec §4, §5). Validation messages appear as alert dialogs. */
export function ContactForm({ contact, onReload }: ContactFormProps) {
  const navigate = useNavigate();
  // The version the user is editing: it changes only when they reload, never behind their back.
  const [baseline, setBaseline] = useState(contact);
  const schema = useMemo(() => contactFormSchema(baseline), [baseline]);
  const { form, handleSubmit, problem, attempt } = useSchemaForm({
    schema,
    defaultValues: contact ? contactToValues(contact) : newContactValues(),
  });
  const [pendingType, setPendingType] = useState<ContactType | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  // A 409 naming another contact with the same IČO or e-mail (issue 24 item 3): warn, link to it, save on request.
  const [duplicate, setDuplicate] = useState<DuplicateContact | null>(null);
  const goToContact = (saved: Contact) => navigate(`/crm/contacts/${saved.id}`);
  const create = useCreateContact(goToContact, setDuplicate);
  const update = useUpdateContact(goToContact, () => setStale(true), setDuplicate);
  const saving = create.isPending || update.isPending;
  const type = form.watch("type");

  function requestType(next: ContactType) {
    if (next === form.getValues("type")) return;
    if (hasEnteredData(form.getValues())) setPendingType(next);
    else form.reset(withType(form.getValues(), next));
  }

  async function reload() {
    if (!onReload) return;
    setReloading(true);
    try {
      const fresh = await onReload();
      if (fresh) {
        setBaseline(fresh);
        form.reset(contactToValues(fresh));
        setStale(false);
      }
    } finally {
      setReloading(false);
    }
  }

  const save = (allowDuplicate: boolean) =>
    handleSubmit((submission) => {
      setDuplicate(null);
      const body = allowDuplicate ? { ...submission, allowDuplicate: true } : submission;
      if (baseline) update.mutate({ id: baseline.id, ...body, version: baseline.version });
      else create.mutate(body);
    });
  const submit = save(false);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        className="grid max-w-3xl gap-6"
        aria-label={baseline ? t("contactForm.editFormLabel") : t("contactForm.newFormLabel")}
      >
        {stale ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4">
            <p role="alert" className="flex-1 text-sm">
              {translateMessage(CONTACT_MESSAGES.stale)} {t("contactForm.staleHint")}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={reloading}
              aria-busy={reloading}
              onClick={() => void reload()}
            >
              <RefreshCw aria-hidden="true" className={reloading ? "animate-spin" : undefined} />
              {t("contactForm.reload")}
            </Button>
          </div>
        ) : null}
        {duplicate ? (
          <DuplicateWarning
            duplicate={duplicate}
            editedId={baseline?.id}
            saving={saving}
            onSaveAnyway={() => void save(true)()}
          />
        ) : null}
        <TypeSwitch type={type} locked={Boolean(baseline)} onRequestChange={requestType} />
        <BasicFields contactId={baseline?.id} />
        {type === "organization" ? <AddressFields /> : null}
        <BillingSection />
        <InvoiceLanguageSection />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving} aria-busy={saving}>
            <Save aria-hidden="true" />
            {saving ? t("contactForm.saving") : baseline ? t("contactForm.saveChanges") : t("contactForm.create")}
          </Button>
          <Button asChild variant="outline">
            <Link to={baseline ? `/crm/contacts/${baseline.id}` : "/crm/contacts"}>{t("common.cancel")}</Link>
          </Button>
        </div>
      </form>
      <FormProblemDialog problem={problem} attempt={attempt} focus={form.setFocus} />
      <ConfirmDialog
        open={pendingType !== null}
        onOpenChange={(open) => !open && setPendingType(null)}
        title={t("contactForm.changeTypeTitle")}
        description={translateMessage(CONTACT_MESSAGES.changeTypeConfirm)}
        confirmLabel={t("contactForm.continue")}
        onConfirm={() => {
          if (pendingType) form.reset(withType(form.getValues(), pendingType));
          setPendingType(null);
        }}
      />
    </FormProvider>
  );
}

/**
 * The warning of a duplicate IČO or e-mail, with a link to the other contact and a way to save anyway; on edit also
 * "Merge with it": the other contact's page with the merge dialog open and this contact chosen (decision 104).
 */
function DuplicateWarning({
  duplicate,
  editedId,
  saving,
  onSaveAnyway,
}: {
  duplicate: DuplicateContact;
  editedId?: string;
  saving: boolean;
  onSaveAnyway: () => void;
}) {
  const t = useT();
  const message =
    duplicate.field === "email" ? CONTACT_MESSAGES.duplicateEmail : CONTACT_MESSAGES.duplicateRegistrationNumber;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4">
      <p role="alert" className="flex-1 text-sm">
        {translateMessage(message)}:{" "}
        <Link to={`/crm/contacts/${duplicate.id}`} className="font-medium underline underline-offset-4">
          {duplicate.name}
        </Link>
        . {t("contactForm.openOrSaveAnyway")}
      </p>
      <Button variant="outline" size="sm" disabled={saving} onClick={onSaveAnyway}>
        {t("contactForm.saveAnyway")}
      </Button>
      {editedId ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/crm/contacts/${duplicate.id}?merge=${editedId}`}>{t("merge.mergeWithIt")}</Link>
        </Button>
      ) : null}
    </div>
  );
}
