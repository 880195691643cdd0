import { CONTACT_MESSAGES, CONTACT_TYPES } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { CONTACT_TYPE_VALUES, CONTACTS_EMPTY_LIST_TEXT } from "./contact-texts";

describe("the contacts list's copies of @kancl/shared values", () => {
  it("match the shared ones", () => {
    expect(CONTACT_TYPE_VALUES).toEqual(CONTACT_TYPES);
    expect(CONTACTS_EMPTY_LIST_TEXT).toBe(CONTACT_MESSAGES.emptyList);
  });
});
