import { LoaderCircle } from "lucide-react";

/** Spec §2: while the session resolves, the guard shows Loading. */
export function SessionLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Loading…
      </p>
    </div>
  );
}
