import type {
  ContactImportEvent,
  ContactImportInspection,
  ContactImportMapping,
  ContactImportResult,
} from "@kancl/shared";

const IMPORT_URL = "/api/v1/crm/contacts/import";

export interface ImportSettings {
  encoding?: "utf-8" | "windows-1250";
  mapping: ContactImportMapping;
  type: "person" | "organization";
  onMatch: "update" | "skip";
}

/** A real import that stopped part-way: the batches before the failure are kept (decision 121). */
export class ImportStoppedError extends Error {
  constructor(
    message: string,
    readonly created: number,
    readonly updated: number,
  ) {
    super(message);
  }
}

async function errorOf(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  return new Error(body?.error ?? `The server answered ${res.status}`);
}

/** Sends the file as it is (text/csv), with the session cookie like every call; the server streams it. */
function upload(url: string, file: Blob, signal?: AbortSignal) {
  return fetch(url, { method: "POST", headers: { "content-type": "text/csv" }, body: file, signal });
}

function queryOf(settings: Partial<ImportSettings> & { dryRun?: boolean }) {
  const params = new URLSearchParams();
  if (settings.encoding) params.set("encoding", settings.encoding);
  if (settings.mapping) params.set("mapping", JSON.stringify(settings.mapping));
  if (settings.type) params.set("type", settings.type);
  if (settings.onMatch) params.set("onMatch", settings.onMatch);
  if (settings.dryRun !== undefined) params.set("dryRun", String(settings.dryRun));
  return params.toString();
}

export async function inspectFile(file: Blob, encoding?: ImportSettings["encoding"]): Promise<ContactImportInspection> {
  const res = await upload(`${IMPORT_URL}/inspect?${queryOf({ encoding })}`, file);
  if (!res.ok) throw await errorOf(res);
  return res.json();
}

export async function dryRunImport(file: Blob, settings: ImportSettings): Promise<ContactImportResult> {
  const res = await upload(`${IMPORT_URL}?${queryOf({ ...settings, dryRun: true })}`, file);
  if (!res.ok) throw await errorOf(res);
  return res.json();
}

/** The real import: reads the answer's JSON Lines as they arrive and reports each progress event. */
export async function runImport(
  file: Blob,
  settings: ImportSettings,
  onProgress: (processed: number) => void,
): Promise<ContactImportResult> {
  const res = await upload(`${IMPORT_URL}?${queryOf({ ...settings, dryRun: false })}`, file);
  if (!res.ok || !res.body) throw await errorOf(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as ContactImportEvent;
      if (event.type === "progress") onProgress(event.processed);
      else if (event.type === "error") throw new ImportStoppedError(event.error, event.created, event.updated);
      else {
        const { type: _type, ...result } = event;
        return result;
      }
    }
    if (done) throw new Error("The import ended without an answer");
  }
}
