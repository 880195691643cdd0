import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names; a later Tailwind class wins over an earlier conflicting one (`px-2` then `px-4` → `px-4`).
 *
 * tailwind-merge is asked only when two of the classes could conflict (`mayConflict`). Most calls have nothing to
 * resolve (a component's own classes, no override), and tailwind-merge is costly on the first screen: its first call
 * builds a map of every Tailwind class, and each new string is parsed again. In Lighthouse's mobile run of the
 * contacts list that was ~37 % of React's first render (docs/benchmarks.md, benchmark 8c).
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = mergedClasses.get(joined);
  if (merged === undefined) {
    merged = mayConflict(joined) ? twMerge(joined) : joined;
    // A screen repeats the same few strings (every card of a board, every row of a list): each is worked out once.
    // Bounded, because strings with values in them (widths, ids) would otherwise pile up for the page's lifetime.
    if (mergedClasses.size >= MERGED_CLASSES_KEPT) mergedClasses.clear();
    mergedClasses.set(joined, merged);
  }
  return merged;
}

const MERGED_CLASSES_KEPT = 2_000;
const mergedClasses = new Map<string, string>();

/**
 * Whether tailwind-merge could drop a class from the list. It may say yes where tailwind-merge keeps every class
 * (it then decides), never no where it would drop one: `utils.test.ts` checks that against tailwind-merge, in both
 * orders, for every pair of classes the client's source uses.
 *
 * It runs tailwind-merge's own algorithm on coarse groups: from the last class to the first, a class is dropped when
 * a later one has claimed its group (same modifiers, compared sorted); each class claims its groups and the groups it
 * overrides (`p-*` overrides `px-*` and `pl-*`, `text-sm` overrides `leading-*`, but not the other way round).
 * Arbitrary values and properties (`p-[3px]`, `[mask-type:alpha]`) are left to tailwind-merge; arbitrary modifiers
 * (`[&_svg]:`) are compared as written.
 */
export function mayConflict(classes: string): boolean {
  const tokens = classes.split(" ");
  const claimed = new Set<string>();
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] ?? "";
    if (token === "") continue;
    const { modifiers, base } = splitModifiers(token);
    if (base.includes("[") || base.includes("(")) return classes.trim() !== token;
    const { groups, overrides = [] } = groupsOfClass(base);
    for (const group of groups) if (claimed.has(`${modifiers}|${group}`)) return true;
    for (const group of groups) claimed.add(`${modifiers}|${group}`);
    for (const group of overrides) claimed.add(`${modifiers}|${group}`);
  }
  return false;
}

/** `hover:[&_svg]:size-4` → modifiers `[&_svg]:hover` (sorted) and base `size-4`; colons inside brackets are not splits. */
function splitModifiers(token: string): { modifiers: string; base: string } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      modifiers.push(token.slice(start, i));
      start = i + 1;
    }
  }
  return { modifiers: modifiers.sort().join(":"), base: token.slice(start) };
}

/** A class's coarse groups, and the groups it overrides when it comes later. */
interface Groups {
  groups: readonly string[];
  overrides?: readonly string[];
}

const one = (group: string): Groups => ({ groups: [group] });

const SINGLE_WORD_GROUPS: Record<string, Groups> = {
  ...Object.fromEntries(
    [
      "block inline inline-block flex inline-flex inline-grid contents flow-root list-item hidden",
      "static fixed absolute relative sticky",
      "visible invisible collapse",
    ].flatMap((line, index) =>
      line.split(" ").map((word) => [word, one(["display", "position", "visibility"][index] ?? "")]),
    ),
  ),
  grid: { groups: ["display", "grid"] },
  "sr-only": one("sr"),
  "not-sr-only": one("sr"),
  isolate: one("isolation"),
  "isolation-auto": one("isolation"),
  italic: one("font-style"),
  "not-italic": one("font-style"),
  underline: one("decoration-line"),
  overline: one("decoration-line"),
  "line-through": one("decoration-line"),
  "no-underline": one("decoration-line"),
  uppercase: one("case"),
  lowercase: one("case"),
  capitalize: one("case"),
  "normal-case": one("case"),
  antialiased: one("smoothing"),
  "subpixel-antialiased": one("smoothing"),
  truncate: { groups: ["text-overflow", "overflow", "whitespace"] },
};

const FONT_VARIANT_NUMERIC =
  /^(normal-nums|ordinal|slashed-zero|lining-nums|oldstyle-nums|proportional-nums|tabular-nums|diagonal-fractions|stacked-fractions)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const TEXT_SIZE = /^(xs|sm|base|lg|\d*xl)$/;

