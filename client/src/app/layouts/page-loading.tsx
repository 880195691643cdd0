import { Spinner } from "@/components/ui/spinner";

/** Shown while the first screen's code loads. */
export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label="Loading" />
    </div>
  );
}
