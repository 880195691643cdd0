import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders emphasis, links, lists, quotes, headings and code", () => {
    expect(renderMarkdown("**tučně** a _kurzíva_")).toBe("<strong>tučně</strong> a <em>kurzíva</em>");
    expect(renderMarkdown("- jedna\n- dvě")).toBe("<ul><li>jedna</li><li>dvě</li></ul>");
    expect(renderMarkdown("> citace")).toBe("<blockquote>citace</blockquote>");
    expect(renderMarkdown("# Nadpis")).toBe("<h1>Nadpis</h1>");
    expect(renderMarkdown("`a < b`")).toBe("<code>a &lt; b</code>");
    expect(renderMarkdown("[web](https://example.cz/a?b=1&c=2)")).toBe(
      '<a href="https://example.cz/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">web</a>',
    );
  });

  it("never lets the text open a tag", () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror="alert(1)"> **ok**');
    const template = document.createElement("template");
    template.innerHTML = html;
    // The tags stay text; the only element is the Markdown's own.
    expect([...template.content.querySelectorAll("*")].map((element) => element.tagName)).toEqual(["STRONG"]);
    expect(template.content.textContent).toBe('<script>alert(1)</script><img src=x onerror="alert(1)"> ok');
  });

  it("drops unsafe link targets and images (nothing is loaded from other hosts)", () => {
    expect(renderMarkdown("[x](javascript:alert`1`)")).toBe("<a>x</a>");
    expect(renderMarkdown("[x]( JavaScript:void)")).toBe("<a>x</a>");
    expect(renderMarkdown("[x](data:text/html,hi)")).toBe("<a>x</a>");
    const template = document.createElement("template");
    template.innerHTML = renderMarkdown('[x](https://a.cz" onclick="alert(1))');
    const link = template.content.querySelector("a");
    expect(link?.getAttributeNames().sort()).toEqual(["href", "rel", "target"]);
    expect(renderMarkdown("![logo](https://tracker.example/p.png)")).toBe("logo");
  });
});
