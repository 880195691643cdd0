import { enWebhooks } from "@kancl/shared/i18n/en/webhooks";
import { addEnglish } from "@/i18n/i18n";

// Settings → Webhooks' English texts come with its own chunk (an admin's page), not with the shared areas chunk that
// the invoice and project screens load.
addEnglish(enWebhooks);

export { t, useT } from "@/i18n/screens";
