import { type ApiKeysService, createApiKeysService } from "../modules/api-keys/api-keys.service";
import { type AuthService, createAuthService } from "../modules/auth/auth.service";
import { passwordResetLinkHandler } from "../modules/auth/password-reset.job";
import { createPasswordResetService, type PasswordResetService } from "../modules/auth/password-reset.service";
import { createSessionRevocations } from "../modules/auth/session-revocations";
import { createTokenSigner } from "../modules/auth/tokens";
import { createOrganizationsService, type OrganizationsService } from "../modules/organizations/organizations.service";
import { invitationMail } from "../modules/team/invitation-mail";
import {
  createInvitationsService,
  type InvitationMessage,
  type InvitationsService,
} from "../modules/team/invitations.service";
import { createTeamService, type TeamService } from "../modules/team/team.service";
import type { Area } from "./area";
import type { PlatformServices } from "./platform";

/** Organizations and their people: accounts, sessions, API keys, password resets, the team, invitations (issue 25). */
export interface AccountServices {
  organizations: OrganizationsService;
  auth: AuthService;
  apiKeys: ApiKeysService;
  passwordReset: PasswordResetService;
  /** Settings → Users: roles and deactivation (issue 25). */
  team: TeamService;
  invitations: InvitationsService;
}

export interface AccountDeps {
  /** Replaces the invitation e-mail (tests); by default it goes through the mail engine. */
  sendInvitation?: (message: InvitationMessage) => Promise<boolean>;
}

export function accountsArea(
  { database, logger, settings, rateLimitStore, sessionRevocations, mail }: PlatformServices,
  deps: AccountDeps,
): Area<AccountServices> {
  const { db } = database;
  const organizations = createOrganizationsService(db);
  const appUrl = settings.appUrl ?? "http://localhost:3000";
  const auth = createAuthService({
    db,
    organizations,
    signer: createTokenSigner(settings.sessionSecret),
    rateLimitStore,
    rateLimits: settings.rateLimits,
    revocations: createSessionRevocations(sessionRevocations),
  });
  const team = createTeamService({ db, auth });
  const passwordReset = createPasswordResetService({
    db,
    mailer: mail,
    auth,
    rateLimitStore,
    rateLimits: settings.rateLimits,
    appUrl,
    logger,
  });
  return {
    jobs: [passwordResetLinkHandler(passwordReset)],
    services: {
      organizations,
      auth,
      apiKeys: createApiKeysService(db),
      passwordReset,
      team,
      invitations: createInvitationsService({
        db,
        auth,
        sendInvitation:
          deps.sendInvitation ??
          (async (message) => {
            const mailed = invitationMail(message, appUrl);
            const queued = await mail.enqueue(db, { orgId: message.orgId, to: message.email, ...mailed });
            return queued.status !== "unsent";
          }),
      }),
    },
  };
}
