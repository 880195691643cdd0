import { Spinner } from "@/components/ui/spinner";

/** Shown while the first screen's code loads. */
export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label="Loading" />
    </div>
  );
}

/**
 * Shown in the main area while the first page's code loads: the frame around it (sidebar, assistant panel) is
 * already on screen.
 */
export function PagePending() {
  return (
    <div className="grid min-h-64 place-items-center">
      <Spinner label="Loading" />
    </div>
  );
}
