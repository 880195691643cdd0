import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { mockServer } from "@/test/mock-server";
import { GLOBEX_ID, makeDeal, ok, pending, type TrpcAnswer, trpcProcedures } from "./deal-test-kit";

/** The deals list's test kit: a pipeline with one deal per status, and a server for the list and its actions. */

export const lead = makeDeal({ id: "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c01", title: "Website redesign", status: "lead" });
export const negotiation = makeDeal({
  id: "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c02",
  title: "Support contract",
  status: "negotiation",
  billingContactId: GLOBEX_ID,
  billingContact: { id: GLOBEX_ID, name: "Globex a.s." },
  estimatedValue: 980,
  currency: "EUR",
});
export const won = makeDeal({
  id: "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c03",
  title: "Hosting",
  status: "won",
  billingContactId: null,
  billingContact: null,
  estimatedValue: null,
  actualValue: 400,
  currency: "CZK",
});
export const lost = makeDeal({
  id: "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c04",
  title: "Mobile app",
  status: "lost",
  // The contact was deleted after the deal named it: the API keeps the id and answers no contact.
  billingContactId: GLOBEX_ID,
  billingContact: null,
});

/** What the list asked for, without the paging direction tRPC adds to infinite queries. */
export function filtersOf(input: Record<string, unknown> | undefined) {
  const { direction: _direction, ...rest } = input ?? {};
  return rest;
}

/**
 * A dialog closes once its call has settled, including the refetch after it: tests that call the server wait for
 * that, so no request of theirs reaches the next test's handlers.
 */
export async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
}

export interface ListServer {
  listInputs: Record<string, unknown>[];
  calls: { procedure: string; input: unknown }[];
}

/** Answers deals.list with `pages` in turn in turn (the last one repeats); mutations answer with `mutations`. */
export function serveDeals(
  pages: (() => TrpcAnswer)[] = [() => ok({ deals: [lead, negotiation, won, lost], nextCursor: null })],
  mutations: Partial<Record<"markWon" | "markLost" | "delete", (input: unknown) => TrpcAnswer>> = {},
): ListServer {
  const server: ListServer = { listInputs: [], calls: [] };
  const answerMutation = (procedure: "markWon" | "markLost" | "delete") => (input: unknown) => {
    server.calls.push({ procedure, input });
    return mutations[procedure]?.(input) ?? ok(procedure === "delete" ? { success: true } : negotiation);
  };
  mockServer.use(
    trpcProcedures({
      "deals.list": (input) => {
        server.listInputs.push(input as Record<string, unknown>);
        const page = pages[Math.min(server.listInputs.length - 1, pages.length - 1)];
        return page ? page() : pending();
      },
      "deals.markWon": answerMutation("markWon"),
      "deals.markLost": answerMutation("markLost"),
      "deals.delete": answerMutation("delete"),
    }),
  );
  return server;
}

export async function rowOf(title: string) {
  const link = await screen.findByRole("link", { name: title });
  const row = link.closest("tr");
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
}
