import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button";
import { cn, mayConflict } from "./utils";

const SOURCE = path.resolve(__dirname, "..");

/** Every class-like word in the client's own string literals, without its modifiers (`hover:`, `md:` …). */
function classesInSource(): string[] {
  const files = (readdirSync(SOURCE, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const classes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(SOURCE, file), "utf8");
    for (const [, a, b, c] of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
      for (const word of (a ?? b ?? c ?? "").split(/\s+/)) {
        const base = word.slice(word.lastIndexOf(":") + 1);
        if (/^!?-?[a-z@][a-z0-9\-/.]*!?$/.test(base) && base.length < 40) classes.add(base);
      }
    }
  }
  return [...classes];
}

/** Pairs tailwind-merge resolves across different prefixes (its `conflictingClassGroups`), and a few near misses. */
const KNOWN_CONFLICTS = [
  "block flex hidden grid inline inline-flex table table-cell inline-table contents flow-root list-item",
  "static fixed absolute relative sticky visible invisible collapse sr-only not-sr-only isolate isolation-auto",
  "p-2 px-3 py-1 pt-1 pr-1 pb-1 pl-1 ps-1 pe-1 pbs-1 pbe-1 m-2 mx-auto my-1 mt-1 mr-1 mb-1 ml-1 ms-1 me-1 -mt-2",
  "inset-0 inset-x-0 inset-y-0 top-0 right-0 bottom-0 left-0 start-0 end-0 -translate-x-1/2 translate-none",
  "gap-2 gap-x-2 gap-y-2 size-4 w-4 h-4 min-w-0 min-h-0 max-w-lg flex-1 flex-none basis-1/2 grow shrink shrink-0",
  "flex-col flex-row flex-wrap flex-nowrap line-clamp-2 overflow-hidden overflow-x-auto overflow-y-auto truncate",
  "text-sm text-sm/6 text-lg text-2xl leading-none leading-6 text-red-500 text-red-500/50 text-left text-ellipsis",
  "text-nowrap whitespace-nowrap font-medium font-bold font-mono italic not-italic underline no-underline",
  "underline-offset-4 uppercase normal-case antialiased subpixel-antialiased normal-nums tabular-nums ordinal",
  "border border-0 border-2 border-x border-b-2 border-t border-bs-2 border-primary border-t-primary border-dashed",
  "rounded rounded-md rounded-t-lg rounded-tl-sm ring ring-2 ring-ring ring-inset ring-offset-2 ring-offset-white",
  "outline outline-none outline-2 outline-offset-2 outline-ring shadow shadow-md shadow-none shadow-black",
  "bg-accent bg-accent/60 bg-transparent scroll-m-2 scroll-mt-2 scroll-p-2 scroll-px-2 touch-auto touch-pan-x",
]
  .join(" ")
  .split(" ");

describe("cn", () => {
  it("lets a later class win over an earlier conflicting one", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    expect(cn("block rounded-md px-3", "flex items-center")).toBe("rounded-md px-3 flex items-center");
    expect(cn("text-sm leading-none", "text-lg")).toBe("text-lg");
    expect(cn("text-lg", "leading-none")).toBe("text-lg leading-none");
    expect(cn("hover:bg-muted", false, "hover:bg-accent")).toBe("hover:bg-accent");
  });

  it("joins classes that cannot conflict without asking tailwind-merge", () => {
    // The first screen's calls: the sidebar's links, the table's cells, the page header.
    expect(mayConflict("block rounded-md px-3 py-2 text-sm font-medium transition-colors text-muted-foreground")).toBe(
      false,
    );
    expect(mayConflict("text-sm hover:bg-accent/60 hover:text-foreground bg-accent text-accent-foreground")).toBe(
      false,
    );
    expect(mayConflict("inline-block border-b-2 px-3 py-2 text-sm border-primary text-foreground")).toBe(false);
    expect(mayConflict("p-3 align-middle")).toBe(false);
    expect(mayConflict("[&_tr]:border-b")).toBe(false);
    expect(mayConflict(buttonVariants())).toBe(false);
    expect(mayConflict(buttonVariants({ variant: "outline", size: "sm" }))).toBe(false);
    // A side after its axis is no conflict (tailwind-merge keeps both; the side's rule comes later in the CSS).
    expect(mayConflict("px-3 py-1 text-sm pl-8")).toBe(false);
    expect(mayConflict("pl-8 px-3")).toBe(true);
    expect(mayConflict("text-sm font-medium leading-none")).toBe(false);
    expect(mayConflict("leading-none text-sm")).toBe(true);
    expect(cn("font-semibold", { "text-2xl": true, "text-xl": false })).toBe("font-semibold text-2xl");
  });

  it("compares modifiers in any order, and leaves arbitrary values to tailwind-merge", () => {
    expect(mayConflict("hover:focus:bg-red-500 focus:hover:bg-blue-500")).toBe(true);
    expect(cn("hover:focus:bg-red-500", "focus:hover:bg-blue-500")).toBe("focus:hover:bg-blue-500");
    expect(mayConflict("hover:bg-red-500 bg-blue-500")).toBe(false);
    expect(cn("[&_svg]:size-4", "[&_svg]:size-5")).toBe("[&_svg]:size-5");
    expect(cn("[&:hover]:p-2", "p-3")).toBe("[&:hover]:p-2 p-3");
    expect(mayConflict("p-[3px] p-2")).toBe(true);
    expect(cn("p-[3px]", "p-2")).toBe("p-2");
  });

  it("never skips tailwind-merge where it would drop a class: every pair of the client's classes", () => {
    const classes = [...new Set([...classesInSource(), ...KNOWN_CONFLICTS])];
    expect(classes.length).toBeGreaterThan(300);
    const missed: string[] = [];
    for (let i = 0; i < classes.length; i++) {
      for (let j = i + 1; j < classes.length; j++) {
        for (const pair of [`${classes[i]} ${classes[j]}`, `${classes[j]} ${classes[i]}`])
          if (!mayConflict(pair) && twMerge(pair) !== pair) missed.push(pair);
      }
    }
    expect(missed).toEqual([]);
  }, 60_000);
});