/** Padding and margin: the whole overrides the axes and sides, an axis its sides (tailwind-merge's own groups). */
const SPACING_OVERRIDES: Record<string, readonly string[]> = {
  "": ["x", "y", "s", "e", "bs", "be", "t", "r", "b", "l"],
  x: ["s", "e", "r", "l"],
  y: ["bs", "be", "t", "b"],
};

/** The groups of each class seen, worked out once: cn() runs on every render, with the same few hundred classes. */
const groupsByClass = new Map<string, Groups>();

function groupsOfClass(base: string): Groups {
  let groups = groupsByClass.get(base);
  if (!groups) {
    groups = groupsOf(base.replace(/^!|!$/g, "").replace(/^-/, ""));
    groupsByClass.set(base, groups);
  }
  return groups;
}

function groupsOf(base: string): Groups {
  const single = SINGLE_WORD_GROUPS[base];
  if (single) return single;
  if (FONT_VARIANT_NUMERIC.test(base)) return one("fvn");
  const dash = base.indexOf("-");
  const stem = dash < 0 ? base : base.slice(0, dash);
  const value = dash < 0 ? "" : base.slice(dash + 1);
  const spacing = /^([pm])(x|y|s|e|bs|be|t|r|b|l)?$/.exec(stem);
  if (spacing) {
    const [, kind = "", side = ""] = spacing;
    return { groups: [kind + side], overrides: (SPACING_OVERRIDES[side] ?? []).map((sub) => kind + sub) };
  }
  switch (stem) {
    case "inset": {
      const axis = /^(x|y|bs|be)-/.exec(value)?.[1];
      if (axis === "x") return { groups: ["inset-x"], overrides: ["left", "right", "start", "end"] };
      if (axis === "y") return { groups: ["inset-y"], overrides: ["top", "bottom", "inset-bs", "inset-be"] };
      if (axis) return one(`inset-${axis}`);
      return {
        groups: ["inset"],
        overrides: ["inset-x", "inset-y", "inset-bs", "inset-be", "top", "right", "bottom", "left", "start", "end"],
      };
    }
    case "gap":
      return value.startsWith("x-") || value.startsWith("y-")
        ? one(`gap-${value[0]}`)
        : { groups: ["gap"], overrides: ["gap-x", "gap-y"] };
    case "size":
      return { groups: ["size"], overrides: ["w", "h"] };
    case "min":
    case "max":
      return one(`${stem}-${value.split("-")[0]}`);
    case "table":
      return { groups: ["display", "table"] };
    case "inline":
      return one("display");
    case "flex":
      if (/^(row|col)(-reverse)?$/.test(value)) return one("flex-direction");
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return one("flex-wrap");
      return { groups: ["flex"], overrides: ["basis", "grow", "shrink"] };
    case "line":
      return value.startsWith("clamp") ? { groups: ["line-clamp"], overrides: ["display", "overflow"] } : one(stem);
    case "overflow":
      return value.startsWith("x-") || value.startsWith("y-")
        ? one(`overflow-${value[0]}`)
        : { groups: ["overflow"], overrides: ["overflow-x", "overflow-y"] };
    case "text":
      if (TEXT_SIZE.test(value)) return { groups: ["text-size"], overrides: ["leading"] };
      // `text-sm/6` is a size with its line height, `text-red-500/50` a colour with its opacity.
      if (value.includes("/")) return { groups: ["text-size", "text-color"], overrides: ["leading"] };
      if (/^(left|center|right|justify|start|end)$/.test(value)) return one("text-align");
      if (/^(ellipsis|clip)$/.test(value)) return one("text-overflow");
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return one("text-wrap");
      return one("text-color");
    case "font":
      return one(FONT_WEIGHT.test(value) ? "font-weight" : "font-family");
    case "border":
      if (value === "" || /^\d+$/.test(value) || /^(x|y|s|e|t|r|b|l|bs|be)(-\d+)?$/.test(value))
        return one("border-width");
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return one("border-style");
      return one("border-color");
    case "ring":
      if (value.startsWith("offset-"))
        return one(/^offset-\d+$/.test(value) ? "ring-offset-width" : "ring-offset-color");
      return one(value === "" || value === "inset" || /^\d+$/.test(value) ? "ring-width" : "ring-color");
    case "outline":
      if (value === "") return { groups: ["outline-style", "outline-width"] };
      if (/^(none|hidden|solid|dashed|dotted|double)$/.test(value)) return one("outline-style");
      if (value.startsWith("offset-")) return one("outline-offset");
      return one(/^\d+$/.test(value) ? "outline-width" : "outline-color");
    case "shadow":
      return one(value === "" || /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) ? "shadow-size" : "shadow-color");
    case "underline":
      return one(value.startsWith("offset") ? "underline-offset" : "decoration-line");
    default:
      // Everything else by its first word: `rounded-t-md` and `rounded-lg`, `translate-x-1` and `translate-none`.
      return one(stem);
  }
}
