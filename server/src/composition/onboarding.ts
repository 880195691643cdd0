import { createDemoService, type DemoService } from "../modules/demo/demo.service";
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
  { organizations, company, contacts, links }: CrmServices,
  { deals, invoices }: SalesServices,
  { auth }: AccountServices,
): Area<OnboardingServices> {
  const { db } = database;
  const demo = createDemoService({ db, organizations, company, contacts, links, deals, invoices });
  return { services: { setup: createSetupService({ db, logger, organizations, auth, company, demo }), demo } };
}
