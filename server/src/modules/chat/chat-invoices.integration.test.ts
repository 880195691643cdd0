import { randomUUID } from "node:crypto";
import { businessDate, type Contact, type Deal, formatCzechDate, type Invoice } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import { createContact, organizationBody, type SignedInUser, signUpInNewOrganization } from "../../../test/factories";
import { setUpSupplierProfile } from "../../../test/supplier-profile";
import { useTestApp } from "../../../test/use-test-app";

// Issue 22 item 8 over HTTP with the offline local model (the default model, deciding in worker threads): overdue
// invoices with what remains of them, what a client owes, and marking an invoice paid — proposed, and carried out
// through the invoices service's payment operation only after a plain "ano".

const { app, user } = useTestApp({ organizationName: "Asistent fakturace s.r.o." });
const TODAY = businessDate();

/** The answer's text parts, each whole (the model's answer, then the server's own, if any); plain spaces. */
const textParts = (answer: Awaited<ReturnType<typeof ask>>) => {
  const parts = new Map<string, string>();
  for (const chunk of answer.chunks) {
    if (chunk.type === "text-delta") parts.set(String(chunk.id), (parts.get(String(chunk.id)) ?? "") + chunk.delta);
  }
  return [...parts.values()].map((text) => text.replace(/[\u00a0\u202f]/g, " "));
};

async function client(as: SignedInUser, name: string): Promise<{ contact: Contact; deal: Deal }> {
  const contact = await createContact(
    as.http,
    organizationBody({ name, legalName: name, billing: { name, email: "f@example.cz", address: "Dlouhá 1, Praha" } }),
  );
  const deal = await as.http.post<Deal>("/api/v1/crm/deals", {
    title: `Zakázka ${name}`,
    billingContactId: contact.id,
  });
  return { contact, deal: deal.body };
}

async function issued(
  as: SignedInUser,
  of: { contact: Contact; deal: Deal },
  unitPrice: number,
  dates: { issueDate: string; dueDate: string },
): Promise<Invoice> {
  const draft = await as.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: of.deal.id,
    billingContactId: of.contact.id,
    items: [{ description: "Práce", quantity: 1, unitPrice }],
    ...dates,
  });
  if (draft.status !== 201) throw new Error(`create: ${draft.status} ${draft.text}`);
  const res = await as.http.post<Invoice>(`/api/v1/crm/invoices/${draft.body.id}/issue`);
  if (res.status !== 200) throw new Error(`issue: ${res.status} ${res.text}`);
  return res.body;
}

const getInvoice = async (id: string) => (await user.http.get<Invoice>(`/api/v1/crm/invoices/${id}`)).body;

let overdueAcme: Invoice;
let currentAcme: Invoice;
let overdueBeta: Invoice;
let draft: Invoice;

beforeAll(async () => {
  await setUpSupplierProfile(user.http);
  const acme = await client(user, "Acme s.r.o.");
  const beta = await client(user, "Beta a.s.");
  const past = { issueDate: "2026-01-05", dueDate: "2026-01-19" };
  overdueAcme = await issued(user, acme, 1000, past); // 1 210 Kč, 210 paid below
  currentAcme = await issued(user, acme, 500, { issueDate: TODAY, dueDate: "2099-12-31" }); // 605 Kč
  overdueBeta = await issued(user, beta, 100, past); // 121 Kč
  const paid = await user.http.post(`/api/v1/crm/invoices/${overdueAcme.id}/payments`, { amount: 210, paidOn: TODAY });
  if (paid.status !== 201) throw new Error(`payment: ${paid.status} ${paid.text}`);
  const created = await user.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: acme.deal.id,
    billingContactId: acme.contact.id,
    items: [{ description: "Koncept", quantity: 1, unitPrice: 99 }],
    // A draft of January (issued then, it would have been due on its issue date).
    issueDate: "2026-01-02",
    dueDate: "2026-01-02",
  });
  draft = created.body;
});

