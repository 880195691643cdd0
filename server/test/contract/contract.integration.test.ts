import { readFile } from "node:fs/promises";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import createClient, { type Middleware } from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, signUp } from "../factories";
import { startTestApp, type TestApp } from "../test-app";
import { GENERATED_TYPES_FILE, typesFromDocument } from "./generate-types";
import type { paths } from "./kancl-api";

// An integrator's view: a client generated from the served OpenAPI document, an API key and nothing else.
// Every response of the scenario is validated against the document's own response schemas.
let app: TestApp;
let document: { paths: Record<string, Record<string, OperationObject>> } & Record<string, unknown>;
let apiKey: string;

interface OperationObject {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

beforeAll(async () => {
  app = await startTestApp();
  document = (await (await fetch(new URL("/api/v1/openapi.json", app.baseUrl))).json()) as typeof document;
  // A person creates the key once in Settings (a browser session); from then on the integration uses the key only.
  const owner = await signUp(app, (await createOrganization(app, "Integrátor s.r.o.")).id);
  apiKey = (await owner.http.post<{ secret: string }>("/api/v1/api-keys", { name: "ERP sync" })).body.secret;
}, 60_000);
afterAll(() => app.close());

/** Validates every JSON response against the schema the document gives for its path, method and status. */
function schemaValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "kancl-openapi", components: document.components });
  const withRefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"kancl-openapi#/components/'));
  const checked: string[] = [];
  const middleware: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const method = request.method.toLowerCase();
      const operation = document.paths[schemaPath]?.[method];
      const described = operation?.responses[String(response.status)];
      expect(described, `${method.toUpperCase()} ${schemaPath} ${response.status} is documented`).toBeTruthy();
      const schema = described?.content?.["application/json"]?.schema;
      if (schema && response.headers.get("content-type")?.includes("application/json")) {
        const validate = ajv.compile(withRefs(schema));
        const body = await response.clone().json();
        expect(validate(body), `${method.toUpperCase()} ${schemaPath}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
      checked.push(`${method.toUpperCase()} ${schemaPath} ${response.status}`);
      return undefined;
    },
  };
  return { middleware, checked };
}

describe("the API contract", () => {
  it("the committed typed client matches the served document", async () => {
    const expected = await typesFromDocument(document);
    expect(await readFile(GENERATED_TYPES_FILE, "utf8"), "run `npm run api:types -w server`").toBe(expected);
  });

  it("runs the integrator scenario with an API key alone, every response matching the document", async () => {
    const validator = schemaValidator();
    const api = createClient<paths>({
      baseUrl: new URL("/api/v1", app.baseUrl).toString(),
      headers: { authorization: `Bearer ${apiKey}` },
    });
    api.use(validator.middleware);

    const organization = await api.POST("/crm/contacts", {
      body: {
        type: "organization",
        name: "Zákazník a.s.",
        legalName: "Zákazník a.s.",
        registrationNumber: "12345679",
        billing: { name: "Zákazník a.s.", email: "faktury@zakaznik.cz", address: "Dlouhá 1, Praha" },
      },
      params: { header: { "Idempotency-Key": "scenario-org-1" } },
    });
    expect(organization.response.status).toBe(201);
    const orgId = organization.data?.id as string;

    const person = await api.POST("/crm/contacts", {
      body: { type: "person", name: "Petra Kupcová", email: "petra@zakaznik.cz" },
    });
    const personId = person.data?.id as string;
    const link = await api.POST("/crm/contacts/{personId}/organizations", {
      params: { path: { personId } },
      body: { organizationId: orgId, role: "Nákupčí", isPrimary: true },
    });
    expect(link.data?.isPrimary).toBe(true);
    const people = await api.GET("/crm/contacts/{organizationId}/people", {
      params: { path: { organizationId: orgId } },
    });
    expect(people.data?.people.map((p) => p.person.name)).toEqual(["Petra Kupcová"]);

    const deal = await api.POST("/crm/deals", {
      body: {
        title: "Roční licence",
        status: "negotiation",
        currency: "CZK",
        estimatedValue: 120000,
        billingContactId: orgId,
      },
    });
    const dealId = deal.data?.id as string;
    const invoice = await api.POST("/crm/invoices", {
      body: {
        dealId,
        billingContactId: orgId,
        items: [{ description: "Licence 2027", quantity: 1, unitPrice: 100000 }],
        dueDate: "2099-01-31",
        taxRate: 21,
        currency: "CZK",
      },
    });
    expect(invoice.data).toMatchObject({ subtotal: 100000, tax: 21000, total: 121000, status: "draft" });
    const invoiceId = invoice.data?.id as string;

    const pdfLink = await api.POST("/crm/invoices/{id}/generate-pdf", { params: { path: { id: invoiceId } } });
    const pdf = await fetch(new URL(pdfLink.data?.downloadUrl as string, app.baseUrl), {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    // Issuing needs the supplier's details the law requires (issue 22): the integration saves the company profile.
    const profile = await api.PUT("/settings/company", {
      body: {
        legalName: "Integrátor s.r.o.",
        street: "Krátká 2",
        city: "Brno",
        postalCode: "602 00",
        country: "CZ",
        registrationNumber: "27082440",
        taxId: "CZ27082440",
        vatPayer: true,
        bankAccount: "19-2000145399/0800",
        version: 0,
      },
    });
    expect(profile.response.status).toBe(200);

    const sent = await api.POST("/crm/invoices/{id}/status", {
      params: { path: { id: invoiceId } },
      body: { status: "sent" },
    });
    expect(sent.data?.status).toBe("sent");
    const partial = await api.POST("/crm/invoices/{id}/payments", {
      params: { path: { id: invoiceId } },
      body: { amount: 21000, paidOn: "2026-01-15" },
    });
    expect(partial.data).toMatchObject({ status: "sent", amountPaid: 21000, amountDue: 100000 });

    // Issue 22's scenario through the REST API alone: an EUR invoice with two VAT rates, issued, then credited.
    const eur = await api.POST("/crm/invoices", {
      body: {
        dealId,
        billingContactId: orgId,
        items: [
          { description: "Licence", quantity: 1, unitPrice: 1000, vatRate: 21 },
          { description: "Příručka", quantity: 2, unitPrice: 50, vatRate: 12 },
        ],
        dueDate: "2099-02-28",
        currency: "EUR",
        exchangeRate: 25.125,
        constantSymbol: "0308",
      },
    });
    expect(eur.response.status).toBe(201);
    const eurId = eur.data?.id as string;
    const issued = await api.POST("/crm/invoices/{id}/issue", { params: { path: { id: eurId } } });
    expect(issued.data).toMatchObject({ status: "sent", subtotal: 1100, tax: 222, total: 1322, isTaxDocument: true });
    expect(issued.data?.vatRecap.map((line) => [line.rate, line.baseCzk, line.vatCzk])).toEqual([
      [21, 25125, 5276.25],
      [12, 2512.5, 301.5],
    ]);
    const note = await api.POST("/crm/invoices/{id}/credit-notes", {
      params: { path: { id: eurId } },
      body: { reason: "Sleva", items: [{ description: "Sleva", quantity: 1, unitPrice: -100, vatRate: 21 }] },
    });
    expect(note.response.status).toBe(201);
    expect(note.data).toMatchObject({ kind: "credit_note", originalInvoiceId: eurId, total: -121 });
    const noteIssued = await api.POST("/crm/invoices/{id}/issue", {
      params: { path: { id: note.data?.id as string } },
    });
    expect(noteIssued.data?.status).toBe("sent");
    const corrected = await api.GET("/crm/invoices/{id}", { params: { path: { id: eurId } } });
    expect(corrected.data).toMatchObject({ amountDue: 1201, creditNoteIds: [note.data?.id] });
    const won = await api.POST("/crm/deals/{id}/mark-won", {
      params: { path: { id: dealId } },
      body: { actualValue: 121000 },
    });
    expect(won.data).toMatchObject({ status: "won", actualValue: 121000 });
    const dealInvoices = await api.GET("/crm/deals/{dealId}/invoices", { params: { path: { dealId } } });
    expect(dealInvoices.data?.invoices.map((i) => i.id).sort()).toEqual(
      [invoiceId, eurId, note.data?.id as string].sort(),
    );

    // Errors match the document too.
    const missing = await api.GET("/crm/deals/{id}", {
      params: { path: { id: "00000000-0000-4000-8000-000000000000" } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error: "Deal not found" });
    const invalid = await api.POST("/crm/deals", { body: { title: "" } });
    expect(invalid.response.status).toBe(400);

    expect(validator.checked.length).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
