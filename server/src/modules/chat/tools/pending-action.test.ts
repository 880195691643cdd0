import { describe, expect, it } from "vitest";
import { describePendingAction } from "./pending-action";

describe("describePendingAction", () => {
  it("says precisely what would change", () => {
    const won = { kind: "markDealWon", dealId: crypto.randomUUID(), dealTitle: "Licence", actualValue: 900 } as const;
    expect(describePendingAction({ ...won, currency: "CZK" }, "cs").replace(/\u00a0/g, " ")).toBe(
      "Obchod „Licence“ se označí jako vyhraný: stav „ve vyjednávání“ → „vyhraný“, skutečná hodnota 900,00 Kč. Nic jiného se nezmění.",
    );
    expect(describePendingAction({ ...won, currency: "EUR" }, "en")).toBe(
      "The deal “Licence” will be marked won: status “in negotiation” → “won”, actual value €900.00. Nothing else changes.",
    );
    // A proposal stored before the currency was kept: the amount alone.
    expect(describePendingAction(won, "cs")).toContain("skutečná hodnota 900,00.");
    expect(describePendingAction({ kind: "markDealLost", dealId: crypto.randomUUID(), dealTitle: "ERP" }, "cs")).toBe(
      "Obchod „ERP“ se označí jako prohraný: stav „ve vyjednávání“ → „prohraný“. Nic jiného se nezmění.",
    );
    expect(
      describePendingAction(
        { kind: "createContact", type: "person", name: "Jan Novák", email: "jan@firma.cz", phone: "+420 777 111 222" },
        "cs",
      ),
    ).toBe(
      "Vytvoří se nový kontakt: osoba Jan Novák, e-mail jan@firma.cz, telefon +420 777 111 222. Nic jiného se nezmění.",
    );
    expect(
      describePendingAction(
        {
          kind: "createDeal",
          title: "Web",
          billingContactName: "Acme",
          billingContactId: crypto.randomUUID(),
          estimatedValue: 5000,
          currency: "EUR",
        },
        "en",
      ),
    ).toBe(
      "A new deal “Web” will be created: status lead, billed to Acme, estimated value €5,000.00. Nothing else changes.",
    );
  });
});
