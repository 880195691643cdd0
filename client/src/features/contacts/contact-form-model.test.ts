import { CONTACT_MESSAGES } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import {
  type ContactFormValues,
  checkContactForm,
  contactToValues,
  hasEnteredData,
  newContactValues,
  toSubmission,
  withType,
} from "./contact-form-model";
import { acme, jana } from "./contacts-test-kit";

const person = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...newContactValues("person"),
  name: "Jana",
  email: "jana@example.com",
  ...overrides,
});

const organization = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...newContactValues("organization"),
  name: "Acme",
  legalName: "Acme s.r.o.",
  ...overrides,
});

const problemOf = (values: ContactFormValues) => {
  const checked = checkContactForm(values);
  return "problem" in checked ? checked.problem : null;
};

describe("checkContactForm (spec §5, in order)", () => {
  it("needs a name first", () => {
    expect(problemOf(person({ name: "  ", email: "" }))).toEqual({
      field: "name",
      message: CONTACT_MESSAGES.nameRequired,
    });
  });

  it("needs a person's e-mail and an organization's legal name", () => {
    expect(problemOf(person({ email: " " }))?.message).toBe("Email is required for persons");
    expect(problemOf(organization({ legalName: "" }))?.message).toBe("Legal name is required for organizations");
    expect(problemOf(organization({ email: "" }))).toBeNull();
  });

  it("needs a valid e-mail when one is given", () => {
    expect(problemOf(organization({ email: "acme@" }))).toEqual({
      field: "email",
      message: CONTACT_MESSAGES.invalidEmail,
    });
  });

  it("needs an organization's billing name, e-mail and address once the section is open", () => {
    const open = (billing: Partial<ContactFormValues["billing"]>) =>
      organization({
        billingOpen: true,
        billing: { name: "", email: "", address: "", taxId: "", registrationNumber: "", ...billing },
      });
    expect(problemOf(open({}))?.message).toBe(CONTACT_MESSAGES.billingNameRequired);
    expect(problemOf(open({ name: "Acme" }))?.message).toBe(CONTACT_MESSAGES.billingEmailRequired);
    expect(problemOf(open({ name: "Acme", email: "x@acme.cz" }))?.message).toBe(
      CONTACT_MESSAGES.billingAddressRequired,
    );
    expect(problemOf(open({ name: "Acme", email: "x@acme", address: "Praha" }))).toEqual({
      field: "billing.email",
      message: CONTACT_MESSAGES.invalidEmail,
    });
    expect(problemOf(open({ name: "Acme", email: "x@acme.cz", address: "Praha" }))).toBeNull();
    // A person's billing is optional field by field.
    expect(problemOf(person({ billingOpen: true }))).toBeNull();
  });

  it("reports the server schema's limits with the field's label", () => {
    expect(problemOf(person({ name: "x".repeat(201) }))?.message).toBe("Name: must be at most 200 characters");
  });
});

describe("toSubmission", () => {
  it("trims text, omits empty values and keeps only the type's fields", () => {
    expect(
      toSubmission(
        person({ name: "  Jana  ", email: " JANA@Example.com ", phone: " ", position: " CFO ", legalName: "x" }),
      ),
    ).toEqual({ type: "person", name: "Jana", email: "jana@example.com", position: "CFO" });
  });

  it("sends the invoice language chosen; 'by the country' is omitted on create and null on edit", () => {
    expect(toSubmission(person({ invoiceLanguage: "cs" })).invoiceLanguage).toBe("cs");
    expect(toSubmission(person({ invoiceLanguage: "" })).invoiceLanguage).toBeUndefined();
    expect(toSubmission(person({ invoiceLanguage: "" }), jana).invoiceLanguage).toBeNull();
    expect(contactToValues({ ...jana, invoiceLanguage: "en" }).invoiceLanguage).toBe("en");
    expect(contactToValues(jana).invoiceLanguage).toBe("");
  });

  it("sends the address only when street or city is filled", () => {
    const address = { street: "", city: "", state: "", postalCode: "110 00", country: "CZ" };
    expect(toSubmission(organization({ address })).address).toBeUndefined();
    expect(toSubmission(organization({ address: { ...address, city: " Praha " } })).address).toEqual({
      city: "Praha",
      postalCode: "110 00",
      country: "CZ",
    });
  });

  it("sends billing when any field is filled, with the e-mail lowercased", () => {
    const billing = { name: "", email: " Billing@ACME.cz ", address: "", taxId: "", registrationNumber: "" };
    expect(toSubmission(person({ billingOpen: true, billing })).billing).toEqual({ email: "billing@acme.cz" });
    expect(toSubmission(person({ billingOpen: true })).billing).toBeUndefined();
    // A closed section sends nothing, whatever it held.
    expect(toSubmission(person({ billingOpen: false, billing })).billing).toBeUndefined();
  });

  it("on edit, sends {} when the billing that existed is cleared, and null for an emptied parent", () => {
    const withBilling = { ...acme, billing: { name: "Acme", email: "a@acme.cz", address: "Praha" } };
    const values = contactToValues(withBilling);
    expect(values.billingOpen).toBe(true);
    expect(toSubmission({ ...values, billingOpen: false }, withBilling).billing).toEqual({});
    expect(toSubmission(values, withBilling).billing).toEqual({ name: "Acme", email: "a@acme.cz", address: "Praha" });
    expect(toSubmission(contactToValues(acme), acme).billing).toBeUndefined();
    expect(toSubmission(contactToValues(acme), acme).parentOrganizationId).toBeNull();
    expect(toSubmission(contactToValues(acme)).parentOrganizationId).toBeUndefined();
  });
});

describe("type changes (spec §4)", () => {
  it("counts any entered text as data", () => {
    expect(hasEnteredData(newContactValues())).toBe(false);
    expect(hasEnteredData({ ...newContactValues(), phone: "1" })).toBe(true);
    expect(hasEnteredData({ ...newContactValues(), billing: { ...newContactValues().billing, taxId: "1" } })).toBe(
      true,
    );
  });

  it("clears the type-specific fields and keeps the common ones", () => {
    const values = withType(
      organization({ taxId: "CZ1", address: { ...newContactValues().address, city: "Brno" }, phone: "123" }),
      "person",
    );
    expect(values).toMatchObject({ type: "person", name: "Acme", phone: "123", legalName: "", taxId: "" });
    expect(values.address.city).toBe("");
    expect(withType(contactToValues(jana), "organization").position).toBe("");
  });
});
