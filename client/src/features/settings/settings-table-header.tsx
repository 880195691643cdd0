import { TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useT } from "@/i18n/settings";

/** The header of a settings table: its columns, then the rows' buttons' column, named for screen readers only. */
export function SettingsTableHeader({ columns }: { columns: readonly string[] }) {
  const t = useT();
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column} scope="col">
            {column}
          </TableHead>
        ))}
        <TableHead scope="col">
          <span className="sr-only">{t("settingsCommon.actions")}</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}
