import { describe, expect, it } from "vitest";
import { en, entriesOf } from "./catalogue";
import { cs } from "./cs";
import {
  MESSAGE_NAMESPACES,
  pickNamespaces,
  SERVER_ONLY_NAMESPACES,
  SHELL_UI_NAMESPACES,
  TEXT_AREA_NAMES,
  TEXT_AREAS,
} from "./text-areas";

// The client receives the catalogue cut by area (decision 210); these hold the cut to the whole, both ways.
describe("text areas", () => {
  const places: [string, readonly string[]][] = [
    ["shell", SHELL_UI_NAMESPACES],
    ["messages", MESSAGE_NAMESPACES],
    ["server", SERVER_ONLY_NAMESPACES],
    ...TEXT_AREA_NAMES.map((area): [string, readonly string[]] => [area, TEXT_AREAS[area]]),
  ];

  it("every namespace of the catalogue is in exactly one place (shell, messages, server or one area)", () => {
    const owners = new Map<string, string[]>();
    for (const [place, namespaces] of places) {
      for (const name of namespaces) owners.set(name, [...(owners.get(name) ?? []), place]);
    }
    expect(Object.keys(en).filter((name) => owners.get(name)?.length !== 1)).toEqual([]);
    expect([...owners.keys()].filter((name) => !(name in en))).toEqual([]);
  });

  it.each(places)("%s: every key in both languages, no text empty", (_place, namespaces) => {
    const english = entriesOf(pickNamespaces(en, namespaces as (keyof typeof en)[]));
    const czech = new Map(entriesOf(pickNamespaces(cs, namespaces as (keyof typeof en)[])));
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter(([key]) => !czech.get(key)?.trim()).map(([key]) => key)).toEqual([]);
    expect(czech.size).toBe(english.length);
  });
});
