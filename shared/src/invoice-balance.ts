/**
 * What an invoice still asks (issue 34 item 9): the one definition every figure of "due", "paid" and "remaining" is
 * read from — the API's `amountDue`, the list, the CSV, the assistant, the payment request's lines and its QR code.
 * All in integer cents. A draft asks nothing yet; a credit note asks nothing itself: once issued it lowers its
 * invoice's balance. Payments may exceed what remains after a later credit note: that is an overpayment (to refund),
 * never a negative amount due.
 */
export interface BalanceSource {
  kind: "invoice" | "credit_note";
  status: "draft" | "sent" | "paid" | "overdue";
  totalCents: number;
  /** Its credit notes with their (negative) totals; drafts among them do not count. */
  creditNotes: readonly { status: string; totalCents: number }[];
  payments: readonly { amountCents: number }[];
}

export interface InvoiceBalance {
  /** The invoice's total as issued. */
  totalCents: number;
  /** The issued credit notes' totals, summed: ≤ 0. */
  creditedCents: number;
  /** The payments, summed: ≥ 0. */
  paidCents: number;
  /** What is still due: total + credited − paid, never below 0. */
  dueCents: number;
  /** What was paid beyond total + credited (a credit note after a payment): ≥ 0. */
  overpaidCents: number;
}

export function invoiceBalance(source: BalanceSource): InvoiceBalance {
  const paidCents = source.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (source.kind === "credit_note" || source.status === "draft") {
    return { totalCents: source.totalCents, creditedCents: 0, paidCents, dueCents: 0, overpaidCents: 0 };
  }
  const creditedCents = source.creditNotes
    .filter((note) => note.status !== "draft")
    .reduce((sum, note) => sum + note.totalCents, 0);
  const net = source.totalCents + creditedCents - paidCents;
  return {
    totalCents: source.totalCents,
    creditedCents,
    paidCents,
    dueCents: Math.max(0, net),
    overpaidCents: Math.max(0, -net),
  };
}
