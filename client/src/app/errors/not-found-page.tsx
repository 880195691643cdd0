import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** Every path no route matches (spec §2 fallbacks). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold">Not Found</h1>
      <p className="text-sm text-muted-foreground">The page you are looking for does not exist.</p>
      <Button asChild variant="outline">
        <Link to="/">Back to Přehled</Link>
      </Button>
    </div>
  );
}
