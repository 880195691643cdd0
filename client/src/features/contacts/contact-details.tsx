import type { Address, Billing, Contact } from "@kancl/shared";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TYPE_LABELS } from "./contact-texts";

const NOT_GIVEN = "Not specified";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children ?? <span className="text-muted-foreground">{NOT_GIVEN}</span>}</dd>
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
        <CardTitle id="contact-basic-title">Basic Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Type">{TYPE_LABELS[contact.type]}</Field>
          <Field label="Name">{contact.name}</Field>
          <Field label="Email">{contact.email ? <EmailLink email={contact.email} /> : null}</Field>
          <Field label="Phone">{contact.phone}</Field>
          {isPerson ? (
            <Field label="Position">{contact.position}</Field>
          ) : (
            <>
              <Field label="Legal Name">{contact.legalName}</Field>
              <Field label="Tax ID">{contact.taxId}</Field>
              <Field label="Registration Number">{contact.registrationNumber}</Field>
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
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
        <CardTitle id="contact-address-title">Address</CardTitle>
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
          <p className="text-sm text-muted-foreground">No address</p>
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
        <CardTitle id="contact-billing-title">Billing Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Billing Name">{billing.name}</Field>
          <Field label="Billing Email">{billing.email ? <EmailLink email={billing.email} /> : null}</Field>
          <Field label="Billing Address">
            {billing.address ? <span className="whitespace-pre-line">{billing.address}</span> : null}
          </Field>
          <Field label="Tax ID">{billing.taxId}</Field>
          <Field label="Registration Number">{billing.registrationNumber}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}
