import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loginInputSchema, passwordProblem, registerInputSchema } from "./auth";
import { updateCompanyProfileInputSchema, uploadCompanyLogoInputSchema } from "./company";
import {
  createContactInputSchema,
  createLinkInputSchema,
  createRelationshipInputSchema,
  listContactsInputSchema,
  updateContactInputSchema,
} from "./contacts";
import { createDealInputSchema, listDealsInputSchema, updateDealInputSchema } from "./deals";
import { formatValidationIssues } from "./errors";
import { createInvoiceInputSchema } from "./invoices";
import { createApiKeyInputSchema, createOrganizationInputSchema } from "./organizations";
import { TEXT_MESSAGES, textProblem, textString } from "./text";

const ID = "0b7c5a2e-8d3f-4c1a-9e6b-2f4d8a1c3e5b";
const BAD_TEXTS = [
  ["a\u0000b", TEXT_MESSAGES.nul],
  ["\u0000", TEXT_MESSAGES.nul],
  ["x\ud800", TEXT_MESSAGES.loneSurrogate],
  ["\udfffy", TEXT_MESSAGES.loneSurrogate],
  ["\ude00\ud83d", TEXT_MESSAGES.loneSurrogate],
] as const;

describe("textProblem", () => {
  it("refuses NUL and lone surrogates", () => {
    for (const [text, message] of BAD_TEXTS) expect(textProblem(text), JSON.stringify(text)).toBe(message);
  });

  it("accepts any other text: diacritics, emoji (a surrogate pair), tabs and other control characters", () => {
    for (const text of ["", "Žluťoučký kůň", "😀", "\ud83d\ude00", "a\tb\nc\u0001\u007f", "\ufffd"]) {
      expect(textProblem(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it("checks without String.prototype.isWellFormed too (browsers before 2023)", () => {
    const text = new String("x\ud800") as unknown as string;
    Object.defineProperty(text, "isWellFormed", { value: undefined });
    expect(textProblem(text)).toBe(TEXT_MESSAGES.loneSurrogate);
  });
});

/**
 * Every input schema of the API with a valid value, and the paths of its free-text fields: each must refuse NUL and
 * lone surrogates with a message naming that field. Any other string field (ids, enums, dates, e-mails) must refuse
 * them too, with whatever message its format gives.
 */
const SCHEMAS: { name: string; schema: z.ZodType; valid: unknown; texts: string[] }[] = [
  {
    name: "register",
    schema: registerInputSchema,
    valid: { email: "jana@example.cz", password: "Correct-Horse-42", name: "Jana", orgId: ID },
    texts: ["email", "password", "name", "orgId"],
  },
  {
    name: "login",
    schema: loginInputSchema,
    valid: { email: "jana@example.cz", password: "whatever" },
    texts: ["email", "password"],
  },
  {
    name: "contact (organization)",
    schema: createContactInputSchema,
    valid: {
      type: "organization",
      name: "Acme",
      email: "info@acme.cz",
      phone: "+420 123",
      legalName: "Acme s.r.o.",
      taxId: "CZ27082440",
      registrationNumber: "27082440",
      address: { street: "Main 1", city: "Praha", state: "CZ", postalCode: "110 00", country: "Czechia" },
      parentOrganizationId: ID,
      billing: {
        name: "Acme",
        email: "billing@acme.cz",
        address: "Praha",
        taxId: "CZ27082440",
        registrationNumber: "27082440",
      },
    },
    texts: [
      "name",
      "email",
      "phone",
      "legalName",
      "taxId",
      "registrationNumber",
      "address.street",
      "address.city",
      "address.state",
      "address.postalCode",
      "address.country",
      "billing.name",
      "billing.email",
      "billing.address",
      "billing.taxId",
      "billing.registrationNumber",
    ],
  },
  {
    name: "contact update (person)",
    schema: updateContactInputSchema,
    valid: { type: "person", name: "Jan", email: "jan@example.cz", position: "CEO", version: 1 },
    texts: ["name", "email", "position"],
  },
  {
    name: "contact list query",
    schema: listContactsInputSchema,
    valid: { type: "person", q: "Jan", limit: 10, cursor: "abc" },
    texts: ["q", "cursor"],
  },
  {
    name: "link",
    schema: createLinkInputSchema,
    valid: { organizationId: ID, role: "CEO", isPrimary: true },
    texts: ["role"],
  },
  {
    name: "relationship",
    schema: createRelationshipInputSchema,
    valid: { personId: ID, organizationId: ID, role: "CEO" },
    texts: ["role"],
  },
  {
    name: "deal",
    schema: createDealInputSchema,
    valid: { title: "Deal", status: "lead", currency: "CZK", billingContactId: ID, source: "web" },
    texts: ["title", "source"],
  },
  {
    name: "deal update",
    schema: updateDealInputSchema,
    valid: { title: "Deal", source: "web", version: 2 },
    texts: ["title", "source"],
  },
  { name: "deal list query", schema: listDealsInputSchema, valid: { q: "De", cursor: "abc" }, texts: ["q", "cursor"] },
  {
    name: "invoice",
    schema: createInvoiceInputSchema,
    valid: {
      dealId: ID,
      billingContactId: ID,
      items: [{ description: "Work", quantity: 1, unitPrice: 10 }],
      dueDate: "2099-01-01",
      currency: "CZK",
    },
    texts: ["items.0.description", "dueDate"],
  },
  {
    name: "company profile",
    schema: updateCompanyProfileInputSchema,
    valid: {
      version: 0,
      legalName: "Kancl s.r.o.",
      street: "Main 1",
      city: "Praha",
      postalCode: "110 00",
      country: "CZ",
      registrationNumber: "27082440",
      taxId: "CZ27082440",
      bankAccount: "19-2000145399/0800",
      iban: "CZ6508000000192000145399",
      bic: "GIBACZPX",
      email: "info@kancl.cz",
      phone: "+420 123",
      web: "kancl.cz",
      footerText: "Registered in Prague",
    },
    texts: [
      "legalName",
      "street",
      "city",
      "postalCode",
      "country",
      "registrationNumber",
      "taxId",
      "bankAccount",
      "iban",
      "bic",
      "email",
      "phone",
      "web",
      "footerText",
    ],
  },
  {
    name: "company logo",
    schema: uploadCompanyLogoInputSchema,
    valid: { mediaType: "image/png", data: "AAAA" },
    texts: ["data"],
  },
  { name: "organization", schema: createOrganizationInputSchema, valid: { name: "Firma" }, texts: ["name"] },
  { name: "API key", schema: createApiKeyInputSchema, valid: { name: "CI" }, texts: ["name"] },
];

/** Every path of a string leaf of a value ("billing.address", "items.0.description"). */
function stringPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...prefix, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
  return [];
}

function withValue(value: unknown, path: (string | number)[], leaf: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = leaf;
  return copy;
}

describe("every input schema refuses NUL and lone surrogates, naming the field", () => {
  it.each(SCHEMAS.map((entry) => [entry.name, entry] as const))("%s", (_name, { schema, valid, texts }) => {
    expect(schema.safeParse(valid).error?.issues ?? []).toEqual([]);
    const paths = stringPaths(valid);
    for (const text of texts)
      expect(
        paths.map((p) => p.join(".")),
        "a text field of the sample",
      ).toContain(text);
    for (const path of paths) {
      const field = path.join(".");
      for (const [bad, message] of BAD_TEXTS) {
        // Inside a longer text too, where a pattern anchored at the ends would still match.
        for (const leaf of [bad, `ok ${bad} ok`]) {
          const result = schema.safeParse(withValue(valid, path, leaf));
          const label = `${field} = ${JSON.stringify(leaf)}`;
          expect(result.success, label).toBe(false);
          const issues = result.error?.issues ?? [];
          expect(
            issues.some((issue) => issue.path.join(".") === field),
            label,
          ).toBe(true);
          if (texts.includes(field)) expect(formatValidationIssues(issues), label).toContain(`${field}: ${message}`);
        }
      }
    }
  });
});

describe("textString", () => {
  it("keeps the rules chained after it and their messages", () => {
    const schema = textString().trim().min(1, "Name is required").max(5, "Too long");
    expect(schema.safeParse("  ").error?.issues[0]?.message).toBe("Name is required");
    expect(schema.safeParse("abcdef").error?.issues[0]?.message).toBe("Too long");
    expect(schema.parse("  abc ")).toBe("abc");
    expect(schema.safeParse("a\u0000").error?.issues.map((issue) => issue.message)).toEqual([TEXT_MESSAGES.nul]);
  });

  it("does not change the spec's password messages", () => {
    expect(passwordProblem("Correct-Horse-42")).toBeUndefined();
    expect(passwordProblem("short")).toBe("Password must be at least 12 characters long");
    expect(passwordProblem("Correct-Horse-42\u0000")).toBe(TEXT_MESSAGES.nul);
  });
});
