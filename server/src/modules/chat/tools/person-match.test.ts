import { describe, expect, it } from "vitest";
import { matchPeople, nameStem } from "./person-match";

const people = [
  { name: "Jana Nováková", email: "jana@firma.cz" },
  { name: "Jan Dvořák", email: "jan@firma.cz" },
  { name: "Petr Svoboda", email: "petr@firma.cz" },
  { name: "Jana Malá", email: "mala@firma.cz" },
];
const names = (query: string) => matchPeople(people, query).map((p) => p.name);

describe("colleagues named in any Czech case", () => {
  it.each([
    ["Janě Novákové", ["Jana Nováková"]],
    ["Janovi", ["Jan Dvořák"]],
    ["Petrovi", ["Petr Svoboda"]],
    ["Petru Svobodovi", ["Petr Svoboda"]],
    ["Nováková", ["Jana Nováková"]],
    ["Svobodu", ["Petr Svoboda"]],
    ["petr@firma.cz", ["Petr Svoboda"]],
    ["Kamil", []],
  ])("%s → %j", (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it("prefers the name whose ending agrees: Janě is Jana, not Jan — and says when two Janas fit", () => {
    expect(names("Janě")).toEqual(["Jana Nováková", "Jana Malá"]);
    expect(names("Jan")).toEqual(["Jan Dvořák"]);
  });

  it("drops one case ending, keeping three letters", () => {
    expect([nameStem("janovi"), nameStem("jane"), nameStem("petru"), nameStem("eva")]).toEqual([
      "jan",
      "jan",
      "petr",
      "eva",
    ]);
  });
});
