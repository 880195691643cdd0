import type { LanguageModel } from "ai";
import { type AccountDeps, type AccountServices, accountsArea } from "./composition/accounts";
import type { Area } from "./composition/area";
import { type AssistantServices, assistantArea } from "./composition/assistant";
import { type CrmServices, crmArea } from "./composition/crm";
import { type OnboardingServices, onboardingArea } from "./composition/onboarding";
import { type PlatformDeps, type PlatformServices, platformArea } from "./composition/platform";
import { type ProjectServices, projectsArea } from "./composition/projects";
import { type RecordServices, recordsArea } from "./composition/records";
import { type SalesServices, salesArea } from "./composition/sales";
import type { JobHandler } from "./jobs/job-type";

/**
 * The composition root (docs/architecture.md, "The composition root"): every service the routers call, built once
 * per app, area by area (server/src/composition/). Each area is built from the areas before it and gives its
 * services, its background jobs and what to close.
 */
export interface Services
  extends PlatformServices,
    AccountServices,
    CrmServices,
    SalesServices,
    ProjectServices,
    AssistantServices,
    RecordServices,
    OnboardingServices {
  /** Every area's background jobs, bound to their handlers (the job worker runs them). */
  jobHandlers: JobHandler[];
  /**
   * Closes what the services hold (the PDF renderer's Chromium, the mail transport, Redis connections), in reverse
   * order of creation. The database and the rate-limit store belong to whoever passed them in.
   */
  close(): Promise<void>;
}

export interface ServiceDeps extends PlatformDeps, AccountDeps {
  /** The assistant's model; the offline local model by default. */
  chatModel?: LanguageModel;
}

export function createServices(deps: ServiceDeps): Services {
  // Modules reach one another through these services, never through another module's repository; each service is
  // given the parts of the others it uses (docs/architecture.md, "Modules talk through services").
  const platform = platformArea(deps);
  const accounts = accountsArea(platform.services, deps);
  const crm = crmArea(platform.services, accounts.services);
  const sales = salesArea(platform.services, crm.services);
  const projects = projectsArea(platform.services, accounts.services, crm.services, sales.services);
  const assistant = assistantArea(platform.services, crm.services, sales.services, projects.services, deps.chatModel);
  const records = recordsArea(platform.services, crm.services, sales.services, projects.services, accounts.services);
  const onboarding = onboardingArea(platform.services, accounts.services, crm.services, sales.services);

  const areas: Area<object>[] = [platform, accounts, crm, sales, projects, assistant, records, onboarding];
  const closers = areas.flatMap((area) => area.close ?? []).reverse();
  return {
    ...platform.services,
    ...accounts.services,
    ...crm.services,
    ...sales.services,
    ...projects.services,
    ...assistant.services,
    ...records.services,
    ...onboarding.services,
    jobHandlers: areas.flatMap((area) => area.jobs ?? []),
    async close() {
      for (const close of closers) await close();
    },
  };
}
