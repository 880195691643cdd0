import { CONTACT_CSV_COLUMNS, type Contact, listContactsInputSchema } from "@kancl/shared";
import { csvExportDocument, sendCsv } from "../../csv/send-csv";
import { czechDateTime, writeCsv } from "../../csv/write-csv";
import { plainRoute } from "../../http/plain-route";

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
export const contactExportRoute = plainRoute({
  method: "get",
  path: "/crm/contacts/export.csv",
  access: "member",
  query: listContactsInputSchema,
  openapi: csvExportDocument({
    operationId: "exportContactsCsv",
    summary: "Export the filtered contact list as CSV",
    tag: "Contacts",
    file: "kontakty",
    queryLike: "/crm/contacts",
  }),
  async handle({ services, caller, res, query }) {
    const { type, q, sort, order } = query;
    const { contacts } = await services.contacts.list(caller.orgId, { type, q, sort, order });
    sendCsv(res, "kontakty", contactsCsv(contacts));
  },
});
