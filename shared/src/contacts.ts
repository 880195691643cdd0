import { z } from "zod";
import { czechIdProblems } from "./czech-ids";
import { enMessages } from "./i18n/en-messages";
import { LANGUAGES } from "./i18n/languages";
import { jsonOnly } from "./json-only";
import { versionNumber } from "./numbers";
import { updatedSinceField } from "./sync";
import { textString } from "./text";

/** Spec §5 and §8 texts for contacts, word for word. */
export const CONTACT_MESSAGES = enMessages.contacts;

/** Spec §9: a new person–organization link's role, and the relationship name of sub-organizations. */
export const DEFAULT_LINK_ROLE = "Employee";
export const SUBSIDIARY_RELATIONSHIP = "subsidiary";

export const CONTACT_TYPES = ["person", "organization"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const TEXT_MAX = 500;

/** Trimmed text; empty (or whitespace-only) becomes undefined, i.e. "not given" (spec §5). */
const text = (max = TEXT_MAX) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value === null ? undefined : value),
    textString().max(max, `must be at most ${max} characters`).optional(),
  );

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value === null ? undefined : value),
  textString().max(254).regex(emailPattern, CONTACT_MESSAGES.invalidEmail).optional(),
);

export const addressSchema = z
  .object({
    street: text(),
    city: text(),
    state: text(),
    postalCode: text(40),
    country: text(100),
  })
  .strict()
  .meta({ id: "Address" });

export const billingSchema = z
  .object({
    name: text(),
    email: optionalEmail,
    address: text(1000),
    taxId: text(50),
    registrationNumber: text(50),
  })
  .strict()
  .meta({ id: "Billing", description: "Who invoices are addressed to. Send {} to clear it." });

export type Address = z.infer<typeof addressSchema>;
export type Billing = z.infer<typeof billingSchema>;

const isEmpty = (value: object | undefined) => !value || Object.values(value).every((v) => v === undefined);

/** Fields a contact may carry; which ones apply depends on the type (checked by checkContactRules). */
export const contactFields = {
  type: z.enum(CONTACT_TYPES),
  // A contact's name is required and blank counts as absent (checkContactRules): at least one visible character.
  name: text(200).meta({ minLength: 1, pattern: "\\S" }),
  email: optionalEmail,
  phone: text(50),
  position: text(200),
  legalName: text(300),
  taxId: text(50),
  registrationNumber: text(50),
  address: addressSchema.nullish(),
  parentOrganizationId: z.uuid().nullish(),
  billing: billingSchema.nullish(),
  invoiceLanguage: z
    .enum(LANGUAGES)
    .nullish()
    .describe(
      "The language of this customer's invoices (en, cs; decision 183). null: by the country (Czech or none: cs, else en); omitted on an update keeps it",
    ),
  allowDuplicate: jsonOnly(z.boolean().optional()).describe(
    "Save even when another live contact has the same IČO or e-mail (otherwise 409 naming it in `duplicate`)",
  ),
};

const ORGANIZATION_ONLY = ["legalName", "taxId", "registrationNumber", "address", "parentOrganizationId"] as const;
const PERSON_ONLY = ["position"] as const;

type ContactFieldsInput = { [K in keyof typeof contactFields]?: unknown } & { type: ContactType };

/** The rules of spec §5 and the type rules of §3, as zod issues that name the field. */
export function checkContactRules(value: ContactFieldsInput, ctx: z.RefinementCtx) {
  if (!value.name) ctx.addIssue({ code: "custom", path: ["name"], message: CONTACT_MESSAGES.nameRequired });
  if (value.type === "person") {
    if (!value.email)
      ctx.addIssue({ code: "custom", path: ["email"], message: CONTACT_MESSAGES.emailRequiredForPersons });
    for (const field of ORGANIZATION_ONLY) {
      const given = value[field];
      if (given !== undefined && given !== null && !(typeof given === "object" && isEmpty(given))) {
        ctx.addIssue({ code: "custom", path: [field], message: `${field} ${CONTACT_MESSAGES.notAllowedForPerson}` });
      }
    }
  } else {
    if (!value.legalName)
      ctx.addIssue({ code: "custom", path: ["legalName"], message: CONTACT_MESSAGES.legalNameRequired });
    for (const field of PERSON_ONLY) {
      if (value[field] !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `${field} ${CONTACT_MESSAGES.notAllowedForOrganization}`,
        });
      }
    }
    // IČO and DIČ (decision 086): a DIČ starting with CZ is checked; an IČO when the country is Czech or not given.
    const country = (value.address as { country?: unknown } | null | undefined)?.country;
    for (const problem of czechIdProblems({
      taxId: value.taxId,
      registrationNumber: value.registrationNumber,
      country,
    })) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
    const billing = value.billing as Billing | null | undefined;
    for (const problem of czechIdProblems({ ...(typeof billing === "object" ? billing : {}), country })) {
      ctx.addIssue({ code: "custom", path: ["billing", problem.field], message: problem.message });
    }
    if (billing && !isEmpty(billing)) {
      if (!billing.name)
        ctx.addIssue({ code: "custom", path: ["billing", "name"], message: CONTACT_MESSAGES.billingNameRequired });
      if (!billing.email)
        ctx.addIssue({ code: "custom", path: ["billing", "email"], message: CONTACT_MESSAGES.billingEmailRequired });
      if (!billing.address)
        ctx.addIssue({
          code: "custom",
          path: ["billing", "address"],
          message: CONTACT_MESSAGES.billingAddressRequired,
        });
    }
  }
}

