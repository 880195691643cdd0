import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { type AnswerOf, type InputOf, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { GLOBEX_ID, makeDeal } from "./deal-test-kit";

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

type Mutation = "markWon" | "markLost" | "delete";
type MutationAnswers = { [M in Mutation]?: (input: InputOf<`deals.${M}`>) => AnswerOf<`deals.${M}`> };

/** Answers deals.list with `pages` in turn (the last one repeats); mutations answer with `mutations`. */
export function serveDeals(
  pages: (() => AnswerOf<"deals.list">)[] = [() => ok({ deals: [lead, negotiation, won, lost], nextCursor: null })],
  mutations: MutationAnswers = {},
): ListServer {
  const server: ListServer = { listInputs: [], calls: [] };
  installFakeApi({
    "deals.list": (input) => {
      server.listInputs.push(input as Record<string, unknown>);
      const page = pages[Math.min(server.listInputs.length - 1, pages.length - 1)];
      return page ? page() : pending();
    },
    "deals.markWon": (input) => {
      server.calls.push({ procedure: "markWon", input });
      return mutations.markWon?.(input) ?? ok(negotiation);
    },
    "deals.markLost": (input) => {
      server.calls.push({ procedure: "markLost", input });
      return mutations.markLost?.(input) ?? ok(negotiation);
    },
    "deals.delete": (input) => {
      server.calls.push({ procedure: "delete", input });
      return mutations.delete?.(input) ?? ok({ success: true });
    },
  });
  return server;
}

export async function rowOf(title: string) {
  const link = await screen.findByRole("link", { name: title });
  const row = link.closest("tr");
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
}
