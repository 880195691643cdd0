import type { Role, TeamUser } from "@kancl/shared";
import { type SignedInUser, signUp, uniqueEmail } from "./factories";
import type { HttpClient } from "./http-client";
import { ApiKeyClient } from "./reliability/support/world";
import type { TestApp } from "./test-app";

/**
 * A user of the owner's organization with the given role: registered with the organization ID (a member), then
 * given the role by the owner over the API, then signed in again so the session is fresh.
 */
export async function signUpWithRole(
  app: TestApp,
  owner: SignedInUser,
  role: Role,
  overrides: { name?: string; email?: string } = {},
): Promise<SignedInUser> {
  const user = await signUp(app, owner.user.orgId, { email: overrides.email ?? uniqueEmail(role), ...overrides });
  if (role !== "member") {
    const changed = await owner.http.put<TeamUser>(`/api/v1/settings/users/${user.user.id}/role`, { role });
    if (changed.status !== 200) throw new Error(`role change failed: ${changed.status} ${changed.text}`);
  }
  return { ...user, user: { ...user.user, role } };
}

/** An HttpClient that authenticates with an API key instead of cookies. */
export const keyClient = (app: TestApp, secret: string): HttpClient => new ApiKeyClient(app.baseUrl, secret);

/** Creates an API key of the signed-in user with the scope; answers its secret. */
export async function createKey(user: SignedInUser, scope: "read" | "read-write"): Promise<string> {
  const created = await user.http.post<{ secret: string }>("/api/v1/api-keys", { name: `${scope} key`, scope });
  if (created.status !== 201) throw new Error(`api key failed: ${created.status} ${created.text}`);
  return created.body.secret;
}
