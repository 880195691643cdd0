import {
  businessDate,
  createContactInputSchema,
  createCreditNoteInputSchema,
  createDealInputSchema,
  createInvoiceInputSchema,
  DEMO_MESSAGES,
  type DemoStatus,
  recordPaymentInputSchema,
} from "@kancl/shared";
import type { Database } from "../../db/database";
import { AppError } from "../../errors/app-error";
import type { ContactsService } from "../contacts/contacts.service";
import type { LinksService } from "../contacts/links.service";
import type { DealsService } from "../deals/deals.service";
import type { InvoicesService } from "../invoices/invoices.service";
import { type DemoDependents, type DemoKind, demoRepository } from "./demo.repository";
import {
  DEMO_DEALS,
  DEMO_EUR_RATE,
  DEMO_INVOICES,
  DEMO_ORGANIZATIONS,
  DEMO_PEOPLE,
  type DemoOrganization,
  icoOf,
} from "./demo-data";

export interface DemoServiceDeps {
  db: Database;
  contacts: Pick<ContactsService, "create">;
  links: Pick<LinksService, "link">;
  deals: Pick<DealsService, "create" | "markWon" | "markLost">;
  /**
   * An invoices service whose supplier is the demo's fictional one (demo-supplier.ts, wired in services.ts): demo
   * invoices are issued with it frozen in, and the organization's own company profile is never read or written.
   */
  invoices: Pick<InvoicesService, "create" | "get" | "issue" | "recordPayment" | "createCreditNote">;
}

export interface DemoCounts {
  contacts: number;
  deals: number;
  invoices: number;
}

/** Adds `days` (may be negative) to a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 30) || "firma";

/** "Ing. František Kratochvíl" → "frantisek.kratochvil" */
const mailbox = (name: string) =>
  name
    .split(" ")
    .filter((part) => !part.endsWith("."))
    .map(slug)
    .join(".");

