import type { ContactType } from "@kancl/shared";
import { translated } from "@/i18n/screens";

/**
 * Texts of the contacts screens that the spec does not quote (its own texts are CONTACT_MESSAGES in @kancl/shared).
 * Kept in one place so screens and tests say the same thing.
 */
export const CONTACT_UI_TEXT = translated({
  loadingList: "contactScreens.loadingList",
  loadListFailed: "contactScreens.loadListFailed",
  noMatches: "contactScreens.noMatches",
  loadingContact: "contactScreens.loadingContact",
  loadContactFailed: "contactScreens.loadContactFailed",
  linkFailed: "contactScreens.linkFailed",
  updateLinkFailed: "contactScreens.updateLinkFailed",
  unlinkFailed: "contactScreens.unlinkFailed",
  selectOrganization: "contactScreens.selectOrganization",
  selectPerson: "contactScreens.selectPerson",
  addressHint: "contactScreens.addressHint",
});

export const TYPE_LABELS: Readonly<Record<ContactType, string>> = translated({
  person: "contactScreens.person",
  organization: "contactScreens.organization",
});

export { CONTACT_TYPE_VALUES } from "./contacts-list-query";

/**
 * CONTACT_MESSAGES.emptyList of @kancl/shared, written out here because importing a value from that package pulls
 * zod (~27 KB gzip) into the contacts list's chunk; contact-texts.test.ts keeps them equal.
 */
export const CONTACTS_EMPTY_LIST_TEXT = "No contacts found. Create your first contact!";
