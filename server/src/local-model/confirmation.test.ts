import { describe, expect, it } from "vitest";
import { confirmationOf } from "./confirmation";

// Issue 20, item 6: after the assistant proposed marking a deal won, "ok, ale nejdřív mi řekni, co přesně se
// změní?" carried the change out — it began with "ok". Only a reply that is a clear yes and nothing else confirms.

describe("confirmationOf", () => {
  it.each([
    "ano",
    "Ano!",
    "ANO.",
    "  ano  ",
    "jo",
    "Jo, jasně",
    "tak jo",
    "yes",
    "Yes please",
    "yes, do it",
    "ok",
    "OK 👍",
    "okay, go ahead",
    "potvrzuji",
    "ano, proveď",
    "Ano, proveď to.",
    "ano prosím",
    "ano ano",
  ])("%j is a clear yes", (reply) => {
    expect(confirmationOf(reply)).toBe("yes");
  });

  it.each(["ne", "Ne.", "no", "nope", "zrušit", "ne, díky", "radši ne", "zatím ne", "No thanks", "cancel"])(
    "%j is a clear no",
    (reply) => {
      expect(confirmationOf(reply)).toBe("no");
    },
  );

  it.each([
    "ok, ale nejdřív mi řekni, co přesně se změní?",
    "ano?",
    "ok?",
    "Opravdu? A co se změní",
    "ano, ale za 1000",
    "jo a ukaž faktury",
    "ano ne",
    "ne, ukaž faktury",
    "ne?",
    "hmm, možná",
    "ano 2",
    "okamžitě",
    "noo",
    "",
    "ano ".repeat(20),
  ])("%j is not an answer", (reply) => {
    expect(confirmationOf(reply)).toBe("unclear");
  });
});
