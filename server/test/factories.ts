import { randomUUID } from "node:crypto";
import type { Contact, User } from "@kancl/shared";
import { HttpClient } from "./http-client";
import type { TestApp } from "./test-app";

/** A password that meets every rule of spec §5. */
export const GOOD_PASSWORD = "Correct-Horse-42";

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 8)}@example.cz`;

export async function createOrganization(app: TestApp, name = `Org ${randomUUID().slice(0, 6)}`) {
  return app.services.organizations.create(name);
}

export interface SignedInUser {
  http: HttpClient;
  user: User;
  password: string;
}

/** Registers a user in the organization over HTTP and signs in: the returned client carries the cookies. */
export async function signUp(
  app: TestApp,
  orgId: string,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<SignedInUser> {
  const http = new HttpClient(app.baseUrl);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const registered = await http.post("/api/v1/auth/register", {
    email,
    password,
    name: overrides.name ?? "Jana Nováková",
    orgId,
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  const login = await http.post<{ user: User }>("/api/v1/auth/login", { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { http, user: login.body.user, password };
}

/** A user signed in to a new organization of their own: another tenant. */
export async function signUpInNewOrganization(app: TestApp, organizationName?: string): Promise<SignedInUser> {
  return signUp(app, (await createOrganization(app, organizationName)).id);
}

export interface ContactBody {
  type: "person" | "organization";
  name: string;
  [field: string]: unknown;
}

/** Creates a contact over REST as the signed-in user; throws unless 201. */
export async function createContact<T = Contact>(http: HttpClient, body: ContactBody): Promise<T> {
  const res = await http.post<T>("/api/v1/crm/contacts", body);
  if (res.status !== 201) throw new Error(`create contact failed: ${res.status} ${res.text}`);
  return res.body;
}

export const personBody = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  type: "person",
  name: "Jan Novák",
  email: uniqueEmail("jan"),
  ...overrides,
});

export const organizationBody = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  type: "organization",
  name: "Acme",
  legalName: "Acme s.r.o.",
  ...overrides,
});
