import { assertAnswerMatchesDocument } from "./answer-check";

/**
 * A small HTTP client for integration tests: JSON in, JSON (or text) out, cookies kept like a browser. Every REST
 * answer is checked against the API document (answer-check.ts, issue 42 item 4): a status the operation does not
 * list, or a JSON body its schema refuses, fails the test. A test of the raw protocol turns that off for a request
 * (`unchecked: true`) or for the client (`new HttpClient(url, { checkAnswers: false })`).
 */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (with the given content type), for testing malformed input. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** A deliberate raw-protocol request (e.g. a malformed body the document cannot describe): not checked. */
  unchecked?: boolean;
}

export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly options: { checkAnswers?: boolean } = {},
  ) {}

  /** The Cookie header this client sends, for requests made with another client (e.g. node:http, raw bytes). */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>("GET", path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>("POST", path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>("PUT", path, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>("DELETE", path, options);
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    if (this.cookies.size && !headers.cookie) {
      headers.cookie = this.cookieHeader;
    }
    const url = new URL(path, this.baseUrl);
    const response = await fetch(url, { method, headers, body, redirect: "manual" });
    this.remember(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get("content-type")?.includes("application/json") && text) parsed = JSON.parse(text);
    if (this.options.checkAnswers !== false && !options.unchecked && options.rawBody === undefined) {
      assertAnswerMatchesDocument(method, url, response.status, response.headers.get("content-type"), parsed);
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  private remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
