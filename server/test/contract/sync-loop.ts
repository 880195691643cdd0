// The sync loop of docs/integrations.md ("## Typed client"): an integrator's copy of Kancl's records kept in step
// through the typed client generated from the OpenAPI document. The contract test imports and runs this file against
// the real app, and checks that the documentation quotes it verbatim, so the example cannot rot.
import { createHmac, timingSafeEqual } from "node:crypto";
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./kancl-api";

export type RecordType = components["schemas"]["Tombstone"]["type"];
type Schemas = components["schemas"];
export interface SyncedRecord {
  id: string;
  updatedAt: string;
}
export interface Records {
  contact: Schemas["Contact"];
  deal: Schemas["Deal"];
  invoice: Schemas["Invoice"];
  project: Schemas["Project"];
  task: Schemas["Task"];
  relationship: Schemas["Relationship"];
}

/** Where the integrator keeps its copy (a database in real life); the loop only upserts and removes. */
export interface SyncStore {
  upsert<T extends RecordType>(type: T, record: Records[T]): void | Promise<void>;
  remove(type: RecordType, id: string): void | Promise<void>;
}

/** What the loop remembers between runs: the newest change it has seen of each list, and of the deletions. */
export interface SyncState {
  updatedSince: Partial<Record<RecordType, string>>;
  deletedSince?: string;
}

export interface SyncOptions {
  /** How far back to ask again: a change is visible when its transaction commits, which can be after later ones. */
  overlapMs?: number;
  pageSize?: number;
  /** How the loop waits (injected by tests); a plain timer by default. */
  sleep?: (ms: number) => Promise<void>;
}

/** The typed client with the API key. */
export function kanclClient(baseUrl: string, apiKey: string): Client<paths> {
  return createClient<paths>({
    baseUrl: new URL("/api/v1", baseUrl).toString(),
    headers: { authorization: `Bearer ${apiKey}` },
  });
}

/**
 * Keeps under the key's rate limit: every answer to an API key says how many requests are left in the window
 * (RateLimit-Remaining) and when it resets (RateLimit-Reset, seconds); a 429 says when to come back (Retry-After).
 */
export class RateLimitPacer {
  private remaining = Number.POSITIVE_INFINITY;
  private resetSeconds = 0;
  readonly waits: number[] = [];
  refusals = 0;
  /** The server's clock (the Date header) at the first answer since it was cleared: a sync run's start. */
  firstServerDate?: string;

  constructor(private readonly sleep: (ms: number) => Promise<void>) {}

  /** Sends a request, waiting first when the window is used up, and again after each 429 (at most `retries`). */
  async send<R extends { response: Response }>(request: () => Promise<R>, retries = 5): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      if (this.remaining <= 0) await this.wait(this.resetSeconds);
      const result = await request();
      const headers = result.response.headers;
      const date = headers.get("Date");
      if (date && !this.firstServerDate) this.firstServerDate = new Date(date).toISOString();
      this.remaining = Number(headers.get("RateLimit-Remaining") ?? Number.POSITIVE_INFINITY);
      this.resetSeconds = Number(headers.get("RateLimit-Reset") ?? 0);
      if (result.response.status !== 429 || attempt >= retries) return result;
      this.refusals++;
      await this.wait(Number(headers.get("Retry-After") ?? this.resetSeconds));
      this.remaining = Number.POSITIVE_INFINITY;
    }
  }

  private async wait(seconds: number) {
    const ms = Math.max(1, seconds) * 1000;
    this.waits.push(ms);
    await this.sleep(ms);
  }
}

/** Each list's page: the same query on every list (updatedSince, sort=updatedAt, order=asc, limit, cursor). */
type PageQuery = { updatedSince?: string; sort: "updatedAt"; order: "asc"; limit: number; cursor?: string };
type Page<T extends RecordType> = { records: Records[T][]; nextCursor?: string | null };
const LISTS: {
  [T in RecordType]: (api: Client<paths>, query: PageQuery) => Promise<{ response: Response; page?: Page<T> }>;
} = {
  contact: async (api, query) => {
    const { data, response } = await api.GET("/crm/contacts", { params: { query } });
    return { response, page: data && { records: data.contacts, nextCursor: data.nextCursor } };
  },
  deal: async (api, query) => {
    const { data, response } = await api.GET("/crm/deals", { params: { query } });
    return { response, page: data && { records: data.deals, nextCursor: data.nextCursor } };
  },
  invoice: async (api, query) => {
    const { data, response } = await api.GET("/crm/invoices", { params: { query } });
    return { response, page: data && { records: data.invoices, nextCursor: data.nextCursor } };
  },
  project: async (api, query) => {
    const { data, response } = await api.GET("/projects", { params: { query } });
    return { response, page: data && { records: data.projects, nextCursor: data.nextCursor } };
  },
  task: async (api, query) => {
    const { data, response } = await api.GET("/projects/tasks", { params: { query } });
    return { response, page: data && { records: data.tasks, nextCursor: data.nextCursor } };
  },
  relationship: async (api, query) => {
    const { data, response } = await api.GET("/crm/relationships", { params: { query } });
    return { response, page: data && { records: data.relationships, nextCursor: data.nextCursor } };
  },
};

const RECORD_TYPES = Object.keys(LISTS) as RecordType[];
const minus = (instant: string, ms: number) => new Date(Date.parse(instant) - ms).toISOString();
const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);

