import { createProjectsService, type ProjectsService } from "../modules/projects/projects.service";
import type { AccountServices } from "./accounts";
import type { Area } from "./area";
import type { CrmServices } from "./crm";
import type { PlatformServices } from "./platform";
import type { SalesServices } from "./sales";

export interface ProjectServices {
  projects: ProjectsService;
}

export function projectsArea(
  { database }: PlatformServices,
  { organizations }: AccountServices,
  { contacts }: CrmServices,
  { deals, invoices }: SalesServices,
): Area<ProjectServices> {
  // Projects read a deal's invoices through the invoices service (decision 062).
  return {
    services: { projects: createProjectsService({ db: database.db, contacts, deals, invoices, organizations }) },
  };
}
