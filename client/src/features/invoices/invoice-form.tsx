import { INVOICE_MESSAGES, type Invoice } from "@kancl/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useSchemaForm } from "@/lib/schema-form";
import { useTRPC } from "@/lib/trpc";
import { InvoiceDocumentFields } from "./invoice-document-fields";
import { billingWarning, type InvoiceFormValues, invoiceFormSchema } from "./invoice-form-model";
import { InvoiceItemsEditor } from "./invoice-items-editor";
import { InvoiceLiveSummary } from "./invoice-live-summary";
import { InvoiceTermsFields } from "./invoice-terms-fields";
import { useInvoiceCache } from "./invoices-api";

interface InvoiceFormProps {
  initialValues: InvoiceFormValues;
  /** The draft being edited; absent when creating. */
  invoice?: Invoice;
  /** Where Cancel goes. */
  cancelTo: string;
}

/**
 * The invoice form (spec §5): checks in the spec's order with its texts before anything is sent, live totals from
 * the shared money module, then create or update; after saving, the invoice's page.
 */
export function InvoiceForm({ initialValues, invoice, cancelTo }: InvoiceFormProps) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const cache = useInvoiceCache();
  // The supplier's VAT status decides the preview's VAT (a draft answers it as today's profile says).
  const company = useQuery(trpc.company.get.queryOptions());
  // Before the profile is first saved (version 0) nothing says the supplier is not a payer: VAT is shown.
  const profile = company.data && company.data.version > 0 ? company.data : undefined;
  const vatPayer = invoice?.vatPayer ?? profile?.vatPayer ?? true;
  const create = useMutation(trpc.invoices.create.mutationOptions());
  const update = useMutation(trpc.invoices.update.mutationOptions());
  // The version this edit started from: a change by someone else meanwhile is refused by the server (409).
  const [version] = useState(invoice?.version);

  // The chosen billing contact, loaded by its id (the picker fills this cache when a match is chosen): its billing
  // information decides the warning and the form's check. The id follows the form through a subscription below.
  const [billingContactId, setBillingContactId] = useState(initialValues.billingContactId);
  const chosen = useQuery({
    ...trpc.contacts.get.queryOptions({ id: billingContactId }),
    enabled: Boolean(billingContactId),
    retry: false,
  });
  const chosenContact = chosen.data?.id === billingContactId ? chosen.data : undefined;
  // While the contact loads (or if it cannot), the server has the last word on it.
  const schema = useMemo(
    () => invoiceFormSchema({ contacts: chosenContact ? [chosenContact] : undefined }),
    [chosenContact],
  );
  // Messages stay beside their fields until the next submit (or until the field changes): no checks while typing.
  const { form, handleSubmit, problem, clearProblem, attempt } = useSchemaForm({
    schema,
    defaultValues: initialValues,
    reValidateMode: "onSubmit",
  });
  const { control, register, setValue, getValues, setFocus } = form;
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === "billingContactId") setBillingContactId(values.billingContactId ?? "");
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const warning = billingWarning(chosenContact);

  // A deal preselected from ?dealId brings its billing contact, once the deal has loaded (new invoices only).
  const preselectBilling = useRef(!invoice && Boolean(initialValues.dealId));
  const preselected = useQuery({
    ...trpc.deals.get.queryOptions({ id: initialValues.dealId }),
    enabled: preselectBilling.current,
  });
  useEffect(() => {
    if (!preselectBilling.current || !preselected.data) return;
    preselectBilling.current = false;
    const deal = preselected.data;
    if (deal.id === getValues("dealId") && deal.billingContactId && !getValues("billingContactId"))
      setValue("billingContactId", deal.billingContactId);
  }, [preselected.data, getValues, setValue]);

  // A shown problem goes away once its field is changed.
  useEffect(() => {
    if (!problem) return;
    const subscription = form.watch((_, { name }) => {
      if (name === problem.field || (name === "items" && problem.field.startsWith("items"))) clearProblem();
    });
    return () => subscription.unsubscribe();
  }, [form, problem, clearProblem]);

  const submit = handleSubmit(
    async (submission) => {
      setServerError(null);
      try {
        const saved = invoice
          ? await update.mutateAsync({ id: invoice.id, version, ...submission })
          : await create.mutateAsync(submission);
        void cache.saved(saved, invoice?.dealId);
        // Replace: Back from the saved invoice leads to where the user came from, not to a stale form.
        navigate(`/crm/invoices/${saved.id}`, { replace: true });
      } catch (error) {
        setServerError(errorMessageOf(error, invoice ? INVOICE_MESSAGES.updateFailed : INVOICE_MESSAGES.createFailed));
      }
    },
    (found) => {
      setServerError(null);
      // The message is beside the field: the focus goes there at once.
      setFocus(found.field);
    },
  );

  return (
    // noValidate: the spec's own messages, in the spec's order, instead of the browser's bubbles.
    <form noValidate aria-label={invoice ? "Edit invoice" : "New invoice"} className="space-y-6" onSubmit={submit}>
      <Card aria-labelledby="invoice-terms-title">
        <CardHeader>
          <CardTitle id="invoice-terms-title">{t("invoiceForm.details")}</CardTitle>
        </CardHeader>
        <CardContent className="@container">
          <InvoiceTermsFields
            control={control}
            register={register}
            setValue={setValue}
            getValues={getValues}
            problem={problem}
            attempt={attempt}
            billingWarning={warning}
          />
        </CardContent>
      </Card>

      <Card aria-labelledby="invoice-document-title">
        <CardHeader>
          <CardTitle id="invoice-document-title">{t("invoiceDetail.taxDocument")}</CardTitle>
        </CardHeader>
        <CardContent className="@container">
          <InvoiceDocumentFields
            control={control}
            register={register}
            setValue={setValue}
            problem={problem}
            attempt={attempt}
            isNew={!invoice}
          />
        </CardContent>
      </Card>

      <Card aria-labelledby="invoice-items-title">
        <CardHeader>
          <CardTitle id="invoice-items-title">{t("invoiceDetail.items")}</CardTitle>
        </CardHeader>
        <CardContent>
          <InvoiceItemsEditor control={control} register={register} problem={problem} attempt={attempt} />
        </CardContent>
      </Card>

      <InvoiceLiveSummary control={control} vatPayer={vatPayer} />

      <FormAlert message={serverError} attempt={attempt} />

      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={cancelTo}>{t("invoiceForm.cancel")}</Link>
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t("invoiceForm.saving") : invoice ? t("invoiceForm.saveChanges") : t("invoiceForm.createInvoice")}
        </Button>
      </div>
    </form>
  );
}
