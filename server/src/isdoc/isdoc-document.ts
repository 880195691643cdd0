/**
 * The ISDOC engine's input: one invoice or credit note as plain typed data, in the terms of the Czech VAT act,
 * knowing nothing of any Kancl table or module. Money is integer cents of the document's currency; dates are ISO
 * dates (YYYY-MM-DD). The engine (isdoc-xml.ts) writes it as ISDOC 6.0.2 XML.
 */

/** 1 "Faktura – daňový doklad" (also a non-payer's invoice, with vatApplicable false) or 2 "Opravný daňový doklad". */
export type IsdocDocumentType = "invoice" | "credit-note";

export interface IsdocAddress {
  /** Street, or street and number ("Vinohradská 1234/12"); the number is split off when `buildingNumber` is absent. */
  street: string;
  buildingNumber?: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. "CZ". */
  countryCode: string;
  /** Defaults to the country's Czech name ("Česko"). */
  countryName?: string;
}

export interface IsdocParty {
  /** Legal name. */
  name: string;
  /** IČO (8 digits for a Czech company); empty for a person without one. */
  companyId?: string;
  /** DIČ, e.g. "CZ12345678"; written with tax scheme VAT. */
  vatId?: string;
  address: IsdocAddress;
  /** Commercial-register entry as one text ("C 12345 vedená u Městského soudu v Praze"). */
  register?: string;
  contact?: { name?: string; phone?: string; email?: string };
}

export interface IsdocLine {
  /** Unique within the document, at most 36 characters; defaults to the line's position (1, 2, …). */
  id?: string;
  description: string;
  /** Decimal quantity, e.g. 2 or "1.5". */
  quantity: number | string;
  /** Unit code as printed ("ks", "h"). */
  unit?: string;
  /** Unit price without VAT, document currency. */
  unitPriceCents: number;
  /** Line total without VAT, document currency. */
  baseCents: number;
  /** The line's VAT, document currency: 0 under reverse charge and for a non-payer. */
  vatCents: number;
  /** 21, 12, 0 … (0 for a non-payer). */
  vatRatePercent: number;
  /**
   * Reverse charge ("daň odvede zákazník"): the customer accounts for the VAT. `localCode` is the § 92a subject code
   * of the domestic regime (ISDOC's LocalReverseChargeCode: "1" gold, "2" emission allowances, "4" construction
   * work, "5" waste, or another code of the act's annex); without it, the line is a cross-border reverse charge
   * (e.g. a service to an EU VAT payer).
   */
  reverseCharge?: { localCode?: string };
  note?: string;
}

/** One row of the VAT recapitulation, exactly as the document states it (the engine does not recompute it). */
export interface IsdocVatRecapEntry {
  vatRatePercent: number;
  reverseCharge?: boolean;
  /** Base and VAT in the document's currency. */
  baseCents: number;
  vatCents: number;
  /** Base and VAT in CZK: required when the document's currency is not CZK. */
  localBaseCents?: number;
  localVatCents?: number;
}

/** CZK for `amount` units of the foreign currency (the Czech National Bank's form: 25.085 CZK for 1 EUR). */
export interface IsdocExchangeRate {
  /** Decimal string, e.g. "25.085". */
  rate: string;
  /** Units of the foreign currency the rate is for; 1 unless the rate list says 100 (e.g. JPY). */
  amount?: number;
}

export interface IsdocBankAccount {
  /** Czech account number with its prefix, e.g. "19-2000145399" (empty for a foreign account). */
  number: string;
  /** Czech bank code, e.g. "0800" (empty for a foreign account). */
  bankCode: string;
  bankName?: string;
  iban: string;
  bic?: string;
}

export type IsdocPayment =
  | {
      means: "bank-transfer";
      dueDate: string;
      account: IsdocBankAccount;
      variableSymbol?: string;
      constantSymbol?: string;
      specificSymbol?: string;
      /** Amount to pay, document currency; defaults to the document's total. */
      amountCents?: number;
    }
  | { means: "cash"; amountCents?: number }
  | { means: "card"; amountCents?: number };

export interface IsdocDocument {
  type: IsdocDocumentType;
  /** The human-readable number, e.g. "2026-0003". */
  number: string;
  /** The document's UUID (RFC 4122); the same document must always carry the same one. */
  uuid: string;
  issueDate: string;
  /** DUZP. Written only when the document is subject to VAT. */
  taxPointDate?: string;
  /** False for a supplier who is not a VAT payer ("Nejsem plátce DPH"): no VAT anywhere, not a tax document. */
  vatApplicable: boolean;
  /** ISO 4217 code of the document's currency; the local currency is always CZK. */
  currency: string;
  /** Required when `currency` is not CZK. */
  exchangeRate?: IsdocExchangeRate;
  supplier: IsdocParty;
  customer: IsdocParty;
  lines: IsdocLine[];
  vatRecap: IsdocVatRecapEntry[];
  payment?: IsdocPayment;
  /** The corrected invoice: required for a credit note. */
  originalDocument?: { number: string; issueDate?: string; uuid?: string };
  note?: string;
  /** Defaults to "Kancl". */
  issuingSystem?: string;
  /** How the customer agreed to electronic invoices; ISDOC requires the element, empty when unknown. */
  electronicAgreementReference?: string;
}

/**
 * Sign convention: a credit note's amounts are given as Kancl keeps them, negative (they reduce what the customer
 * owes); ISDOC writes a credit note in positive amounts (its rules: "Dobropis jako takový je ale vždy v kladných
 * částkách"), so the engine negates every amount of a credit note. A credit note whose total is not negative is
 * refused.
 */
export class IsdocInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = "IsdocInputError";
  }
}