function blockers(found: DemoDependents): string | undefined {
  const parts = [
    found.ownInvoicesOnDemoRecords &&
      `${found.ownInvoicesOnDemoRecords} of your own invoices are for demo deals or demo contacts`,
    found.ownDealsOnDemoContacts && `${found.ownDealsOnDemoContacts} of your own deals are billed to demo contacts`,
    found.ownChildrenOfDemoContacts &&
      `${found.ownChildrenOfDemoContacts} of your own organizations are sub-organizations of demo contacts`,
    found.linksToDemoContacts && `${found.linksToDemoContacts} of your contacts are linked to demo contacts`,
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : undefined;
}

/**
 * Demo data (issue 25 item 6, decision 151): a believable Czech company's customers, people, deals and invoices,
 * made through the real services (so validation, numbering, VAT, the lifecycle and whatever the services record
 * apply), tracked by id in demo_records, and removable in one call.
 */
export function createDemoService(deps: DemoServiceDeps) {
  const { db } = deps;

  async function fillIn(orgId: string, track: (kind: DemoKind, id: string) => Promise<void>): Promise<DemoCounts> {
    const today = businessDate();

    const organizationIds = new Map<string, string>();
    const byKey = new Map(DEMO_ORGANIZATIONS.map((o) => [o.key, o]));
    const organizationInput = (o: DemoOrganization) => {
      const registrationNumber = o.icoSeed ? icoOf(o.icoSeed) : `FN ${o.postalCode}${o.phone.slice(-3)}`;
      const taxId = o.icoSeed ? `CZ${registrationNumber}` : o.foreignTaxId;
      const address = `${o.street}, ${o.postalCode} ${o.city}${o.country === "CZ" ? "" : `, ${o.country === "AT" ? "Rakousko" : o.country}`}`;
      return createContactInputSchema.parse({
        type: "organization",
        name: o.name,
        legalName: o.legalName,
        email: `${o.mailbox ?? "info"}@${o.domain}`, // one contact per e-mail (decision 103)
        phone: o.phone,
        taxId,
        registrationNumber,
        address: { street: o.street, city: o.city, postalCode: o.postalCode, country: o.country },
        parentOrganizationId: o.parent ? organizationIds.get(o.parent) : undefined,
        billing: { name: o.legalName, email: `fakturace@${o.domain}`, address, taxId, registrationNumber },
      });
    };
    // Parents first: DEMO_ORGANIZATIONS lists every parent before its children.
    for (const o of DEMO_ORGANIZATIONS) {
      const created = await deps.contacts.create(orgId, organizationInput(o));
      organizationIds.set(o.key, created.id);
      await track("contact", created.id);
    }

    for (const person of DEMO_PEOPLE) {
      const domain = byKey.get(person.organizations[0]?.key ?? "")?.domain ?? "example.cz";
      const created = await deps.contacts.create(
        orgId,
        createContactInputSchema.parse({
          type: "person",
          name: person.name,
          email: `${mailbox(person.name)}@${domain}`,
          phone: person.phone,
          position: person.position,
        }),
      );
      await track("contact", created.id);
      for (const [index, link] of person.organizations.entries()) {
        const organizationId = organizationIds.get(link.key);
        if (!organizationId) continue;
        await deps.links.link(
          orgId,
          { personId: created.id, organizationId, role: link.role, isPrimary: index === 0 },
          { personFromPath: false },
        );
      }
    }

    const dealIds = new Map<string, { id: string; currency: string }>();
    for (const deal of DEMO_DEALS) {
      const closing = deal.outcome === "won" || deal.outcome === "lost";
      const created = await deps.deals.create(
        orgId,
        createDealInputSchema.parse({
          title: deal.title,
          status: closing ? "negotiation" : deal.outcome,
          currency: deal.currency,
          billingContactId: organizationIds.get(deal.customer),
          estimatedValue: deal.estimatedValue,
          source: deal.source,
        }),
      );
      await track("deal", created.id);
      // Won and lost are reached the way a user reaches them (spec §4).
      if (deal.outcome === "won") await deps.deals.markWon(orgId, created.id, deal.actualValue ?? deal.estimatedValue);
      if (deal.outcome === "lost") await deps.deals.markLost(orgId, created.id);
      dealIds.set(deal.key, { id: created.id, currency: deal.currency });
    }

    let invoices = 0;
    for (const plan of DEMO_INVOICES) {
      const deal = dealIds.get(plan.deal);
      const source = DEMO_DEALS.find((d) => d.key === plan.deal);
      if (!deal || !source) continue;
      const issueDate = shiftDate(today, -plan.issuedDaysAgo);
      const euro = deal.currency === "EUR";
      const created = await deps.invoices.create(
        orgId,
        createInvoiceInputSchema.parse({
          dealId: deal.id,
          billingContactId: organizationIds.get(source.customer),
          items: plan.items,
          dueDate: shiftDate(issueDate, plan.dueInDays),
          taxRate: 21,
          currency: euro ? "EUR" : "CZK",
          issueDate: plan.fate.kind === "draft" ? undefined : issueDate,
          // An EU customer's services: the customer pays the VAT (reverse charge).
          reverseCharge: euro,
          exchangeRate: euro ? DEMO_EUR_RATE : undefined,
        }),
      );
      await track("invoice", created.id);
      invoices++;
      const fate = plan.fate;
      if (fate.kind === "draft") continue;
      const issued = await deps.invoices.issue(orgId, created.id);
      const paidOn = (days: number) => {
        const date = shiftDate(issueDate, days);
        if (date > today) return today;
        return date;
      };
      if (fate.kind === "paid") {
        await deps.invoices.recordPayment(
          orgId,
          created.id,
          recordPaymentInputSchema.parse({ amount: issued.total, paidOn: paidOn(fate.paidAfterDays) }),
        );
      } else if (fate.kind === "partial") {
        const amount = Math.round(issued.total * fate.paidShare * 100) / 100;
        await deps.invoices.recordPayment(
          orgId,
          created.id,
          recordPaymentInputSchema.parse({ amount, paidOn: paidOn(fate.paidAfterDays) }),
        );
      } else if (fate.kind === "credited-then-paid") {
        const line = plan.items[0];
        if (!line) continue;
        const note = await deps.invoices.createCreditNote(
          orgId,
          created.id,
          createCreditNoteInputSchema.parse({
            reason: "Sleva za opožděné předání části dodávky",
            items: [
              {
                description: `Sleva – ${line.description}`,
                quantity: 1,
                unitPrice: -Math.round(line.quantity * line.unitPrice * fate.creditShare * 100) / 100,
                vatRate: line.vatRate,
              },
            ],
            issueDate: shiftDate(issueDate, 10),
          }),
        );
        await track("invoice", note.id);
        await deps.invoices.issue(orgId, note.id);
        const { amountDue } = await deps.invoices.get(orgId, created.id);
        await deps.invoices.recordPayment(
          orgId,
          created.id,
          recordPaymentInputSchema.parse({ amount: amountDue, paidOn: paidOn(fate.paidAfterDays) }),
        );
      }
    }
    return { contacts: DEMO_ORGANIZATIONS.length + DEMO_PEOPLE.length, deals: DEMO_DEALS.length, invoices };
  }

  /**
   * Removes the demo records in one transaction; 409 naming what blocks it while the organization's own records
   * depend on them (decision 151). The company profile is the organization's own: the demo never touched it.
   */
  async function remove(orgId: string): Promise<DemoCounts> {
    return db.transaction().execute(async (trx) => {
      await demoRepository.lock(trx, orgId);
      if (!(await demoRepository.any(trx, orgId))) throw new AppError("NOT_FOUND", DEMO_MESSAGES.nothingToRemove);
      const blocking = blockers(await demoRepository.dependents(trx, orgId));
      if (blocking) throw new AppError("CONFLICT", DEMO_MESSAGES.inUse(blocking));
      return demoRepository.deleteAll(trx, orgId);
    });
  }

  return {
    /**
     * What the demo made and is still there. No demo data is an answer (present: false), not a 404: the page that
     * asks is opened by every admin, and a 404 made each visit a failed request in the browser's console.
     */
    async status(orgId: string): Promise<DemoStatus> {
      // The demo never writes the company profile (issue 34 item 11): `companyProfile` stays false.
      if (!(await demoRepository.any(db, orgId)))
        return { present: false, counts: { contacts: 0, deals: 0, invoices: 0 }, companyProfile: false };
      return { present: true, counts: await demoRepository.counts(db, orgId), companyProfile: false };
    },

    /**
     * Fills the organization with the demo data; 409 when it has demo data already. The claim (a marker row, taken
     * under the organization's demo lock) makes a concurrent second fill a 409 as well.
     */
    async fill(orgId: string): Promise<DemoCounts> {
      const claimed = await db.transaction().execute(async (trx) => {
        await demoRepository.lock(trx, orgId);
        return demoRepository.claim(trx, orgId);
      });
      if (!claimed) throw new AppError("CONFLICT", DEMO_MESSAGES.alreadyPresent);
      const track = (kind: DemoKind, id: string) => demoRepository.record(db, orgId, kind, [id]);
      try {
        return await fillIn(orgId, track);
      } catch (error) {
        // Half a demo is no demo: take back what was made (it is all tracked), then report the failure.
        await remove(orgId).catch(() => {});
        throw error;
      }
    },

    remove,
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
