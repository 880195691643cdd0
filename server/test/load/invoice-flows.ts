import { api, expectStatus } from "./api";
import type { ServerProcess } from "./server-process";
import type { LoadUser } from "./workload";

/** A fresh invoice of the user (not yet rendered, so its PDF is a real render, not the cache). */
export async function freshInvoice(server: ServerProcess, user: LoadUser): Promise<string> {
  const deal = await expectStatus<{ id: string }>(
    201,
    api(server.baseUrl, "POST", "/crm/deals", {
      cookie: user.cookie,
      body: { title: "PDF", billingContactId: user.customerId, currency: "CZK" },
    }),
    "create deal",
  );
  const invoice = await expectStatus<{ id: string }>(
    201,
    api(server.baseUrl, "POST", "/crm/invoices", {
      cookie: user.cookie,
      body: {
        dealId: deal.id,
        billingContactId: user.customerId,
        items: [{ description: "Konzultace", quantity: 3, unitPrice: 1200 }],
        dueDate: "2099-12-31",
        taxRate: 21,
        currency: "CZK",
      },
    }),
    "create invoice",
  );
  return invoice.id;
}

export async function renderPdf(server: ServerProcess, user: LoadUser, invoiceId: string) {
  const started = Date.now();
  const link = await api<{ downloadUrl?: string; error?: string }>(
    server.baseUrl,
    "POST",
    `/crm/invoices/${invoiceId}/generate-pdf`,
    { cookie: user.cookie, body: {}, timeoutMs: 60_000 },
  );
  if (link.status !== 200 || !link.body.downloadUrl) {
    return { status: link.status, error: link.body.error, ms: Date.now() - started, pdf: undefined };
  }
  const file = await api<Buffer>(server.baseUrl, "GET", link.body.downloadUrl, { cookie: user.cookie });
  const pdf = Buffer.isBuffer(file.body) ? file.body : undefined;
  return { status: file.status, error: undefined, ms: Date.now() - started, pdf };
}
