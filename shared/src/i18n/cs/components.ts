import type { CatalogueOf } from "../catalogue";
import type { enComponents } from "../en/components";

/** Czech texts of the shared components behind the shell (keys: en/components.ts). */
export const csComponents: CatalogueOf<typeof enComponents> = {
  components: {
    loadMore: "Načíst další",
    loadingMore: "Načítám…",
    comingSoon: "Připravujeme",
    plannedFeatures: "Plánované funkce",
    stubNotice: "Tato obrazovka se připravuje.",
    checkForm: "Zkontrolujte formulář",
    ok: "OK",
    breadcrumb: "Drobečková navigace",
  },
  emailScreen: {
    title: "E-mail",
    summary: "Vaše schránka propojená s kontakty, obchody a projekty.",
    features: {
      sync: "Synchronizace schránky a vláken přes IMAP/SMTP",
      operations: "Operace email.sync_mailbox, email.send_email, email.link_to_entity",
      attachments: "Automatické ukládání příloh do Workspace",
    },
  },
  workspaceScreen: {
    title: "Workspace",
    summary: "Soubory a dokumenty vaší organizace.",
    features: {
      files: "Strom složek, soubory a dokumenty",
      editor: "Markdown editor s verzemi",
      sharing: "Sdílení s klienty přes portál",
    },
  },
};
