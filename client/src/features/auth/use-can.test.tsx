import type { Contact, Role } from "@kancl/shared";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { ContactViewPage } from "@/features/contacts/contact-view-page";
import { ContactsListPage } from "@/features/contacts/contacts-list-page";
import { testUser } from "@/test/auth-responses";
import { installFakeApi, ok } from "@/test/fake-trpc-server";
import { createTestQueryClient, TestProviders } from "@/test/render-with-providers";
import { SessionContext, type SessionContextValue } from "./session-context";

const contact: Contact = {
  id: "7a1f8a52-8f0e-4d7e-9d55-3b1f4d0a7c01",
  type: "person",
  name: "Karel Čtenář",
  email: "karel@example.com",
  phone: null,
  legalName: null,
  address: null,
  billing: null,
  taxId: null,
  registrationNumber: null,
  parentOrganizationId: null,
  version: 1,
  createdAt: "2026-01-15T10:00:00.000Z",
  updatedAt: "2026-01-15T10:00:00.000Z",
} as unknown as Contact;

/** The contacts screens for a signed-in user of the role (the session's user is what useCan reads). */
function renderAs(role: Role, path: string) {
  const user = { ...testUser, role };
  const session = { state: { status: "signedIn", user }, user } as unknown as SessionContextValue;
  const router = createMemoryRouter(
    [
      { path: "/crm/contacts", element: <ContactsListPage /> },
      { path: "/crm/contacts/:contactId", element: <ContactViewPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </TestProviders>,
  );
}

beforeEach(() => {
  installFakeApi({
    "contacts.list": ok({ contacts: [contact], nextCursor: null } as never),
    "contacts.get": ok(contact as never),
  });
});

describe("write actions follow the role (decision 130)", { timeout: 15_000 }, () => {
  it("hides New Contact and Delete from a read-only user, who still sees the list", async () => {
    renderAs("read-only", "/crm/contacts");
    expect(await screen.findByRole("cell", { name: "karel@example.com" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "New Contact" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.getByRole("link", { name: "View Karel Čtenář" })).toBeVisible();
  });

  it("shows them to a member", async () => {
    renderAs("member", "/crm/contacts");
    expect(await screen.findByRole("cell", { name: "karel@example.com" })).toBeVisible();
    expect(screen.getByRole("link", { name: "New Contact" })).toBeVisible();
    expect(screen.getByRole("button", { name: /Delete/ })).toBeVisible();
  });

  it("hides Edit and Delete on a contact's page from a read-only user", async () => {
    renderAs("read-only", `/crm/contacts/${contact.id}`);
    expect(await screen.findByRole("heading", { name: "Karel Čtenář" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });
});
