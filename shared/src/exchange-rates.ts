import { z } from "zod";
import { DATE_FORMAT } from "./dates";
import { enMessages } from "./i18n/en-messages";
import { businessDate, isRealDate } from "./invoices";

/** Currencies an invoice can be in besides CZK: the ones whose VAT is recapitulated in CZK at an exchange rate. */
export const FOREIGN_INVOICE_CURRENCIES = ["EUR", "USD", "GBP"] as const;
export type ForeignInvoiceCurrency = (typeof FOREIGN_INVOICE_CURRENCIES)[number];

export const EXCHANGE_RATE_MESSAGES = {
  ...enMessages.exchangeRates,
} as const;

export const cnbRateInputSchema = z.object({
  currency: z.enum(FOREIGN_INVOICE_CURRENCIES, { error: EXCHANGE_RATE_MESSAGES.currencyInvalid }),
  // The rate of the taxable supply's date (§ 38 of the VAT act): a past day or today, never a future one.
  date: z
    .string({ error: EXCHANGE_RATE_MESSAGES.dateInvalid })
    .max(10, EXCHANGE_RATE_MESSAGES.dateInvalid)
    .refine((value) => isRealDate(value) && value >= "1991-01-01" && value <= businessDate(), {
      error: EXCHANGE_RATE_MESSAGES.dateInvalid,
    })
    .meta(DATE_FORMAT),
});
export type CnbRateInput = z.infer<typeof cnbRateInputSchema>;

/**
 * The Czech National Bank's rate for one unit of the currency valid on `date`: the fixing announced that day, or the
 * last one before it on a weekend or holiday (`rateDate`). `rate` is null when the bank could not be asked; `message`
 * then says that the user enters the rate by hand — the rate is never required from the bank.
 */
export const cnbRateSchema = z.object({
  currency: z.enum(FOREIGN_INVOICE_CURRENCIES),
  date: z.string().meta(DATE_FORMAT),
  rate: z.number().nullable(),
  rateDate: z.string().meta(DATE_FORMAT).nullable(),
  source: z.literal("CNB"),
  message: z.string().optional(),
});
export type CnbRate = z.infer<typeof cnbRateSchema>;
