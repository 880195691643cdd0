import { describe, expect, it } from "vitest";
import { findRootElement } from "./root-element";

describe("findRootElement", () => {
  it("returns the #root element", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<div id="root"></div>';
    expect(findRootElement(doc).id).toBe("root");
  });

  it("throws the spec §8 message when it is missing", () => {
    const doc = document.implementation.createHTMLDocument();
    expect(() => findRootElement(doc)).toThrow('Root element with id="root" not found');
  });
});