export const createContactInputSchema = z
  .object(contactFields)
  .strict()
  .superRefine(checkContactRules)
  .meta({ id: "CreateContactInput" });

/** PUT body: the fields plus the version that was read. */
export const updateContactFields = { ...contactFields, version: versionNumber() };

export const updateContactInputSchema = z.object(updateContactFields).strict().superRefine(checkContactRules).meta({
  id: "UpdateContactInput",
  description:
    "Replaces the contact's fields with these (omitted text fields are cleared). `version` is the one you read. `billing`: omitted keeps it, {} clears it. `parentOrganizationId`: omitted keeps it, null clears it.",
});

export type CreateContactInput = z.infer<typeof createContactInputSchema>;
export type UpdateContactInput = z.infer<typeof updateContactInputSchema>;

const nullableText = z.string().nullable();

export const contactSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int(),
    type: z.enum(CONTACT_TYPES),
    name: z.string(),
    email: nullableText,
    phone: nullableText,
    position: nullableText.describe("Persons only"),
    legalName: nullableText.describe("Organizations only"),
    taxId: nullableText.describe("Organizations only"),
    registrationNumber: nullableText.describe("Organizations only"),
    address: addressSchema.nullable().describe("Organizations only"),
    parentOrganizationId: z.uuid().nullable().describe("Organizations only"),
    billing: billingSchema.nullable(),
    invoiceLanguage: z
      .enum(LANGUAGES)
      .nullable()
      .describe("The language of this customer's invoices; null: by the country (Czech or none: cs, else en)"),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Contact" });

export type Contact = z.infer<typeof contactSchema>;

/** Issue 23: the contacts list sorts by these columns (by name unless asked otherwise). */
export const CONTACT_SORTS = ["name", "type", "createdAt", "updatedAt"] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const CONTACT_LIST_MESSAGES = {
  sort: "Sort must be name, type, createdAt or updatedAt",
  order: "Order must be asc or desc",
} as const;

export const listContactsInputSchema = z
  .object({
    type: z.enum(CONTACT_TYPES).optional(),
    q: textString()
      .trim()
      .max(200)
      .optional()
      .describe(
        "Search (accent- and case-insensitive substring) over name, legal name, e-mail, phone (digits), IČO and DIČ; without sort, the matches come ranked: exact, starts with, a word starts with, contains, similar",
      ),
    sort: z
      .enum(CONTACT_SORTS, { error: CONTACT_LIST_MESSAGES.sort })
      .optional()
      .describe("name by default; type sorts by type, then name"),
    order: z
      .enum(["asc", "desc"], { error: CONTACT_LIST_MESSAGES.order })
      .optional()
      .describe("asc by default for name and type, desc for createdAt and updatedAt"),
    updatedSince: updatedSinceField,
    limit: z.coerce.number().int().min(1).max(200).optional().describe("Page size; without it every match is returned"),
    cursor: textString().max(500).optional().describe("nextCursor of the previous page"),
  })
  .meta({ id: "ListContactsQuery" });

export const contactListSchema = z
  .object({ contacts: z.array(contactSchema), nextCursor: z.string().nullable().optional() })
  .meta({ id: "ContactList" });

