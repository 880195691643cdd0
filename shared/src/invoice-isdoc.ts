/** Issue 22 item 5: the texts of the ISDOC export (the API answers them as `{"error": "…"}`). */
export const INVOICE_ISDOC_MESSAGES = {
  draftRefused: (invoiceNumber: string) =>
    `Invoice ${invoiceNumber} is a draft, not a tax document: issue it before exporting ISDOC`,
  needsExchangeRate: (invoiceNumber: string, currency: string) =>
    `Invoice ${invoiceNumber} is in ${currency}: ISDOC needs its exchange rate to CZK (set it before issuing)`,
  noSupplierDetails: (invoiceNumber: string, reason: string) =>
    `Invoice ${invoiceNumber} was issued before Kancl kept the supplier's details, so ISDOC takes them from the company profile, which is not complete: ${reason}`,
  cannotExport: (invoiceNumber: string, reason: string) =>
    `Invoice ${invoiceNumber} cannot be exported as ISDOC: ${reason}`,
} as const;

/** The response header of the bulk export that says how many drafts matched the filters and were left out. */
export const ISDOC_SKIPPED_DRAFTS_HEADER = "X-Skipped-Drafts";
