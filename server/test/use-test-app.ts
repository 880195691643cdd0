import { afterAll, beforeAll } from "vitest";
import { type SignedInUser, signUpInNewOrganization } from "./factories";
import { HttpClient } from "./http-client";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app";

/**
 * The setup of an integration test file that needs no signed-in user (health, the OpenAPI document, the admin API):
 * the real app over a fresh database for the file's tests, and an anonymous HTTP client. Filled in by its
 * `beforeAll` hook, like `useTestApp`.
 */
export function useStartedApp(options: TestAppOptions = {}): { app: TestApp; http: HttpClient } {
  const app = {} as TestApp;
  const http = Object.create(HttpClient.prototype) as HttpClient;
  beforeAll(async () => {
    Object.assign(app, await startTestApp(options));
    Object.assign(http, new HttpClient(app.baseUrl));
  });
  // `close` is missing when the app failed to start: the start's own error is the one to read.
  afterAll(() => (app as Partial<TestApp>).close?.());
  return { app, http };
}

export interface UseTestAppOptions extends TestAppOptions {
  /** The name of the user's organization (a random one by default). */
  organizationName?: string;
}

/**
 * The setup an integration test file starts with: the real app over a fresh database, started before the file's
 * tests and closed after them, and one user signed in to a new organization of their own.
 *
 * The objects it returns are filled in by its `beforeAll` hook: use them in tests and in the file's own hooks
 * (registered after this call, so they run after it), not while the file is being loaded.
 */
export function useTestApp(options: UseTestAppOptions = {}): { app: TestApp; user: SignedInUser } {
  const { organizationName, ...appOptions } = options;
  const app = {} as TestApp;
  const user = {} as SignedInUser;
  beforeAll(async () => {
    Object.assign(app, await startTestApp(appOptions));
    Object.assign(user, await signUpInNewOrganization(app, organizationName));
  });
  // `close` is missing when the app failed to start: the start's own error is the one to read.
  afterAll(() => (app as Partial<TestApp>).close?.());
  return { app, user };
}
