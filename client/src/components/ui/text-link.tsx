import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** An in-app link that reads as a link in running text or a table cell, with a visible keyboard focus ring. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
