import { CONTACT_CSV_COLUMNS, type Contact, formatValidationIssues, listContactsInputSchema } from "@kancl/shared";
import { Router } from "express";
import { sendCsv } from "../../csv/send-csv";
import { czechDateTime, writeCsv } from "../../csv/write-csv";
import { AppError } from "../../errors/app-error";
import type { Services } from "../../services";
import { resolveCaller } from "../auth/caller";

const TYPE = { person: "osoba", organization: "organizace" } as const;

/** The contact list as Czech Excel opens it (decision 121), columns the import reads back. */
export function contactsCsv(contacts: readonly Contact[]): string {
  return writeCsv(
    CONTACT_CSV_COLUMNS,
    contacts.map((c) => [
      TYPE[c.type],
      c.name,
      c.email,
      c.phone,
      c.position,
      c.legalName,
      c.registrationNumber,
      c.taxId,
      c.address?.street,
      c.address?.city,
      c.address?.postalCode,
      c.address?.country,
      czechDateTime(c.createdAt),
    ]),
  );
}

/**
 * GET /api/v1/crm/contacts/export.csv?<the list's filters> — every contact the list shows with these filters (type,
 * search; `limit` and `cursor` ignored), a download like the invoices' export (decision 093).
 */
export function contactExportRoute(services: Services): Router {
  const route = Router();
  route.get("/crm/contacts/export.csv", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      const parsed = listContactsInputSchema.safeParse(req.query);
      if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
      const { type, q, sort, order } = parsed.data;
      const { contacts } = await services.contacts.list(caller.orgId, { type, q, sort, order });
      sendCsv(res, "kontakty", contactsCsv(contacts));
    } catch (error) {
      next(error);
    }
  });
  return route;
}
