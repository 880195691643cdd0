import type { ContactsService } from "../../contacts/contacts.service";
import type { LinksService } from "../../contacts/links.service";
import type { DealsService } from "../../deals/deals.service";
import type { InvoicesService } from "../../invoices/invoices.service";
import type { PendingAction } from "./pending-action";

/** What the tools read through (a part of the app's Services: the tools never reach a repository). */
export interface CrmToolServices {
  contacts: Pick<ContactsService, "list" | "children" | "hierarchy">;
  links: Pick<LinksService, "organizationsOf" | "peopleOf">;
  deals: Pick<DealsService, "list">;
  invoices: Pick<InvoicesService, "list">;
}

export interface ToolScope {
  services: CrmToolServices;
  orgId: string;
  /** Write tools do not write: they propose, and the conversation keeps the proposal until the user says yes. */
  propose(action: PendingAction): void;
}
