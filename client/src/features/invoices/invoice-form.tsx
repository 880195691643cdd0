import { INVOICE_MESSAGES, type Invoice } from "@kancl/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessageOf } from "@/lib/api-error";
import { useSchemaForm } from "@/lib/schema-form";
import { useTRPC } from "@/lib/trpc";
import { InvoiceDocumentFields } from "./invoice-document-fields";
import { billingWarning, type InvoiceFormValues, invoiceFormSchema } from "./invoice-form-model";
import { InvoiceItemsEditor } from "./invoice-items-editor";
import { InvoiceLiveSummary } from "./invoice-live-summary";
import { InvoiceTermsFields, type LoadedOptions } from "./invoice-terms-fields";
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
  // Spec §7: deal lists are always refetched.
  const deals = useQuery({ ...trpc.deals.list.queryOptions({}), staleTime: 0 });
  const contacts = useQuery(trpc.contacts.list.queryOptions({}));
  // The supplier's VAT status decides the preview's VAT (a draft answers it as today's profile says).
  const company = useQuery(trpc.company.get.queryOptions());
  // Before the profile is first saved (version 0) nothing says the supplier is not a payer: VAT is shown.
  const profile = company.data && company.data.version > 0 ? company.data : undefined;
  const vatPayer = invoice?.vatPayer ?? profile?.vatPayer ?? true;
  const create = useMutation(trpc.invoices.create.mutationOptions());
  const update = useMutation(trpc.invoices.update.mutationOptions());
  // The version this edit started from: a change by someone else meanwhile is refused by the server (409).
  const [version] = useState(invoice?.version);

  const schema = useMemo(
    () => invoiceFormSchema({ deals: deals.data?.deals, contacts: contacts.data?.contacts }),
    [deals.data, contacts.data],
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

  const billingContactId = useWatch({ control, name: "billingContactId" });
  const chosenContact = contacts.data?.contacts.find((contact) => contact.id === billingContactId);
  const warning = billingWarning(chosenContact);

  // A deal preselected from ?dealId brings its billing contact, once the deals have loaded (new invoices only).
  const preselectBilling = useRef(!invoice);
  useEffect(() => {
    if (!preselectBilling.current || !deals.data) return;
    preselectBilling.current = false;
    const deal = deals.data.deals.find((candidate) => candidate.id === getValues("dealId"));
    if (deal?.billingContactId && !getValues("billingContactId")) setValue("billingContactId", deal.billingContactId);
  }, [deals.data, getValues, setValue]);

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
          <CardTitle id="invoice-terms-title">Invoice Details</CardTitle>
        </CardHeader>
        <CardContent className="@container">
          <InvoiceTermsFields
            control={control}
            register={register}
            setValue={setValue}
            getValues={getValues}
            problem={problem}
            attempt={attempt}
            deals={loadedOptions(deals, deals.data?.deals)}
            contacts={loadedOptions(contacts, contacts.data?.contacts)}
            billingWarning={warning}
          />
        </CardContent>
      </Card>

      <Card aria-labelledby="invoice-document-title">
        <CardHeader>
          <CardTitle id="invoice-document-title">Tax Document</CardTitle>
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
          <CardTitle id="invoice-items-title">Items</CardTitle>
        </CardHeader>
        <CardContent>
          <InvoiceItemsEditor control={control} register={register} problem={problem} attempt={attempt} />
        </CardContent>
      </Card>

      <InvoiceLiveSummary control={control} vatPayer={vatPayer} />

      <FormAlert message={serverError} attempt={attempt} />

      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "Saving…" : invoice ? "Save Changes" : "Create Invoice"}
        </Button>
      </div>
    </form>
  );
}

function loadedOptions<T>(
  query: { isPending: boolean; error: unknown; refetch: () => unknown },
  items: readonly T[] | undefined,
): LoadedOptions<T> {
  return { items, pending: query.isPending, error: query.error, retry: () => void query.refetch() };
}
