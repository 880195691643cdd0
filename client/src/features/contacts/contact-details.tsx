import { type Address, type Billing, type Contact, defaultInvoiceLanguage } from "@kancl/shared";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t, translateMessage } from "@/i18n/screens";
import { TYPE_LABELS } from "./contact-texts";

/** Spec §2 (the deal screens' text too): translated as a known message. */
const NOT_GIVEN = "Not specified";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">
        {children ?? <span className="text-muted-foreground">{translateMessage(NOT_GIVEN)}</span>}
      </dd>
    </div>
  );
}

function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  return (
    <a
      href={`mailto:${email}`}
      className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {email}
    </a>
  );
}

/** Spec §2: type, name, e-mail, phone, and position for a person; legal name, tax ID, registration number for an organization. */
export function BasicInformationCard({ contact }: { contact: Contact }) {
  const isPerson = contact.type === "person";
  return (
    <Card aria-labelledby="contact-basic-title">
      <CardHeader>
        <CardTitle id="contact-basic-title">{t("contactView.basicInformation")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={t("contactScreens.type")}>{TYPE_LABELS[contact.type]}</Field>
          <Field label={t("contactScreens.name")}>{contact.name}</Field>
          <Field label={t("contactView.email")}>{contact.email ? <EmailLink email={contact.email} /> : null}</Field>
          <Field label={t("contactScreens.phone")}>{contact.phone}</Field>
          {isPerson ? (
            <Field label={t("contactView.position")}>{contact.position}</Field>
          ) : (
            <>
              <Field label={t("contactView.legalName")}>{contact.legalName}</Field>
              <Field label={t("contactView.taxId")}>{contact.taxId}</Field>
              <Field label={t("contactView.registrationNumber")}>{contact.registrationNumber}</Field>
            </>
          )}
          <Field label={t("contactInvoiceLanguage.label")}>{invoiceLanguageText(contact)}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The customer's invoice language (decision 183): its own, or the one its country gives, said so. */
function invoiceLanguageText(contact: Contact): string {
  const name = (language: "en" | "cs") =>
    t(language === "en" ? "contactInvoiceLanguage.english" : "contactInvoiceLanguage.czech");
  if (contact.invoiceLanguage) return name(contact.invoiceLanguage);
  return t("contactInvoiceLanguage.resolved", { language: name(defaultInvoiceLanguage(contact.address?.country)) });
}

/** The lines of an address, as written on an envelope. */
export function addressLines(address: Address): string[] {
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [address.street, cityLine, address.state, address.country].filter((line): line is string => Boolean(line));
}

/** Spec §2: organizations only. */
export function AddressCard({ address }: { address: Address | null }) {
  const lines = address ? addressLines(address) : [];
  return (
    <Card aria-labelledby="contact-address-title">
      <CardHeader>
        <CardTitle id="contact-address-title">{t("contactView.address")}</CardTitle>
      </CardHeader>
      <CardContent>
        {lines.length > 0 ? (
          <address className="text-sm not-italic">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p className="text-sm text-muted-foreground">{t("contactView.noAddress")}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2: shown when the contact has billing information. */
export function BillingCard({ billing }: { billing: Billing }) {
  return (
    <Card aria-labelledby="contact-billing-title">
      <CardHeader>
        <CardTitle id="contact-billing-title">{t("contactView.billingInformation")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={t("contactView.billingName")}>{billing.name}</Field>
          <Field label={t("contactView.billingEmail")}>
            {billing.email ? <EmailLink email={billing.email} /> : null}
          </Field>
          <Field label={t("contactView.billingAddress")}>
            {billing.address ? <span className="whitespace-pre-line">{billing.address}</span> : null}
          </Field>
          <Field label={t("contactView.taxId")}>{billing.taxId}</Field>
          <Field label={t("contactView.registrationNumber")}>{billing.registrationNumber}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}
