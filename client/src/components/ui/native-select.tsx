import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * The browser's own <select>, styled like Input: keyboard, screen-reader and mobile behaviour for free, and it
 * works with plain form state. Options follow the theme through `color-scheme` on <html>.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
