import { chatRoutes } from "../modules/chat/chat.route";
import { companyLogoRoute } from "../modules/company/company-logo.route";
import { contactExportRoute } from "../modules/contacts/contact-export.route";
import { contactImportInspectRoute, contactImportRoute } from "../modules/contacts/contact-import.route";
import { dealExportRoute } from "../modules/deals/deal-export.route";
import { auditExportRoute } from "../modules/history/audit-export.route";
import { invoiceExportRoute } from "../modules/invoices/invoice-export.route";
import { invoicePaymentRequestRoute, invoicePdfRoute } from "../modules/invoices/invoice-pdf.route";
import { invoiceIsdocExportRoute, invoiceIsdocRoute } from "../modules/invoices/isdoc/invoice-isdoc.route";
import { type AnyPlainRoute, streamedUploads } from "./plain-route";

/**
 * Every plain route under /api/v1 (decision 207), in the order they are mounted: app.ts mounts this list before the
 * REST adapter, and the API document (trpc/openapi.ts) describes the same list. A module adds its routes here,
 * one line.
 */
export const PLAIN_ROUTES: readonly AnyPlainRoute[] = [
  invoicePdfRoute,
  invoicePaymentRequestRoute,
  invoiceExportRoute,
  invoiceIsdocExportRoute,
  invoiceIsdocRoute,
  companyLogoRoute,
  contactImportInspectRoute,
  contactImportRoute,
  contactExportRoute,
  dealExportRoute,
  auditExportRoute,
  ...chatRoutes,
];

/** The uploads the JSON body parser leaves to their routes (app.ts). */
export const PLAIN_ROUTE_UPLOADS = streamedUploads(PLAIN_ROUTES);
