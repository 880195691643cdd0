import type { ContactType } from "@kancl/shared";

/**
 * Texts of the contacts screens that the spec does not quote (its own texts are CONTACT_MESSAGES in @kancl/shared).
 * Kept in one place so screens and tests say the same thing.
 */
export const CONTACT_UI_TEXT = {
  loadingList: "Loading contacts...",
  loadListFailed: "Failed to load contacts",
  noMatches: "No contacts match your search.",
  loadingContact: "Loading contact...",
  loadContactFailed: "Failed to load contact",
  linkFailed: "Failed to link the contact",
  updateLinkFailed: "Failed to update the link",
  unlinkFailed: "Failed to remove the link",
  selectOrganization: "Please select an organization",
  selectPerson: "Please select a person",
  addressHint: "The address is saved when street or city is filled.",
} as const;

export const TYPE_LABELS: Record<ContactType, string> = { person: "Person", organization: "Organization" };

/**
 * CONTACT_TYPES and CONTACT_MESSAGES.emptyList of @kancl/shared, written out here because importing a value from that
 * package pulls zod (~27 KB gzip) into the contacts list's chunk; contact-texts.test.ts keeps them equal.
 */
export const CONTACT_TYPE_VALUES = ["person", "organization"] as const satisfies readonly ContactType[];
export const CONTACTS_EMPTY_LIST_TEXT = "No contacts found. Create your first contact!";
