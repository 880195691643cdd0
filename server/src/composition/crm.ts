import { businessDate } from "@kancl/shared";
import { createCnbRates } from "../exchange-rates/cnb-rates";
import { type CompanyService, createCompanyService } from "../modules/company/company.service";
import { type ContactImport, createContactImport } from "../modules/contacts/contact-import.service";
import { type ContactsService, createContactsService } from "../modules/contacts/contacts.service";
import { createLinksService, type LinksService } from "../modules/contacts/links.service";
import {
  createExchangeRatesService,
  type ExchangeRatesService,
} from "../modules/exchange-rates/exchange-rates.service";
import type { AccountServices } from "./accounts";
import type { Area } from "./area";
import type { PlatformServices } from "./platform";

/** Contacts and their links, the organization's supplier profile, exchange rates. */
export interface CrmServices {
  contacts: ContactsService;
  links: LinksService;
  contactImport: ContactImport;
  company: CompanyService;
  exchangeRates: ExchangeRatesService;
}

export function crmArea(
  { database, logger, settings, mail }: PlatformServices,
  { team }: AccountServices,
): Area<CrmServices> {
  const { db } = database;
  return {
    services: {
      contacts: createContactsService(db),
      links: createLinksService(db),
      contactImport: createContactImport(db),
      // The owners hear of changes to the bank details and the identity by e-mail (issue 34 item 8).
      company: createCompanyService(db, {
        enqueue: (executor, message) => mail.enqueue(executor, message),
        owners: (orgId, executor) => team.ownersToNotify(orgId, executor),
        user: (orgId, userId, executor) => team.describe(orgId, userId, executor),
      }),
      exchangeRates: createExchangeRatesService({
        cnb: createCnbRates({ url: settings.cnbRatesUrl, today: businessDate }),
        logger,
      }),
    },
  };
}
