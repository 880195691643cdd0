import {
  type RegisterInput,
  SETUP_MESSAGES,
  type SetupResult,
  type SetupStatus,
  type setupInputSchema,
  type User,
  updateCompanyProfileInputSchema,
} from "@kancl/shared";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors/app-error";
import type { Logger } from "../../logger";
import type { CompanyService } from "../company/company.service";
import type { DemoService } from "../demo/demo.service";
import type { OrganizationsService } from "../organizations/organizations.service";
import { setupRepository } from "./setup.repository";

export interface SetupServiceDeps {
  db: Database;
  logger: Logger;
  organizations: Pick<OrganizationsService, "create" | "count" | "deleteIfUnused">;
  /** The registration every account goes through, so its rules (roles, …) apply to the first one too. */
  auth: { register(input: RegisterInput): Promise<User> };
  company: Pick<CompanyService, "update">;
  demo: Pick<DemoService, "fill">;
}

const alreadySetUp = () => new AppError("CONFLICT", SETUP_MESSAGES.alreadySetUp);

/**
 * The first run in the browser (issue 25 item 1, decision 150): while the database has no organization, the set-up
 * creates one and its first account. It closes for good once used: the organization and the setup_state row (a
 * table of at most one row) are written in one transaction, so of two concurrent set-ups one commits and the other
 * fails on that row's key (409).
 */
export function createSetupService({ db, logger, organizations, auth, company, demo }: SetupServiceDeps) {
  return {
    async status(): Promise<SetupStatus> {
      if (await setupRepository.exists(db)) return { open: false };
      return { open: (await organizations.count()) === 0 };
    },

    async run(input: z.output<typeof setupInputSchema>): Promise<SetupResult> {
      const organization = await db
        .transaction()
        .execute(async (trx) => {
          if ((await setupRepository.exists(trx)) || (await organizations.count(trx)) > 0) throw alreadySetUp();
          const created = await organizations.create(input.organizationName, trx);
          await setupRepository.insert(trx, created.id);
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw alreadySetUp();
          throw error;
        });

      let user: User;
      try {
        user = await auth.register({
          orgId: organization.id,
          name: input.name,
          email: input.email,
          password: input.password,
        });
      } catch (error) {
        // Without its first account the organization is of no use: give the set-up back (nothing else refers to it).
        await db
          .transaction()
          .execute(async (trx) => {
            await setupRepository.deleteFor(trx, organization.id);
            await organizations.deleteIfUnused(organization.id, trx);
          })
          .catch((undo: unknown) => logger.error({ err: undo }, "could not undo a failed set-up"));
        throw error;
      }

      if (input.registrationNumber) {
        // The supplier profile starts with the organization's name and IČO (decision 085); the rest is filled in
        // Settings → Company. The IČO was checked by the same schema the profile uses.
        await company.update(
          organization.id,
          updateCompanyProfileInputSchema.parse({
            version: 0,
            legalName: input.organizationName,
            registrationNumber: input.registrationNumber,
            country: "CZ",
          }),
        );
      }
      // The set-up is done whatever happens to the demo data: a failure there is reported, not a failed set-up.
      let demoDataError: string | undefined;
      if (input.demoData) {
        await demo.fill(organization.id).catch((error: unknown) => {
          logger.error({ err: error, orgId: organization.id }, "demo data of the set-up failed");
          demoDataError = error instanceof AppError ? error.message : SETUP_MESSAGES.demoDataFailed;
        });
      }
      logger.info({ orgId: organization.id }, "Kancl was set up in the browser");
      return {
        organization: { id: organization.id, name: organization.name },
        user: { id: user.id, name: user.name, email: user.email },
        demoData: input.demoData && demoDataError === undefined,
        ...(demoDataError ? { demoDataError } : {}),
      };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
