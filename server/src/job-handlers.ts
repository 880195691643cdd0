import type { JobHandler } from "./jobs/job-type";
import { passwordResetLinkHandler } from "./modules/auth/password-reset.job";
import { purgeExpiredHandler } from "./modules/housekeeping/purge-expired.job";
import { renderIssuedPdfHandler } from "./modules/invoices/pdf/invoice-pdf.job";
import { purgeTrashHandler } from "./modules/trash/purge-trash.job";
import { announceOverdueHandler, deliverWebhookHandler } from "./modules/webhooks/webhook-jobs";
import type { Services } from "./services";

/**
 * Every background job the app runs, bound to its handler: the jobs engine's composition root. A feature declares
 * its job types beside its code (defineJob) and enqueues them (enqueueJob); its handler is added here.
 */
export function appJobHandlers(services: Services): JobHandler[] {
  return [
    purgeExpiredHandler({
      db: services.database.db,
      auth: services.auth,
      passwordReset: services.passwordReset,
      sync: services.sync,
    }),
    renderIssuedPdfHandler(services.invoicePdf),
    services.mail.handler(),
    passwordResetLinkHandler(services.passwordReset),
    purgeTrashHandler(services.trash),
    deliverWebhookHandler(services.webhooks),
    announceOverdueHandler(services.webhooks),
  ];
}