describe("the assistant and invoices (local model, over HTTP)", () => {
  it("„Které faktury jsou po splatnosti?“ lists the issued unpaid invoices past due, with what remains", async () => {
    const answer = await ask(user.http, randomUUID(), "Které faktury jsou po splatnosti?");
    expect(answer.chunks.some((c) => c.type === "tool-input-available" && c.toolName === "listInvoices")).toBe(true);
    const [text] = textParts(answer);
    expect(text?.split("\n")).toEqual([
      "Faktury po splatnosti (2):",
      `• ${overdueBeta.invoiceNumber} · Beta a.s. · 121,00 Kč · splatnost 19. 1. 2026 · po splatnosti · zbývá 121,00 Kč`,
      `• ${overdueAcme.invoiceNumber} · Acme s.r.o. · 1 210,00 Kč · splatnost 19. 1. 2026 · po splatnosti · zbývá 1 000,00 Kč`,
      "Celkem: 1 331,00 Kč.",
      "Zbývá uhradit: 1 121,00 Kč.",
    ]);
    expect(text).not.toContain(currentAcme.invoiceNumber);
    expect(text).not.toContain(draft.invoiceNumber);
  });

  it("„Kolik mi dluží Acme?“ answers what remains of Acme's issued invoices, and what of it is overdue", async () => {
    const answer = await ask(user.http, randomUUID(), "Kolik mi dluží Acme?");
    expect(answer.chunks.some((c) => c.type === "tool-input-available" && c.toolName === "clientBalance")).toBe(true);
    expect(textParts(answer)[0]?.split("\n")).toEqual([
      "Acme s.r.o. vám dluží 1 605,00 Kč (2 faktury), z toho po splatnosti 1 000,00 Kč.",
      `• ${overdueAcme.invoiceNumber} · zbývá 1 000,00 Kč · splatnost 19. 1. 2026 · po splatnosti`,
      `• ${currentAcme.invoiceNumber} · zbývá 605,00 Kč · splatnost 31. 12. 2099`,
    ]);
    // Another organization's assistant knows no Acme.
    const stranger = await signUpInNewOrganization(app);
    const theirs = await ask(stranger.http, randomUUID(), "Kolik mi dluží Acme?");
    expect(textParts(theirs)).toEqual(["Žádný klient neodpovídá „Acme“."]);
  });

  it("„Označ fakturu … jako zaplacenou“ proposes the payment; a question changes nothing; only „ano“ records it", async () => {
    const chatId = randomUUID();
    const number = overdueAcme.invoiceNumber;
    const proposal = await ask(user.http, chatId, `Označ fakturu ${number} jako zaplacenou`);
    expect(proposal.chunks.some((c) => c.type === "tool-input-available" && c.toolName === "markInvoicePaid")).toBe(
      true,
    );
    expect(textParts(proposal)).toEqual([
      `Navrhuji označit fakturu ${number} (Acme s.r.o.) jako zaplacenou: zaznamenám platbu zbývajících 1 000,00 Kč s datem ${formatCzechDate(TODAY)}. Mám to provést? ano/ne`,
    ]);
    const untouched = { status: "overdue", amountDue: 1000, amountPaid: 210 };
    expect(await getInvoice(overdueAcme.id)).toMatchObject(untouched);

    const question = await ask(user.http, chatId, "ano, ale kolik přesně se zaplatí?");
    expect(textParts(question)).toEqual([
      "Zatím jsem nic neprovedl.",
      `Čeká na potvrzení: K faktuře ${number} (Acme s.r.o.) se zaznamená platba 1 000,00 Kč ze dne ${formatCzechDate(TODAY)}: faktura bude zaplacená, nic nezbude k úhradě. Nic jiného se nezmění. Mám to provést? ano/ne`,
    ]);
    expect(await getInvoice(overdueAcme.id)).toMatchObject({ ...untouched, payments: [expect.anything()] });

    const yes = await ask(user.http, chatId, "ano");
    expect(textParts(yes)).toEqual([`Hotovo: faktura ${number} je zaplacená (platba 1 000,00 Kč).`]);
    const after = await getInvoice(overdueAcme.id);
    expect(after).toMatchObject({ status: "paid", amountDue: 0, amountPaid: 1210 });
    expect(after.payments.map((p) => [p.amount, p.paidOn])).toEqual([
      [210, TODAY],
      [1000, TODAY],
    ]);
    // Confirming again does nothing: the proposal is gone.
    const again = await ask(user.http, chatId, "ano");
    expect(textParts(again)[0]).toMatch(/^Teď nic nečeká na potvrzení/);
    expect((await getInvoice(overdueAcme.id)).payments).toHaveLength(2);
  });

  it("„ne“ leaves the invoice unpaid; a draft is refused with what to do", async () => {
    const chatId = randomUUID();
    await ask(user.http, chatId, `Označ fakturu ${currentAcme.invoiceNumber} jako zaplacenou`);
    const no = await ask(user.http, chatId, "ne");
    expect(textParts(no)).toEqual(["Dobře, nic jsem neprovedl."]);
    expect(await getInvoice(currentAcme.id)).toMatchObject({ status: "sent", amountDue: 605, payments: [] });

    const refused = await ask(user.http, randomUUID(), `Označ fakturu ${draft.invoiceNumber} jako zaplacenou`);
    expect(textParts(refused)).toEqual([
      `Faktura ${draft.invoiceNumber} je koncept: nejdřív ji vystav, pak ji lze zaplatit.`,
    ]);
  });

  it("another organization's assistant cannot pay this organization's invoice, even with a yes", async () => {
    const stranger = await signUpInNewOrganization(app);
    const chatId = randomUUID();
    const attempt = await ask(stranger.http, chatId, `Označ fakturu ${currentAcme.invoiceNumber} jako zaplacenou`);
    expect(textParts(attempt)).toEqual([
      `Fakturu s číslem ${currentAcme.invoiceNumber} nemáte. Zkus „ukaž odeslané faktury“ a vyber přesné číslo.`,
    ]);
    const yes = await ask(stranger.http, chatId, "ano");
    expect(textParts(yes)[0]).toMatch(/^Teď nic nečeká na potvrzení/);
    expect(await getInvoice(currentAcme.id)).toMatchObject({ status: "sent", amountDue: 605, payments: [] });
  });
});
