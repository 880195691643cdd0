import type { AuditEvent, Note, TimelineEntry } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionContext, type SessionContextValue } from "@/features/auth/session-context";
import { testUser } from "@/test/auth-responses";
import { installFakeApi, ok } from "@/test/fake-trpc-server";
import { renderWithProviders } from "@/test/render-with-providers";
import { TimelineList } from "./activity-timeline";

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: "1",
  occurredAt: "2026-11-26T08:00:00.000Z",
  actor: { type: "user", userId: "u1", userName: "Jana Nováková", apiKeyId: null, apiKeyName: null },
  requestId: "r1",
  recordType: "deal",
  recordId: "d1",
  recordLabel: "Web Acme",
  action: "update",
  changes: [{ field: "status", old: "negotiation", new: "won" }],
  ...overrides,
});

/** A note on contact c1 as the timeline lists it (entry 2, note n1). */
const noteEntry = (overrides: Partial<Note>): TimelineEntry => ({
  id: "2",
  occurredAt: "2026-11-26T07:00:00.000Z",
  kind: "note",
  event: null,
  note: {
    id: "n1",
    version: 1,
    subjectType: "contact",
    subjectId: "c1",
    body: "Called Jana",
    authorId: "u1",
    authorName: "Jana Nováková",
    createdAt: "2026-11-26T07:00:00.000Z",
    updatedAt: "2026-11-26T07:00:00.000Z",
    edited: false,
    ...overrides,
  },
});

describe("the activity timeline", () => {
  it("shows notes as markdown and events with who, what and old → new, newest first", () => {
    const entries: TimelineEntry[] = [
      { id: "3", occurredAt: "2026-11-26T08:00:00.000Z", kind: "event", note: null, event: event({ id: "3" }) },
      noteEntry({
        version: 2,
        body: "Called **Jana**",
        authorId: "u2",
        authorName: "Petr Kolega",
        updatedAt: "2026-11-26T07:05:00.000Z",
        edited: true,
      }),
      {
        id: "1",
        occurredAt: "2026-11-26T06:00:00.000Z",
        kind: "event",
        note: null,
        event: event({
          id: "1",
          recordType: "contact",
          recordLabel: "Acme",
          action: "update",
          changes: [{ field: "email", old: null, new: "info@acme.cz" }],
          actor: { type: "api_key", userId: "u1", userName: "Jana Nováková", apiKeyId: "k1", apiKeyName: "Zapier" },
        }),
      },
    ];
    renderWithProviders(
      <MemoryRouter>
        <TimelineList entries={entries} />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole("listitem").filter((li) => li.parentElement?.tagName === "OL");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Deal won: Web Acme");
    expect(items[0]).toHaveTextContent("status: negotiation → won");
    expect(screen.getByText("Jana", { selector: "strong" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Petr Kolega");
    expect(items[1]).toHaveTextContent("edited");
    expect(items[2]).toHaveTextContent("Contact changed: Acme");
    expect(items[2]).toHaveTextContent("Jana Nováková (API key Zapier)");
    expect(items[2]).toHaveTextContent("e-mail: — → info@acme.cz");
    // Not the author: no edit or delete.
    expect(screen.queryByRole("button", { name: "Edit note" })).toBeNull();
  });

  it("says so when nothing has happened yet", () => {
    renderWithProviders(<TimelineList entries={[]} />);
    expect(screen.getByText(/Nothing has happened here yet/)).toBeInTheDocument();
  });

  it("deletes the user's own note only after the question is answered", async () => {
    const api = installFakeApi({ "notes.delete": ok({ success: true }) });
    const note = noteEntry({ authorId: testUser.id, authorName: testUser.name });
    const session = { user: testUser } as SessionContextValue;
    const user = userEvent.setup();
    renderWithProviders(
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <TimelineList entries={[note]} />
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    await user.click(screen.getByRole("button", { name: "Delete note" }));
    const question = screen.getByRole("alertdialog", { name: "Delete this note?" });
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.callsTo("notes.delete")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete note" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Delete this note?" })).getByRole("button", {
        name: "Delete note",
      }),
    );
    await waitFor(() => expect(api.callsTo("notes.delete")).toEqual([{ id: "n1" }]));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
