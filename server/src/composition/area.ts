import type { JobHandler } from "../jobs/job-type";

/**
 * What one area of the composition root gives (docs/architecture.md, "The composition root"): its services, the
 * background jobs it runs, and what must be closed on shutdown. The root closes every area's `close` list in
 * reverse order of creation, so nothing is closed while a later part may still use it.
 */
export interface Area<Services> {
  services: Services;
  jobs?: JobHandler[];
  close?: (() => Promise<void> | void)[];
}
