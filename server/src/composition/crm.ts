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
import { createOrganizationsService, type OrganizationsService } from "../modules/organizations/organizations.service";
import type { Area } from "./area";
import type { PlatformServices } from "./platform";

/** The organizations and their contacts, links, supplier profile and exchange rates. */
export interface CrmServices {
  organizations: OrganizationsService;
  contacts: ContactsService;
  links: LinksService;
  contactImport: ContactImport;
  company: CompanyService;
  exchangeRates: ExchangeRatesService;
}

export function crmArea({ database, logger, settings }: PlatformServices): Area<CrmServices> {
  const { db } = database;
  return {
    services: {
      organizations: createOrganizationsService(db),
      contacts: createContactsService(db),
      links: createLinksService(db),
      contactImport: createContactImport(db),
      company: createCompanyService(db),
      exchangeRates: createExchangeRatesService({
        cnb: createCnbRates({ url: settings.cnbRatesUrl, today: businessDate }),
        logger,
      }),
    },
  };
}
