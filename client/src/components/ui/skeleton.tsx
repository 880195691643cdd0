import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A grey placeholder block while content loads; hidden from screen readers, which get the loading text instead. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
