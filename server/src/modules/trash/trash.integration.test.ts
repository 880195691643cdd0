import {
  businessDate,
  type Contact,
  type Deal,
  type Invoice,
  type RestoredItem,
  TRASH_MESSAGES,
  type TrashItem,
} from "@kancl/shared";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createContact,
  organizationBody,
  personBody,
  type SignedInUser,
  signUpInNewOrganization,
} from "../../../test/factories";
import { runAppJobsUntilSucceeded } from "../../../test/job-testing";
import { setUpSupplierProfile } from "../../../test/supplier-profile";
import { useTestApp } from "../../../test/use-test-app";
import { purgeTrashJob } from "./purge-trash.job";

const { app, user } = useTestApp({ organizationName: "Koš s.r.o." });
const YEAR = businessDate().slice(0, 4);
type ErrorBody = { error: string };

beforeAll(async () => {
  await setUpSupplierProfile(user.http);
});

const trash = async (as: SignedInUser = user) => {
  const res = await as.http.get<{ items: TrashItem[] }>("/api/v1/crm/trash");
  expect(res.status).toBe(200);
  return res.body.items;
};
const restore = (_type: TrashItem["type"], id: string, as: SignedInUser = user) =>
  as.http.post<RestoredItem & ErrorBody>(`/api/v1/crm/trash/${id}/restore`);
const purge = async (type: TrashItem["type"], id: string, as: SignedInUser = user) => {
  const res = await as.http.delete<ErrorBody & { type: string }>(`/api/v1/crm/trash/${id}`);
  if (res.status === 200) expect(res.body.type).toBe(type);
  return res;
};
const org = (name: string, extra: Record<string, unknown> = {}) =>
  createContact(
    user.http,
    organizationBody({
      name,
      billing: { name, email: "fakturace@example.cz", address: "Příčná 5\n110 00 Praha 1" },
      ...extra,
    }),
  );
const createDeal = async (title: string, billingContactId?: string) => {
  const res = await user.http.post<Deal>("/api/v1/crm/deals", { title, billingContactId });
  expect(res.status).toBe(201);
  return res.body;
};
const createInvoice = async (deal: Deal, customer: Contact) => {
  const res = await user.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: deal.id,
    billingContactId: customer.id,
    items: [{ description: "Práce", quantity: 1, unitPrice: 1000 }],
    dueDate: "2099-12-31",
    taxRate: 21,
    currency: "CZK",
  });
  expect(res.status).toBe(201);
  return res.body;
};
const del = async (path: string) => expect((await user.http.delete(path)).status).toBe(200);
const ageDeletion = (table: "contacts" | "deals" | "invoices", id: string, days: number) =>
  sql`update ${sql.table(table)} set deleted_at = now() - make_interval(days => ${days}) where id = ${id}`.execute(
    app.database.db,
  );

