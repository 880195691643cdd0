import {
  businessDate,
  CONTACT_CSV_COLUMNS,
  type Contact,
  formatValidationIssues,
  listContactsInputSchema,
} from "@kancl/shared";
import { Router } from "express";
import { czechDateTime, safeText, writeCsv } from "../../csv/write-csv";
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
      safeText(c.name),
      safeText(c.email),
      safeText(c.phone),
      safeText(c.position),
      safeText(c.legalName),
      safeText(c.registrationNumber),
      safeText(c.taxId),
      safeText(c.address?.street),
      safeText(c.address?.city),
      safeText(c.address?.postalCode),
      safeText(c.address?.country),
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
      res
        .status(200)
        .type("text/csv; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="kontakty-${businessDate()}.csv"`)
        .set("Cache-Control", "private, no-store")
        .send(contactsCsv(contacts));
    } catch (error) {
      next(error);
    }
  });
  return route;
}
