import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";

/** Every path no route matches (spec §2 fallbacks). */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold">{t("errors.notFound")}</h1>
      <p className="text-sm text-muted-foreground">{t("errors.notFoundDescription")}</p>
      <Button asChild variant="outline">
        <Link to="/">{t("errors.backToOverview")}</Link>
      </Button>
    </div>
  );
}
