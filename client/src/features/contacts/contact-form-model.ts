import {
  CONTACT_MESSAGES,
  CONTACT_TYPES,
  type Contact,
  type ContactType,
  type CreateContactInput,
  createContactInputSchema,
  EMAIL_PATTERN,
  LANGUAGES,
  type Language,
} from "@kancl/shared";
import { z } from "zod";
import {
  checkForm,
  type FormRule,
  type FormProblem as Problem,
  parsedByServerSchema,
  reportFirstUnmet,
} from "@/lib/schema-form";

/** The contact form's state: every text as typed (trimmed only when sent). */
export interface AddressValues {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface BillingValues {
  name: string;
  email: string;
  address: string;
  taxId: string;
  registrationNumber: string;
}

export interface ContactFormValues {
  type: ContactType;
  name: string;
  email: string;
  phone: string;
  position: string;
  legalName: string;
  taxId: string;
  registrationNumber: string;
  /** "" for none. */
  parentOrganizationId: string;
  address: AddressValues;
  /** Whether the Billing section is open: for an organization its name, e-mail and address are then required. */
  billingOpen: boolean;
  billing: BillingValues;
  /** The language of the customer's invoices (decision 183); "" for none: by the country. */
  invoiceLanguage: "" | Language;
}

/** What create sends; update adds the id and the version that was read. */
export type ContactSubmission = CreateContactInput;

export type ContactFieldPath =
  | "name"
  | "email"
  | "phone"
  | "position"
  | "legalName"
  | "taxId"
  | "registrationNumber"
  | "parentOrganizationId"
  | `address.${keyof AddressValues}`
  | `billing.${keyof BillingValues}`;

/** The one problem the form shows (spec §5: the first unmet rule) and the field it is about. */
export type FormProblem = Problem<ContactFieldPath>;

const emptyAddress = (): AddressValues => ({ street: "", city: "", state: "", postalCode: "", country: "" });
const emptyBilling = (): BillingValues => ({ name: "", email: "", address: "", taxId: "", registrationNumber: "" });

export function newContactValues(type: ContactType = "person"): ContactFormValues {
  return {
    type,
    name: "",
    email: "",
    phone: "",
    position: "",
    legalName: "",
    taxId: "",
    registrationNumber: "",
    parentOrganizationId: "",
    address: emptyAddress(),
    billingOpen: false,
    billing: emptyBilling(),
    invoiceLanguage: "",
  };
}

export function contactToValues(contact: Contact): ContactFormValues {
  const text = (value: string | null | undefined) => value ?? "";
  return {
    type: contact.type,
    name: contact.name,
    email: text(contact.email),
    phone: text(contact.phone),
    position: text(contact.position),
    legalName: text(contact.legalName),
    taxId: text(contact.taxId),
    registrationNumber: text(contact.registrationNumber),
    parentOrganizationId: text(contact.parentOrganizationId),
    address: {
      street: text(contact.address?.street),
      city: text(contact.address?.city),
      state: text(contact.address?.state),
      postalCode: text(contact.address?.postalCode),
      country: text(contact.address?.country),
    },
    billingOpen: contact.billing !== null,
    billing: {
      name: text(contact.billing?.name),
      email: text(contact.billing?.email),
      address: text(contact.billing?.address),
      taxId: text(contact.billing?.taxId),
      registrationNumber: text(contact.billing?.registrationNumber),
    },
    invoiceLanguage: contact.invoiceLanguage ?? "",
  };
}

const filled = (value: string) => value.trim() !== "";

/** Spec §4: has the user entered anything (then a type change asks first)? */
export function hasEnteredData(values: ContactFormValues): boolean {
  const texts = [
    values.name,
    values.email,
    values.phone,
    values.position,
    values.legalName,
    values.taxId,
    values.registrationNumber,
    values.parentOrganizationId,
    ...Object.values(values.address),
    ...Object.values(values.billing),
  ];
  return texts.some(filled);
}

/** Spec §4: the new type, with the fields only the old type has cleared (name, e-mail, phone, billing stay). */
export function withType(values: ContactFormValues, type: ContactType): ContactFormValues {
  return {
    ...values,
    type,
    position: "",
    legalName: "",
    taxId: "",
    registrationNumber: "",
    parentOrganizationId: "",
    address: emptyAddress(),
  };
}

const given = (value: string) => value.trim() || undefined;

/**
 * Spec §5 in order: name; a person's e-mail; an organization's legal name; a valid e-mail; for an organization with
 * the billing section open its billing name, e-mail and address; a valid billing e-mail.
 */
function specRules(values: ContactFormValues): FormRule[] {
  const person = values.type === "person";
  const billingOpen = values.billingOpen;
  return [
    [!filled(values.name), "name", CONTACT_MESSAGES.nameRequired],
    [person && !filled(values.email), "email", CONTACT_MESSAGES.emailRequiredForPersons],
    [!person && !filled(values.legalName), "legalName", CONTACT_MESSAGES.legalNameRequired],
    [filled(values.email) && !EMAIL_PATTERN.test(values.email.trim()), "email", CONTACT_MESSAGES.invalidEmail],
    [!person && billingOpen && !filled(values.billing.name), "billing.name", CONTACT_MESSAGES.billingNameRequired],
    [!person && billingOpen && !filled(values.billing.email), "billing.email", CONTACT_MESSAGES.billingEmailRequired],
    [
      !person && billingOpen && !filled(values.billing.address),
      "billing.address",
      CONTACT_MESSAGES.billingAddressRequired,
    ],
    [
      billingOpen && filled(values.billing.email) && !EMAIL_PATTERN.test(values.billing.email.trim()),
      "billing.email",
      CONTACT_MESSAGES.invalidEmail,
    ],
  ];
}

/**
 * The request body (spec §5): text trimmed and empty values omitted; the address only when street or city is
 * filled; billing when any of its fields is (its e-mail lowercased), or `{}` on edit when billing existed and is now
 * cleared (an omitted billing would keep it). On edit an emptied parent is sent as null (omitted keeps it).
 */
export function toSubmission(values: ContactFormValues, original?: Contact): ContactSubmission {
  const common = { name: given(values.name), email: given(values.email)?.toLowerCase(), phone: given(values.phone) };
  const billingFields = values.billingOpen
    ? {
        name: given(values.billing.name),
        email: given(values.billing.email)?.toLowerCase(),
        address: given(values.billing.address),
        taxId: given(values.billing.taxId),
        registrationNumber: given(values.billing.registrationNumber),
      }
    : {};
  const hasBilling = Object.values(billingFields).some((value) => value !== undefined);
  const billing = hasBilling ? billingFields : original?.billing ? {} : undefined;
  // On edit "by the country" is sent as null (an omitted language keeps the stored one, decision 183).
  const invoiceLanguage = values.invoiceLanguage || (original ? null : undefined);

  if (values.type === "person") {
    return { type: "person", ...common, position: given(values.position), billing, invoiceLanguage };
  }
  const { address } = values;
  const hasAddress = filled(address.street) || filled(address.city);
  return {
    type: "organization",
    ...common,
    legalName: given(values.legalName),
    taxId: given(values.taxId),
    registrationNumber: given(values.registrationNumber),
    address: hasAddress
      ? {
          street: given(address.street),
          city: given(address.city),
          state: given(address.state),
          postalCode: given(address.postalCode),
          country: given(address.country),
        }
      : undefined,
    parentOrganizationId: given(values.parentOrganizationId) ?? (original ? null : undefined),
    billing,
    invoiceLanguage,
  };
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  position: "Position",
  legalName: "Legal Name",
  taxId: "Tax ID",
  registrationNumber: "Registration Number",
  parentOrganizationId: "Parent Organization",
  "address.street": "Street",
  "address.city": "City",
  "address.state": "State",
  "address.postalCode": "Postal Code",
  "address.country": "Country",
  "billing.name": "Billing Name",
  "billing.email": "Billing Email",
  "billing.address": "Billing Address",
  "billing.taxId": "Billing Tax ID",
  "billing.registrationNumber": "Billing Registration Number",
};

/** A limit of the server's schema, on its field and named by the field's label ("Name: must be at most 200 …"). */
function labelled(issue: z.core.$ZodIssue) {
  const path = issue.path.join(".");
  const label = FIELD_LABELS[path];
  return label ? { field: path, message: `${label}: ${issue.message}` } : { field: "name", message: issue.message };
}

const text = z.string();

/** The form's values as react-hook-form holds them. */
const contactValuesSchema = z.object({
  type: z.enum(CONTACT_TYPES),
  name: text,
  email: text,
  phone: text,
  position: text,
  legalName: text,
  taxId: text,
  registrationNumber: text,
  parentOrganizationId: text,
  address: z.object({ street: text, city: text, state: text, postalCode: text, country: text }),
  billingOpen: z.boolean(),
  billing: z.object({ name: text, email: text, address: text, taxId: text, registrationNumber: text }),
  invoiceLanguage: z.enum(["", ...LANGUAGES]),
}) satisfies z.ZodType<ContactFormValues>;

/**
 * The contact form's schema (the app's one form pattern, lib/schema-form.ts): the spec's rules with its texts
 * first, the first unmet one reported; then the request, parsed by the server's own schema (lengths and the like),
 * so what passes here is what the server accepts. `original` is the contact being edited.
 */
export function contactFormSchema(original?: Contact) {
  return contactValuesSchema
    .superRefine((values, ctx) => reportFirstUnmet(ctx, specRules(values)))
    .transform((values, ctx) =>
      parsedByServerSchema(createContactInputSchema, toSubmission(values, original), ctx, labelled),
    );
}

/** The form's first problem, or the body to send. */
export function checkContactForm(values: ContactFormValues, original?: Contact) {
  return checkForm<ContactFormValues, ContactSubmission, ContactFieldPath>(contactFormSchema(original), values);
}
