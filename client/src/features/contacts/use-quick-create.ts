import {
  CONTACT_MESSAGES,
  type Contact,
  type CreateContactInput,
  DEFAULT_LINK_ROLE,
  EMAIL_PATTERN,
  SUBSIDIARY_RELATIONSHIP,
} from "@kancl/shared";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPCClient } from "@/lib/trpc";
import { useContactsCache } from "./contact-queries";

/**
 * Where a quick-created contact goes (spec §2, §5): a new person linked to an organization, a new organization
 * linked to a person, or a new sub-organization of an organization.
 */
export type QuickCreateTarget =
  | { kind: "person"; organization: Pick<Contact, "id" | "name"> }
  | { kind: "organization"; person: Pick<Contact, "id" | "name"> }
  | { kind: "sub-organization"; parent: Pick<Contact, "id" | "name"> };

export const entityOf = (target: QuickCreateTarget) => (target.kind === "person" ? "person" : "organization");
export const parentOf = (target: QuickCreateTarget) =>
  target.kind === "person" ? target.organization : target.kind === "organization" ? target.person : target.parent;
/** Links carry a role the user chooses; a sub-organization's relationship is always 'subsidiary' (spec §9). */
export const hasRole = (target: QuickCreateTarget) => target.kind !== "sub-organization";

export interface QuickCreateValues {
  name: string;
  email: string;
  phone: string;
  position: string;
  legalName: string;
  parentOrganizationId: string;
  role: string;
}

export const quickCreateDefaults: QuickCreateValues = {
  name: "",
  email: "",
  phone: "",
  position: "",
  legalName: "",
  parentOrganizationId: "",
  role: DEFAULT_LINK_ROLE,
};

const trimmed = z.string().trim();
const validEmail = (value: string) => !value || EMAIL_PATTERN.test(value);

/** Spec §5 quick create: person — name, valid e-mail; organization — name, legal name, e-mail optional but valid. */
export function quickCreateSchema(target: QuickCreateTarget) {
  const person = entityOf(target) === "person";
  return z.object({
    name: trimmed.min(1, CONTACT_MESSAGES.nameRequired),
    email: person
      ? trimmed.min(1, CONTACT_MESSAGES.emailRequiredForPersons).refine(validEmail, CONTACT_MESSAGES.invalidEmail)
      : trimmed.refine(validEmail, CONTACT_MESSAGES.invalidEmail),
    phone: trimmed,
    position: trimmed,
    legalName: person ? trimmed : trimmed.min(1, CONTACT_MESSAGES.quickLegalNameRequired),
    parentOrganizationId: trimmed,
    role: hasRole(target) ? trimmed.min(1, CONTACT_MESSAGES.roleRequired) : trimmed,
  });
}

/** What the relationship is called in the dialog: the role, or 'subsidiary'. */
export function relationshipName(target: QuickCreateTarget, role: string): string {
  return hasRole(target) ? role.trim() : SUBSIDIARY_RELATIONSHIP;
}

/** The create call's input: empty values omitted; a sub-organization is created under its parent at once. */
export function quickCreateInput(target: QuickCreateTarget, values: QuickCreateValues): CreateContactInput {
  const given = (value: string) => value.trim() || undefined;
  const common = { name: given(values.name), email: given(values.email)?.toLowerCase(), phone: given(values.phone) };
  if (entityOf(target) === "person") return { type: "person", ...common, position: given(values.position) };
  return {
    type: "organization",
    ...common,
    legalName: given(values.legalName),
    parentOrganizationId: target.kind === "sub-organization" ? target.parent.id : given(values.parentOrganizationId),
  };
}

/**
 * Creates the contact, then links it (spec §8): 'Entity created and relationship established.'; a failed link
 * leaves the contact and warns 'Entity created but relationship establishment failed. Please link manually.';
 * a failed create shows the server's message or 'Failed to create entity'.
 */
export function useQuickCreate(target: QuickCreateTarget, onCreated: (contact: Contact) => void) {
  const client = useTRPCClient();
  const cache = useContactsCache();
  return useMutation({
    mutationFn: async (values: QuickCreateValues) => {
      const created = await client.contacts.create.mutate(quickCreateInput(target, values));
      const role = values.role.trim();
      try {
        if (target.kind === "person") {
          await client.contacts.linkOrganization.mutate({
            personId: created.id,
            organizationId: target.organization.id,
            role,
            isPrimary: false,
          });
        } else if (target.kind === "organization") {
          await client.contacts.linkOrganization.mutate({
            personId: target.person.id,
            organizationId: created.id,
            role,
            isPrimary: false,
          });
        }
        return { created, linked: true };
      } catch (error) {
        console.error("Linking the new contact failed:", errorMessageOf(error));
        return { created, linked: false };
      }
    },
    onSuccess: ({ created, linked }) => {
      if (linked) toast.success(CONTACT_MESSAGES.entityCreatedAndLinked);
      else toast.warning(CONTACT_MESSAGES.entityCreatedLinkFailed);
      onCreated(created);
    },
    onError: (error) => toast.error(errorMessageOf(error, CONTACT_MESSAGES.entityCreateFailed)),
    onSettled: () => cache.invalidate(),
  });
}
