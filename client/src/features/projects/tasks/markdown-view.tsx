import { useLayoutEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import { markdownFragment } from "./markdown";

/**
 * A description or comment written in Markdown, shown as safe HTML (decision 172, `markdown.ts`). The nodes are put
 * in before the browser paints (a layout effect), so the text never shows empty.
 */
export function MarkdownView({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(markdownFragment(text));
  }, [text]);
  return (
    <div
      ref={ref}
      className={cn(
        "space-y-2 text-sm break-words whitespace-pre-line [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-medium [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-5",
        className,
      )}
    />
  );
}
