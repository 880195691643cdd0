import { useT } from "@/i18n/settings";
import { formatDate, formatDateTime } from "./api-key-format";

interface ApiKeyDateProps {
  /** An ISO timestamp, or null for "Never". */
  value: string | null;
  /** Also the time of day (for "Last used", where the day alone says little). */
  withTime?: boolean;
}

/** A date in the user's locale, with the exact timestamp machine-readable in <time>. */
export function ApiKeyDate({ value, withTime = false }: ApiKeyDateProps) {
  const t = useT();
  if (!value) return <span className="text-muted-foreground">{t("settingsCommon.never")}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {withTime ? formatDateTime(value) : formatDate(value)}
    </time>
  );
}