export const relationshipSchema = z
  .object({
    id: z.uuid(),
    personId: z.uuid(),
    organizationId: z.uuid(),
    role: z.string(),
    isPrimary: z.boolean(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Relationship" });

export type Relationship = z.infer<typeof relationshipSchema>;

/** Every person–organization link of the organization in update order (decision 200): an integrator's sync. */
export const listRelationshipsInputSchema = z
  .object({
    updatedSince: updatedSinceField,
    sort: z.enum(["updatedAt"]).optional().describe("Always updatedAt (then id); accepted as on the other lists"),
    order: z.enum(["asc", "desc"]).optional().describe("By updatedAt, then id: asc (oldest change first) by default"),
    limit: z.coerce.number().int().min(1).max(200).optional().describe("Page size; without it every link is returned"),
    cursor: textString().max(500).optional().describe("nextCursor of the previous page"),
  })
  .strict()
  .meta({ id: "ListRelationshipsQuery" });
export type ListRelationshipsInput = z.infer<typeof listRelationshipsInputSchema>;

export const relationshipListSchema = z
  .object({ relationships: z.array(relationshipSchema), nextCursor: z.string().nullable().optional() })
  .meta({ id: "RelationshipList" });

export const roleSchema = textString().trim().min(1, CONTACT_MESSAGES.roleRequired).max(200);
const role = roleSchema;

export const createLinkInputSchema = z
  .object({ organizationId: z.uuid(), role, isPrimary: jsonOnly(z.boolean().default(false)) })
  .strict();

export const createRelationshipInputSchema = z
  .object({ personId: z.uuid(), organizationId: z.uuid(), role, isPrimary: jsonOnly(z.boolean().default(false)) })
  .strict()
  .meta({ id: "CreateRelationshipInput" });

/** PUT of a link: role and/or isPrimary (organizationId, when sent, must be the link's own). */
export const updateLinkFields = {
  organizationId: z.uuid().optional(),
  role: role.optional(),
  isPrimary: jsonOnly(z.boolean().optional()),
};
export const updateLinkNeedsAChange = (value: { role?: string; isPrimary?: boolean }) =>
  value.role !== undefined || value.isPrimary !== undefined;

export const personOrganizationsSchema = z
  .object({
    organizations: z.array(
      z.object({ id: z.uuid(), role: z.string(), isPrimary: z.boolean(), organization: contactSchema }),
    ),
  })
  .meta({ id: "PersonOrganizations" });

export const organizationPeopleSchema = z
  .object({
    people: z.array(z.object({ id: z.uuid(), role: z.string(), isPrimary: z.boolean(), person: contactSchema })),
  })
  .meta({ id: "OrganizationPeople" });

export const hierarchySchema = z
  .object({ path: z.array(z.object({ id: z.uuid(), name: z.string() })) })
  .meta({ id: "Hierarchy", description: "From the top ancestor down to the contact itself" });

export const childrenSchema = z.object({ children: z.array(contactSchema) }).meta({ id: "Children" });

export const setParentInputSchema = z.object({ parentOrganizationId: z.uuid().nullable() }).strict();

/** Spec-free texts of the merge of two contacts (issue 24 item 3). */
export const MERGE_MESSAGES = {
  withItself: "A contact cannot be merged with itself",
  differentTypes: "Only two persons or two organizations can be merged",
  merged: "Contacts merged",
  mergeFailed: "Failed to merge contacts",
} as const;

const mergeCountsSchema = z.object({
  links: z.number().int().describe("Person–organization links that move"),
  duplicateLinks: z.number().int().describe("Links the kept contact already has: dropped instead of moved"),
  children: z.number().int().describe("Sub-organizations that move under the kept organization"),
  deals: z.number().int().describe("Deals whose billing contact becomes the kept contact"),
  draftInvoices: z.number().int().describe("Draft invoices whose customer becomes the kept contact"),
  issuedInvoices: z
    .number()
    .int()
    .describe("Issued invoices and credit notes that point to the kept contact; their frozen customer details stay"),
  projects: z.number().int().describe("Projects whose client becomes the kept contact"),
});

export const contactMergePreviewSchema = z
  .object({ kept: contactSchema, mergedAway: contactSchema, moves: mergeCountsSchema })
  .meta({ id: "ContactMergePreview" });

export type ContactMergePreview = z.infer<typeof contactMergePreviewSchema>;

export const contactMergeResultSchema = z
  .object({ contact: contactSchema, moved: mergeCountsSchema })
  .meta({ id: "ContactMergeResult" });
