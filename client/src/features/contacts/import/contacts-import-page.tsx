import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_MESSAGES,
  type ContactImportInspection,
  type ContactImportMapping,
  type ContactImportResult,
} from "@kancl/shared";
import { useQueryClient } from "@tanstack/react-query";
import { FileUp, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t, translated, translateMessage } from "@/i18n/screens";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { dryRunImport, type ImportSettings, ImportStoppedError, inspectFile, runImport } from "./import-api";
import { guessMapping } from "./import-mapping";
import { ImportReport } from "./import-report";

const DELIMITER_NAME: Record<string, string> = translated({
  ";": "contactImportScreen.semicolons",
  ",": "contactImportScreen.commas",
  "\t": "contactImportScreen.tabs",
});

/**
 * /crm/contacts/import (issue 24 item 7): choose a CSV file, map its columns to contact fields, see a dry run of
 * every row, then import in batches of 250 rows (each committed on its own, decision 121) with a progress bar.
 */
export function ContactsImportPage() {
  const fileInputId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ImportSettings["encoding"]>(undefined);
  const [inspection, setInspection] = useState<ContactImportInspection | null>(null);
  const [mapping, setMapping] = useState<ContactImportMapping>({});
  const [type, setType] = useState<ImportSettings["type"]>("organization");
  const [onMatch, setOnMatch] = useState<ImportSettings["onMatch"]>("update");
  const [preview, setPreview] = useState<ContactImportResult | null>(null);
  const [result, setResult] = useState<ContactImportResult | null>(null);
  const [busy, setBusy] = useState<"inspect" | "dry-run" | "import" | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const settings: ImportSettings = { encoding, mapping, type, onMatch };

  async function inspect(chosen: File, chosenEncoding = encoding) {
    setBusy("inspect");
    setProblem(null);
    setPreview(null);
    setResult(null);
    try {
      const read = await inspectFile(chosen, chosenEncoding);
      setInspection(read);
      setMapping(guessMapping(read.headers));
    } catch (error) {
      setInspection(null);
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function dryRun() {
    if (!file) return;
    setBusy("dry-run");
    setProblem(null);
    try {
      setPreview(await dryRunImport(file, settings));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function importNow() {
    if (!file) return;
    setBusy("import");
    setProgress(0);
    setProblem(null);
    try {
      const done = await runImport(file, settings, setProgress);
      setResult(done);
      toast.success(CONTACT_IMPORT_MESSAGES.imported(done.summary.create, done.summary.update));
      await queryClient.invalidateQueries(trpc.contacts.pathFilter());
    } catch (error) {
      setProblem((error as Error).message);
      // The batches before a failure are kept (decision 121): say how many, and show them in the list.
      const kept = error instanceof ImportStoppedError && error.created + error.updated > 0 ? error : null;
      toast.error(
        kept
          ? t("contactImportScreen.stopped", { created: kept.created, updated: kept.updated })
          : CONTACT_IMPORT_MESSAGES.importFailed,
      );
      if (kept) await queryClient.invalidateQueries(trpc.contacts.pathFilter());
    } finally {
      setBusy(null);
    }
  }

  const total = inspection?.rowCount ?? 0;
  const percent = total ? Math.min(100, Math.round((progress / total) * 100)) : 0;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader level={2} title={t("contactImportScreen.title")} description={t("contactImportScreen.description")} />
      <Card>
        <CardHeader>
          <CardTitle>{t("contactImportScreen.stepFile")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-4">
            <div className="space-y-2">
              <Label htmlFor={fileInputId}>{t("contactImportScreen.csvFile")}</Label>
              <input
                id={fileInputId}
                type="file"
                accept=".csv,text/csv"
                className="block w-full max-w-xs text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm focus-visible:outline-2 focus-visible:outline-ring"
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  if (chosen) void inspect(chosen);
                }}
              />
            </div>
            <div className="w-44 space-y-2">
              <Label htmlFor="import-encoding">{t("contactImportScreen.encoding")}</Label>
              <NativeSelect
                id="import-encoding"
                value={encoding ?? ""}
                onChange={(event) => {
                  const next = (event.target.value || undefined) as ImportSettings["encoding"];
                  setEncoding(next);
                  if (file) void inspect(file, next);
                }}
              >
                <option value="">{t("contactImportScreen.detect")}</option>
                <option value="utf-8">UTF-8</option>
                <option value="windows-1250">Windows-1250</option>
              </NativeSelect>
            </div>
          </div>
          {busy === "inspect" && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t("contactImportScreen.reading")}
            </p>
          )}
          {inspection && (
            <p className="text-sm text-muted-foreground" data-testid="import-file-summary">
              {t("contactImportScreen.fileSummary", {
                rows: inspection.rowCount,
                encoding: inspection.encoding === "utf-8" ? "UTF-8" : "Windows-1250",
                delimiter: DELIMITER_NAME[inspection.delimiter] ?? inspection.delimiter,
              })}
            </p>
          )}
          {problem && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              {translateMessage(problem)}
            </p>
          )}
        </CardContent>
      </Card>

      {inspection && (
        <Card>
          <CardHeader>
            <CardTitle>{t("contactImportScreen.stepColumns")}</CardTitle>
            <CardDescription>{t("contactImportScreen.columnsHint")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {CONTACT_IMPORT_FIELDS.map((field) => (
                <div key={field.key} className="space-y-2">
                  <Label htmlFor={`map-${field.key}`}>{t(`contactImportScreen.fields.${field.key}`)}</Label>
                  <NativeSelect
                    id={`map-${field.key}`}
                    value={mapping[field.key] === undefined ? "" : String(mapping[field.key])}
                    onChange={(event) => {
                      const value = event.target.value;
                      setPreview(null);
                      setMapping((current) => {
                        const next = { ...current };
                        if (value === "") delete next[field.key];
                        else next[field.key] = Number(value);
                        return next;
                      });
                    }}
                  >
                    <option value="">{t("contactImportScreen.notImported")}</option>
                    {inspection.headers.map((header, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by their position
                      <option key={index} value={index}>
                        {header || t("contactImportScreen.column", { n: index + 1 })}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
            <div className="flex flex-wrap gap-4">
              <div className="w-56 space-y-2">
                <Label htmlFor="import-type">{t("contactImportScreen.defaultType")}</Label>
                <NativeSelect
                  id="import-type"
                  value={type}
                  onChange={(event) => setType(event.target.value as ImportSettings["type"])}
                >
                  <option value="organization">{t("contactScreens.organizations")}</option>
                  <option value="person">{t("contactScreens.persons")}</option>
                </NativeSelect>
              </div>
              <div className="w-64 space-y-2">
                <Label htmlFor="import-on-match">{t("contactImportScreen.onMatch")}</Label>
                <NativeSelect
                  id="import-on-match"
                  value={onMatch}
                  onChange={(event) => setOnMatch(event.target.value as ImportSettings["onMatch"])}
                >
                  <option value="update">{t("contactImportScreen.updatesIt")}</option>
                  <option value="skip">{t("contactImportScreen.isSkipped")}</option>
                </NativeSelect>
              </div>
            </div>
            <Button onClick={() => void dryRun()} disabled={busy !== null || mapping.name === undefined}>
              {busy === "dry-run" ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t("contactImportScreen.dryRun")}
            </Button>
          </CardContent>
        </Card>
      )}

      {preview && (
        <Card>
          <CardHeader>
            <CardTitle>{t("contactImportScreen.stepDryRun")}</CardTitle>
            <CardDescription>{t("contactImportScreen.nothingSaved")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ImportReport result={preview} />
            {busy === "import" || result ? (
              <div className="space-y-2">
                <Label htmlFor="import-progress">{t("contactImportScreen.progress")}</Label>
                <progress
                  id="import-progress"
                  className="h-2 w-full overflow-hidden rounded-full accent-primary"
                  max={100}
                  value={result ? 100 : percent}
                />
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {result
                    ? translateMessage(CONTACT_IMPORT_MESSAGES.imported(result.summary.create, result.summary.update))
                    : t("contactImportScreen.progressRows", { done: progress, total })}
                </p>
              </div>
            ) : null}
            {result ? (
              <Button asChild>
                <Link to="/crm/contacts">{t("contactImportScreen.goToContacts")}</Link>
              </Button>
            ) : (
              <Button
                onClick={() => void importNow()}
                disabled={busy !== null || preview.summary.create + preview.summary.update === 0}
              >
                <FileUp aria-hidden="true" />
                {t("contactImportScreen.importCount", { count: preview.summary.create + preview.summary.update })}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
