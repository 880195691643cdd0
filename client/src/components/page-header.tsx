import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links shown at the right of the title. */
  actions?: ReactNode;
  /** 1 for a top-level page; 2 for a page shown inside a shell that already has the h1 (the CRM tabs). */
  level?: 1 | 2;
  /** The space below the header: 6 on a page of its own, 4 above the CRM tabs. */
  spacing?: "default" | "tight";
  className?: string;
}

export function PageHeader({
  title,
  description,
  actions,
  level = 1,
  spacing = "default",
  className,
}: PageHeaderProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header
      className={cn(
        spacing === "tight" ? "mb-4" : "mb-6",
        "flex flex-wrap items-start justify-between gap-4",
        className,
      )}
    >
      <div className="space-y-1">
        <Heading className={cn("font-semibold tracking-tight", level === 1 ? "text-2xl" : "text-xl")}>{title}</Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
