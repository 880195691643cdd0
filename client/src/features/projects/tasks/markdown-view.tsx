import { micromark } from "micromark";
import { useMemo } from "react";
import { cn } from "@/lib/utils";

/**
 * A description or comment written in Markdown (CommonMark, decision 172). micromark's defaults are the safety:
 * raw HTML in the text is escaped and javascript:/data: links are dropped, so the HTML it writes can be shown as is.
 */
export function MarkdownView({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => micromark(text), [text]);
  return (
    <div
      className={cn(
        "space-y-2 text-sm break-words [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-medium [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-5 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: micromark escapes HTML and unsafe URLs by default
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
