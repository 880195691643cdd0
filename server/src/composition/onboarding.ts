import { createDemoService, type DemoService } from "../modules/demo/demo.service";
import { demoSupplierSource } from "../modules/demo/demo-supplier";
import { createInvoicesService } from "../modules/invoices/invoices.service";
import { createSetupService, type SetupService } from "../modules/setup/setup.service";
import type { AccountServices } from "./accounts";
import type { Area } from "./area";
import type { CrmServices } from "./crm";
import type { PlatformServices } from "./platform";
import type { SalesServices } from "./sales";

/** Setting up an organization in the browser, and its demo data (issue 25, decisions 150–151). */
export interface OnboardingServices {
  setup: SetupService;
  demo: DemoService;
}

export function onboardingArea(
  { database, logger }: PlatformServices,
  { organizations, auth }: AccountServices,
  { company, contacts, links }: CrmServices,
  { deals }: SalesServices,
): Area<OnboardingServices> {
  const { db } = database;
  // Demo invoices are issued from the demo's fictional supplier through an invoices service of their own, so filling
  // the demo never writes the organization's company profile (issue 34 item 11).
  const demoInvoices = createInvoicesService({ db, contacts, deals, supplier: demoSupplierSource });
  const demo = createDemoService({ db, contacts, links, deals, invoices: demoInvoices });
  return { services: { setup: createSetupService({ db, logger, organizations, auth, company, demo }), demo } };
}
