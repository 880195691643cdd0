import { describe, expect, it } from "vitest";
import { CHAT_MESSAGES } from "../chat";
import * as shared from "../index";
import { en, entriesOf } from "./catalogue";
import { cs } from "./cs";
import type { enMessages } from "./en-messages";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("catalogues", () => {
  const english = new Map(entriesOf(en));
  const czech = new Map(entriesOf(cs));

  it("Czech has every English key", () => {
    expect([...english.keys()].filter((key) => !czech.has(key))).toEqual([]);
  });

  it("English has every Czech key", () => {
    expect([...czech.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("no text is empty, and a translation keeps the English placeholders", () => {
    for (const [key, text] of czech) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });

  it("the server's messages are the catalogue's, under the keys of their *_MESSAGES constants", () => {
    const constants: Record<keyof typeof enMessages, Record<string, unknown>> = {
      account: shared.ACCOUNT_MESSAGES,
      auth: shared.AUTH_MESSAGES,
      company: shared.COMPANY_MESSAGES,
      contactImport: shared.CONTACT_IMPORT_MESSAGES,
      contacts: shared.CONTACT_MESSAGES,
      czechIds: shared.CZECH_ID_MESSAGES,
      dates: shared.DATE_MESSAGES,
      deals: shared.DEAL_MESSAGES,
      dealList: shared.DEAL_LIST_MESSAGES,
      exchangeRates: shared.EXCHANGE_RATE_MESSAGES,
      invoiceLifecycle: shared.INVOICE_LIFECYCLE_MESSAGES,
      invoiceList: shared.INVOICE_LIST_MESSAGES,
      invoices: shared.INVOICE_MESSAGES,
      invoiceDocument: shared.INVOICE_DOCUMENT_MESSAGES,
      outbox: shared.OUTBOX_MESSAGES,
      projects: shared.PROJECT_MESSAGES,
      setup: shared.SETUP_MESSAGES,
      demo: shared.DEMO_MESSAGES,
      team: shared.TEAM_MESSAGES,
      text: shared.TEXT_MESSAGES,
      trash: shared.TRASH_MESSAGES,
    };
    const missing: string[] = [];
    for (const [namespace, messages] of Object.entries(constants)) {
      const catalogued = en[namespace as keyof typeof enMessages] as Record<string, string>;
      for (const [key, text] of Object.entries(messages)) {
        if (typeof text === "string" && catalogued[key] !== text) missing.push(`${namespace}.${key}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the shared templates say what the catalogue's templates say", () => {
    expect(shared.itemMessage.description(3)).toBe(en.invoiceScreens.itemDescriptionRequired.replace("{{n}}", "3"));
    expect(shared.itemMessage.quantity(3)).toBe(en.invoiceScreens.itemQuantityPositive.replace("{{n}}", "3"));
    expect(shared.itemMessage.unitPrice(3)).toBe(en.invoiceScreens.itemUnitPriceNonNegative.replace("{{n}}", "3"));
    expect(shared.vatRateItemMessage(2)).toBe(en.invoiceScreens.itemVatRate.replace("{{n}}", "2"));
    expect(shared.missingBillingMessage("Acme")).toBe(en.invoiceScreens.missingBilling.replace("{{name}}", "Acme"));
    // The assistant's limits (shared/src/chat.ts): the panel says them in the language on screen, the server in English.
    expect(CHAT_MESSAGES.messageTooLong(12_345)).toBe(
      en.chatPanel.tooLong.replace("{{max}}", "10,000").replace("{{length}}", "12,345"),
    );
    expect(CHAT_MESSAGES.conversationTooLong).toBe(en.chatPanel.conversationTooLong);
    expect(shared.INVOICE_DOCUMENT_MESSAGES.exchangeRateRequired("EUR")).toBe(
      en.invoiceScreens.exchangeRateRequired.replace("{{currency}}", "EUR"),
    );
  });
});