describe("the trash", () => {
  it("lists the organization's deleted contacts, deals and invoice drafts of the last 30 days, newest first", async () => {
    const customer = await org("Zákazník Trash");
    const deal = await createDeal("Trashed deal", customer.id);
    const keptDeal = await createDeal("Kept deal", customer.id);
    const invoice = await createInvoice(keptDeal, customer);
    const person = await createContact(user.http, personBody({ name: "Jana Smazaná" }));
    const old = await org("Old Deleted");
    await del(`/api/v1/crm/deals/${deal.id}`);
    await del(`/api/v1/crm/invoices/${invoice.id}`);
    await del(`/api/v1/crm/contacts/${person.id}`);
    await del(`/api/v1/crm/contacts/${old.id}`);
    await ageDeletion("contacts", old.id, 31);

    const items = await trash();
    const ids = items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([deal.id, invoice.id, person.id]));
    expect(ids).not.toContain(old.id);
    expect(items.find((item) => item.id === invoice.id)).toMatchObject({
      type: "invoice",
      name: `Invoice draft ${invoice.invoiceNumber}`,
      detail: customer.name,
    });
    expect(items.find((item) => item.id === deal.id)).toMatchObject({ type: "deal", detail: "Zákazník Trash" });
    const personItem = items.find((item) => item.id === person.id) as TrashItem;
    expect(personItem).toMatchObject({ type: "contact", name: "Jana Smazaná", detail: "Person" });
    expect(Date.parse(personItem.purgeAt) - Date.parse(personItem.deletedAt)).toBe(30 * 24 * 3600 * 1000);
    const times = items.map((item) => item.deletedAt);
    expect(times).toEqual([...times].sort().reverse());

    // Another organization sees none of it, and cannot restore or purge it (404, as if it did not exist).
    const outsider = await signUpInNewOrganization(app);
    expect(await trash(outsider)).toEqual([]);
    expect((await restore("contact", person.id, outsider)).status).toBe(404);
    expect((await purge("deal", deal.id, outsider)).status).toBe(404);
    expect((await trash()).map((item) => item.id)).toContain(person.id);
  });

  it("takes deleted deals and invoice drafts out of every read", async () => {
    const customer = await org("Čtenář a.s.");
    const deal = await createDeal("Hidden deal", customer.id);
    const dealWithDraft = await createDeal("Deal with a draft", customer.id);
    const invoice = await createInvoice(dealWithDraft, customer);
    await del(`/api/v1/crm/deals/${deal.id}`);
    await del(`/api/v1/crm/invoices/${invoice.id}`);

    expect((await user.http.get(`/api/v1/crm/deals/${deal.id}`)).status).toBe(404);
    expect((await user.http.put(`/api/v1/crm/deals/${deal.id}`, { title: "X" })).status).toBe(404);
    expect((await user.http.post(`/api/v1/crm/deals/${deal.id}/mark-lost`)).status).toBe(404);
    expect((await user.http.delete(`/api/v1/crm/deals/${deal.id}`)).status).toBe(404);
    const deals = await user.http.get<{ deals: Deal[] }>("/api/v1/crm/deals");
    expect(deals.body.deals.map((d) => d.id)).not.toContain(deal.id);
    const onDeal = await user.http.post<ErrorBody>("/api/v1/crm/invoices", {
      dealId: deal.id,
      billingContactId: customer.id,
      items: [{ description: "X", quantity: 1, unitPrice: 1 }],
      dueDate: "2099-12-31",
      taxRate: 21,
      currency: "CZK",
    });
    expect(onDeal.status).toBe(400);

    expect((await user.http.get(`/api/v1/crm/invoices/${invoice.id}`)).status).toBe(404);
    expect((await user.http.post(`/api/v1/crm/invoices/${invoice.id}/issue`)).status).toBe(404);
    expect((await user.http.post(`/api/v1/crm/invoices/${invoice.id}/generate-pdf`)).status).toBe(404);
    expect((await user.http.get(`/api/v1/crm/invoices/${invoice.id}/isdoc`)).status).toBe(404);
    const invoices = await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices");
    expect(invoices.body.invoices.map((i) => i.id)).not.toContain(invoice.id);
    const forDeal = await user.http.get<{ invoices: Invoice[] }>(`/api/v1/crm/deals/${dealWithDraft.id}/invoices`);
    expect(forDeal.body.invoices).toEqual([]);
    const csv = await user.http.get<string>("/api/v1/crm/invoices/export.csv");
    expect(csv.text).not.toContain(invoice.invoiceNumber);
    // Its number was given back: the next invoice takes it, while the deleted draft still holds it in the trash.
    const next = await createInvoice(dealWithDraft, customer);
    expect(next.invoiceNumber).toBe(invoice.invoiceNumber);
    // A deal whose only invoice is in the trash can be deleted; it cannot be purged before that invoice.
    await del(`/api/v1/crm/invoices/${next.id}`);
    await del(`/api/v1/crm/deals/${dealWithDraft.id}`);
    const refused = await purge("deal", dealWithDraft.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Invoice draft \d{4}-\d{4} in the trash names this deal/);
  });

  it("restores a contact with its links and sub-organizations, and refuses one whose parent is in the trash", async () => {
    const holding = await org("Holding");
    const parent = await org("Mateřská", { parentOrganizationId: holding.id });
    const child = await org("Dceřiná", { parentOrganizationId: parent.id });
    const person = await createContact(user.http, personBody({ name: "Petr Propojený" }));
    const link = await user.http.post(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: parent.id,
      role: "Ředitel",
      isPrimary: true,
    });
    expect(link.status).toBe(201);

    await del(`/api/v1/crm/contacts/${parent.id}`);
    expect((await user.http.get(`/api/v1/crm/contacts/${parent.id}`)).status).toBe(404);
    const orphan = await user.http.get<Contact>(`/api/v1/crm/contacts/${child.id}`);
    expect(orphan.body.parentOrganizationId).toBeNull();

    // Its own parent went to the trash after it: restoring it first is refused, with the reason.
    await del(`/api/v1/crm/contacts/${holding.id}`);
    const refused = await restore("contact", parent.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(TRASH_MESSAGES.parentInTrash("Holding"));
    expect((await restore("contact", holding.id)).status).toBe(200);

    const restored = await restore("contact", parent.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ type: "contact", id: parent.id, name: "Mateřská", message: "Restored" });
    const back = await user.http.get<Contact>(`/api/v1/crm/contacts/${parent.id}`);
    expect(back.body.parentOrganizationId).toBe(holding.id);
    const people = await user.http.get<{ people: { role: string; isPrimary: boolean; person: Contact }[] }>(
      `/api/v1/crm/contacts/${parent.id}/people`,
    );
    expect(people.body.people.map((p) => [p.person.id, p.role, p.isPrimary])).toEqual([[person.id, "Ředitel", true]]);
    const children = await user.http.get<{ children: Contact[] }>(`/api/v1/crm/contacts/${parent.id}/children`);
    expect(children.body.children.map((c) => c.id)).toEqual([child.id]);
    expect((await trash()).map((item) => item.id)).not.toContain(parent.id);
    expect((await restore("contact", parent.id)).status).toBe(404);
  });

  it("refuses restores that would break a rule, and says why", async () => {
    const customer = await org("Fakturovaný");
    const deal = await createDeal("Zakázka", customer.id);
    const invoice = await createInvoice(deal, customer);
    await del(`/api/v1/crm/invoices/${invoice.id}`);
    await del(`/api/v1/crm/deals/${deal.id}`);
    await del(`/api/v1/crm/contacts/${customer.id}`);

    const invoiceRefused = await restore("invoice", invoice.id);
    expect(invoiceRefused.status).toBe(409);
    expect(invoiceRefused.body.error).toBe(TRASH_MESSAGES.dealInTrash("Zakázka"));
    const dealRefused = await restore("deal", deal.id);
    expect(dealRefused.status).toBe(409);
    expect(dealRefused.body.error).toBe(TRASH_MESSAGES.billingContactInTrash("Fakturovaný"));

    expect((await restore("contact", customer.id)).status).toBe(200);
    expect((await restore("deal", deal.id)).status).toBe(200);
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.billingContact).toMatchObject({
      id: customer.id,
    });
    const back = await restore("invoice", invoice.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ type: "invoice", name: invoice.invoiceNumber, message: "Restored" });
    const restored = await user.http.get<Invoice>(`/api/v1/crm/invoices/${invoice.id}`);
    expect(restored.body).toMatchObject({ invoiceNumber: invoice.invoiceNumber, status: "draft", dealId: deal.id });
    expect(restored.body.items).toHaveLength(1);

    // A billing contact erased for good: the deal can never come back.
    const gone = await org("Navždy pryč");
    const lostDeal = await createDeal("Osiřelá", gone.id);
    await del(`/api/v1/crm/deals/${lostDeal.id}`);
    await del(`/api/v1/crm/contacts/${gone.id}`);
    expect((await purge("contact", gone.id)).status).toBe(200);
    const never = await restore("deal", lostDeal.id);
    expect(never.status).toBe(409);
    expect(never.body.error).toBe(TRASH_MESSAGES.billingContactGone);
  });

  it("numbers a restored draft again when its number was reused, so the series stays without gaps", async () => {
    const customer = await org("Číslovaný");
    const deal = await createDeal("Číslování", customer.id);
    const first = await createInvoice(deal, customer);
    await del(`/api/v1/crm/invoices/${first.id}`);
    const reuser = await createInvoice(deal, customer);
    expect(reuser.invoiceNumber).toBe(first.invoiceNumber);

    const back = await restore("invoice", first.id);
    expect(back.status).toBe(200);
    const [, sequence] = reuser.invoiceNumber.split("-");
    const expected = `${YEAR}-${String(Number(sequence) + 1).padStart(4, "0")}`;
    expect(back.body).toMatchObject({
      name: expected,
      message: TRASH_MESSAGES.renumbered(first.invoiceNumber, expected),
    });
    const numbers = (await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices
      .map((i) => i.invoiceNumber)
      .sort();
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain(expected);
  });

  it("deletes permanently: a contact nothing names is gone, one that a deal names is erased", async () => {
    const lonely = await createContact(user.http, personBody({ name: "Nikdo", email: "nikdo@example.cz" }));
    const named = await org("Jmenovaný", { email: "firma@example.cz", registrationNumber: "27082440" });
    const deal = await createDeal("Drží odkaz", named.id);
    await del(`/api/v1/crm/contacts/${lonely.id}`);
    await del(`/api/v1/crm/contacts/${named.id}`);

    expect((await purge("contact", lonely.id)).status).toBe(200);
    expect((await purge("contact", named.id)).status).toBe(200);
    const rows = await app.database.db
      .selectFrom("contacts")
      .select(["id", "name", "email", "registration_number", "purged_at"])
      .where("id", "in", [lonely.id, named.id])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: named.id, name: "Deleted contact", email: null, registration_number: null });
    expect(rows[0]?.purged_at).not.toBeNull();
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.billingContact).toBeNull();
    const ids = (await trash()).map((item) => item.id);
    expect(ids).not.toContain(lonely.id);
    expect(ids).not.toContain(named.id);
    expect((await purge("contact", named.id)).status).toBe(404);
    expect((await purge("invoice", "not-a-uuid")).status).toBe(404);
    expect((await purge("contact", lonely.id)).body.error).toBe(TRASH_MESSAGES.notInTrash);
  });

  it("purges by itself only what has been in the trash for more than 30 days", async () => {
    const customer = await org("Purge zákazník");
    const deal = await createDeal("Purge deal", customer.id);
    const keptDeal = await createDeal("Purge kept", customer.id);
    const invoice = await createInvoice(deal, customer);
    const old = await createContact(user.http, personBody({ name: "Starý" }));
    const recent = await createContact(user.http, personBody({ name: "Nedávný" }));
    await del(`/api/v1/crm/invoices/${invoice.id}`);
    await del(`/api/v1/crm/deals/${deal.id}`);
    await del(`/api/v1/crm/deals/${keptDeal.id}`);
    await del(`/api/v1/crm/contacts/${old.id}`);
    await del(`/api/v1/crm/contacts/${recent.id}`);
    await ageDeletion("invoices", invoice.id, 31);
    await ageDeletion("deals", deal.id, 31);
    await ageDeletion("deals", keptDeal.id, 29);
    await ageDeletion("contacts", old.id, 30);
    await ageDeletion("contacts", recent.id, 29);

    // The app's worker, as index.ts starts it: the purge is due at its first start.
    expect(await runAppJobsUntilSucceeded(app, purgeTrashJob.kind, 15_000)).toEqual(["succeeded"]);
    const ids = async (table: "contacts" | "deals" | "invoices", list: string[]) =>
      (await app.database.db.selectFrom(table).select("id").where("id", "in", list).execute()).map((r) => r.id).sort();
    expect(await ids("invoices", [invoice.id])).toEqual([]);
    expect(await ids("deals", [deal.id, keptDeal.id])).toEqual([keptDeal.id]);
    expect(await ids("contacts", [old.id, recent.id])).toEqual([recent.id]);
    // The customer the purged deal named is live and untouched.
    expect((await user.http.get(`/api/v1/crm/contacts/${customer.id}`)).status).toBe(200);
  });
});
