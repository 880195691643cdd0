/** Plain fetch helpers for setting up the load test's organizations, users and data over the public API. */
export const API = "/api/v1";
export const PASSWORD = "Correct-Horse-42";
export const SESSION_COOKIE = "kancl_session";

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; bearer?: string; timeoutMs?: number } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const res = await fetch(`${baseUrl}${path.startsWith("/api") ? path : API + path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("application/json")
    ? await res.json()
    : type.includes("application/pdf")
      ? Buffer.from(await res.arrayBuffer())
      : await res.text();
  return { status: res.status, body: body as T, headers: res.headers };
}

/** Throws unless the answer has the expected status: setup steps must not fail silently. */
export async function expectStatus<T>(expected: number, response: Promise<ApiResponse<T>>, what: string): Promise<T> {
  const res = await response;
  if (res.status !== expected) {
    throw new Error(`${what}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return res.body;
}

/** Runs fn over items with at most `limit` at once, in order of the items. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
