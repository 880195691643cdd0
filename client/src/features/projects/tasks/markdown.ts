import snarkdown from "snarkdown";

/** The elements snarkdown writes that a description or comment may show; anything else is unwrapped. */
const ALLOWED = new Set([
  "A",
  "BLOCKQUOTE",
  "BR",
  "CODE",
  "EM",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HR",
  "LI",
  "OL",
  "PRE",
  "S",
  "STRONG",
  "UL",
]);
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|#)/i;

/**
 * Markdown (the common subset: emphasis, links, lists, quotes, headings, code) as safe HTML (decision 172).
 * snarkdown does the Markdown; the safety is ours, in two steps:
 * - before: every `<` and `&` of the text is escaped, so the text itself can never open a tag;
 * - after: the HTML is walked in an inert <template>; only the elements above stay (others, images included, give
 *   way to their text: the app loads nothing from other hosts), no attribute stays but a link's href, and only an
 *   http(s), mailto, same-site or fragment href; links open in a new tab without an opener.
 */
export function renderMarkdown(text: string): string {
  const holder = document.createElement("template");
  holder.content.append(markdownFragment(text));
  return holder.innerHTML;
}

/**
 * The same safe HTML as nodes, ready to be put in the page: MarkdownView appends them, so the HTML is parsed once
 * (not parsed, written out and parsed again by innerHTML; benchmark 15: a timeline renders a note in each page).
 */
export function markdownFragment(text: string): DocumentFragment {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const template = document.createElement("template");
  template.innerHTML = snarkdown(escaped);
  clean(template.content);
  return template.content;
}

function clean(parent: ParentNode) {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (!(node instanceof Element)) continue;
    clean(node);
    if (!ALLOWED.has(node.tagName)) {
      const alt = node.tagName === "IMG" ? node.getAttribute("alt") : null;
      node.replaceWith(...(alt ? [alt] : node.childNodes));
      continue;
    }
    const href = node.tagName === "A" ? node.getAttribute("href") : null;
    for (const attribute of [...node.attributes]) node.removeAttribute(attribute.name);
    if (node.tagName === "A") {
      if (href && SAFE_HREF.test(href.trim())) {
        node.setAttribute("href", href.trim());
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    }
  }
}
