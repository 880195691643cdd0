/**
 * Where a credential travels in a URL, so that the request log never writes it (issue 35 item 6, decision 142).
 * New token links (the share portal, a mailbox's address …) add their prefix here; a test holds every REST path with a
 * `{token}`-like parameter to this list. Better still, a new feature carries its token in the body or the URL's
 * fragment (as password reset does), which no server ever sees.
 */
export const TOKEN_PATH_PREFIXES: readonly string[] = [
  // Invitations: GET /api/v1/invitations/{token} and POST …/{token}/accept, and the app's page the e-mail links to.
  "/api/v1/invitations/",
  "/invite/",
];

/** Names whose value is a credential, in a query string or in a tRPC call's JSON `input`. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(["token", "secret", "password", "code", "key", "apikey"]);

export const REDACTED_IN_URL = "[redacted]";

/** A JSON value with every secret field's value replaced. */
function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [
      name,
      SECRET_FIELDS.has(name.toLowerCase()) ? REDACTED_IN_URL : redactValue(inner),
    ]),
  );
}

/** A tRPC `input` (JSON): its secret fields redacted; all of it when it is not JSON and names a secret field. */
function redactInput(input: string): string {
  try {
    return JSON.stringify(redactValue(JSON.parse(input)));
  } catch {
    const lower = input.toLowerCase();
    return [...SECRET_FIELDS].some((name) => lower.includes(name)) ? REDACTED_IN_URL : input;
  }
}

/** The path with the segment after a token path prefix redacted (matched as Express routes: case and repeated slashes aside). */
function redactPath(path: string): string {
  const normalized = path.replace(/\/{2,}/g, "/");
  const lower = normalized.toLowerCase();
  for (const prefix of TOKEN_PATH_PREFIXES) {
    if (!lower.startsWith(prefix)) continue;
    const rest = normalized.slice(prefix.length);
    const end = rest.indexOf("/");
    return `${normalized.slice(0, prefix.length)}${REDACTED_IN_URL}${end < 0 ? "" : rest.slice(end)}`;
  }
  return path;
}

/**
 * The URL as the request log may write it: the segment after a token path prefix, a secret query parameter and the
 * secret fields of a tRPC input redacted. Everything else stays as it was, to read the log by.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = redactPath(queryAt < 0 ? url : url.slice(0, queryAt));
  if (queryAt < 0) return path;
  const query = url.slice(queryAt + 1);
  let changed = false;
  const parts = [...new URLSearchParams(query)].map(([name, value]) => {
    const redacted = SECRET_FIELDS.has(name.toLowerCase())
      ? REDACTED_IN_URL
      : name === "input"
        ? redactInput(value)
        : value;
    if (redacted === value) return `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    changed = true;
    return `${encodeURIComponent(name)}=${redacted === REDACTED_IN_URL ? redacted : encodeURIComponent(redacted)}`;
  });
  return `${path}?${changed ? parts.join("&") : query}`;
}
