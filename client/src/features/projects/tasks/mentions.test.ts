import { describe, expect, it } from "vitest";
import { insertMention, mentionedIn, mentionQueryAt, suggestionsFor } from "./mentions";

const jana = { id: "j", name: "Jana Nováková" };
const janaK = { id: "k", name: "Jana" };
const petr = { id: "p", name: "Petr Dvořák" };

describe("mentions", () => {
  it("finds the colleagues a comment mentions, longest names first", () => {
    expect(mentionedIn("Ahoj @Jana Nováková, pošli to @Petr Dvořák", [janaK, jana, petr])).toEqual(["j", "p"]);
    expect(mentionedIn("@Jana a @Jana Nováková", [janaK, jana])).toEqual(["j", "k"]);
    expect(mentionedIn("e-mail jana@example.cz", [jana])).toEqual([]);
  });

  it("reads the @name being typed at the caret, not an e-mail address", () => {
    expect(mentionQueryAt("Ahoj @Ja", 8)).toEqual({ start: 5, query: "Ja" });
    expect(mentionQueryAt("jana@exa", 8)).toBeNull();
    expect(mentionQueryAt("bez zmínky", 5)).toBeNull();
  });

  it("replaces what was typed with the mention and puts the caret after it", () => {
    expect(insertMention("Ahoj @no", 8, jana)).toEqual({ text: "Ahoj @Jana Nováková ", caret: 20 });
  });

  it("suggests people by any word's start, ignoring case and accents", () => {
    expect(suggestionsFor("nova", [jana, petr])).toEqual([jana]);
    expect(suggestionsFor("dvo", [jana, petr])).toEqual([petr]);
    expect(suggestionsFor("", [jana, petr])).toEqual([jana, petr]);
  });
});