/** One list's changes since `since` (minus the overlap), page by page; the newest updatedAt seen. */
async function syncList<T extends RecordType>(
  api: Client<paths>,
  store: SyncStore,
  type: T,
  since: string | undefined,
  pacer: RateLimitPacer,
  overlapMs: number,
  pageSize: number,
): Promise<string | undefined> {
  let newest: string | undefined;
  let cursor: string | undefined;
  do {
    const query: PageQuery = { sort: "updatedAt", order: "asc", limit: pageSize, cursor };
    if (since) query.updatedSince = minus(since, overlapMs);
    const list: (api: Client<paths>, query: PageQuery) => Promise<{ response: Response; page?: Page<T> }> = LISTS[type];
    const { response, page } = await pacer.send(() => list(api, query));
    if (!page) throw new Error(`GET ${type} list: ${response.status}`);
    for (const record of page.records) {
      await store.upsert(type, record);
      newest = later(newest, record.updatedAt);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return newest;
}

/**
 * One run of the sync: every list's changes since the last run (all records the first time), page by page, then the
 * deletions (tombstones, kept 30 days: run at least that often). Returns the state for the next run.
 */
export async function syncOnce(
  api: Client<paths>,
  store: SyncStore,
  state: SyncState,
  pacer: RateLimitPacer,
  { overlapMs = 60_000, pageSize = 100 }: SyncOptions = {},
): Promise<SyncState> {
  const next: SyncState = { updatedSince: { ...state.updatedSince }, deletedSince: state.deletedSince };
  pacer.firstServerDate = undefined;
  for (const type of RECORD_TYPES) {
    const newest = await syncList(api, store, type, state.updatedSince[type], pacer, overlapMs, pageSize);
    if (newest) next.updatedSince[type] = later(next.updatedSince[type], newest);
  }
  // After the lists: a record deleted while they were read is removed now, not left behind. The first run asks
  // from its own start by the server's clock (an app server's clock may differ from the integrator's).
  const startedAt = pacer.firstServerDate ?? new Date().toISOString();
  let cursor: string | undefined;
  const deletedSince = state.deletedSince ? minus(state.deletedSince, overlapMs) : minus(startedAt, overlapMs);
  do {
    const { data, response } = await pacer.send(() =>
      api.GET("/sync/deleted", { params: { query: { since: deletedSince, limit: pageSize, cursor } } }),
    );
    if (!data) throw new Error(`GET /sync/deleted: ${response.status}`);
    for (const tombstone of data.deleted) {
      await store.remove(tombstone.type, tombstone.id);
      next.deletedSince = later(next.deletedSince, tombstone.deletedAt);
    }
    cursor = data.nextCursor ?? undefined;
  } while (cursor);
  next.deletedSince ??= startedAt;
  return next;
}

/**
 * Writes a change back to Kancl with optimistic concurrency: PATCH with the version the integrator read; a 409 means
 * someone changed the task since, so read it again and apply the change to the new version (here: the fields
 * replace theirs; a real integration may merge or ask a person).
 */
export async function updateTask(
  api: Client<paths>,
  pacer: RateLimitPacer,
  task: { projectId: string; id: string; version: number },
  change: { title?: string; priority?: Schemas["Task"]["priority"] },
  attempts = 3,
): Promise<{ task: Schemas["Task"]; conflicts: number }> {
  let version = task.version;
  for (let conflicts = 0; conflicts < attempts; conflicts++) {
    const path = { id: task.projectId, taskId: task.id };
    const { data, response } = await pacer.send(() =>
      api.PATCH("/projects/{id}/tasks/{taskId}", { params: { path }, body: { ...change, version } }),
    );
    if (data) return { task: data.task, conflicts };
    if (response.status !== 409) throw new Error(`PATCH task: ${response.status}`);
    const fresh = await pacer.send(() => api.GET("/projects/{id}/tasks/{taskId}", { params: { path } }));
    if (!fresh.data) throw new Error(`GET task: ${fresh.response.status}`);
    version = fresh.data.version;
  }
  throw new Error(`PATCH task: still in conflict after ${attempts} attempts`);
}

/**
 * Whether a webhook request is Kancl's (the Kancl-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint's secret>`): checked over the body's raw bytes, in constant time, and refused
 * when older than `toleranceSeconds` (a replay).
 */
export function verifyKanclSignature(
  secret: string,
  header: string | undefined,
  rawBody: string | Buffer,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.split("=", 2)));
  const t = Number(parts.t);
  const v1 = parts.v1 ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}

/**
 * Sync driven by webhooks: each verified event (once per Kancl-Event-Id: deliveries are at least once) starts a sync
 * run, one at a time; events arriving during a run start one more run after it. The event itself is only a signal:
 * the run reads the changes from the lists, so an event that never arrives is caught up by the next one (or by a
 * timer the integrator also keeps).
 */
export class WebhookSync {
  private readonly seen = new Set<string>();
  private running: Promise<void> | undefined;
  private again = false;
  rejected = 0;

  constructor(
    private readonly secret: string,
    private readonly runSync: () => Promise<void>,
  ) {}

  /** What the receiving endpoint calls with the request's headers and raw body; answers the HTTP status to send. */
  receive(headers: { signature?: string; eventId?: string }, rawBody: string | Buffer): 204 | 400 {
    if (!verifyKanclSignature(this.secret, headers.signature, rawBody) || !headers.eventId) {
      this.rejected++;
      return 400;
    }
    if (this.seen.has(headers.eventId)) return 204;
    this.seen.add(headers.eventId);
    if (this.running) this.again = true;
    else this.running = this.loop();
    return 204;
  }

  /** Resolves once no run is going and none is due. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop() {
    try {
      do {
        this.again = false;
        await this.runSync();
      } while (this.again);
    } finally {
      this.running = undefined;
    }
  }
}
