import type { AppRouter } from "@kancl/server/router";
import type { inferRouterError, inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { delay, HttpResponse, http } from "msw";
import { mockServer } from "./mock-server";

/**
 * The one fake of our tRPC server for client component tests (CONVENTIONS: msw fakes only what is outside our
 * system; our own server only through this fake). Every answer is typed by the router itself: a procedure's data
 * must be its output in `inferRouterOutputs<AppRouter>`, a resolver receives its input, and an error is the
 * errorFormatter's shape — so when the server's answer changes, the tests that fake it stop compiling.
 *
 * The app's link (httpBatchLink) puts the calls made in the same tick into one request
 * (`GET /api/trpc/deals.get,invoices.forDeal?batch=1&input={"0":…,"1":…}`, mutations as POST with the inputs as
 * the body); the fake answers each call from what the test registered, in the envelopes the server sends.
 */

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;
type ErrorShape = inferRouterError<AppRouter>;

/** Every procedure by its path: "contacts.get", "deals.list", … */
export type ProcedurePath = {
  [Router in keyof Outputs & string]: `${Router}.${keyof Outputs[Router] & string}`;
}[keyof Outputs & string];

type Split<P extends ProcedurePath> = P extends `${infer Router extends keyof Outputs}.${infer Name}`
  ? [Router, Name]
  : never;

/** What the server answers for a procedure (the JSON as the client reads it). */
export type OutputOf<P extends ProcedurePath> = Outputs[Split<P>[0]][Split<P>[1] & keyof Outputs[Split<P>[0]]];
/** What the client sends to a procedure. */
export type InputOf<P extends ProcedurePath> = Inputs[Split<P>[0]][Split<P>[1] & keyof Inputs[Split<P>[0]]];

/** One call's answer: its data, an error in the server's shape, or none ever (for loading states). */
export type FakeAnswer<TData> =
  | { kind: "data"; data: TData }
  | { kind: "error"; message: string; status: number; code: TRPC_ERROR_CODE_KEY }
  | { kind: "pending" };

/** A procedure's answer, typed by its output. */
export type AnswerOf<P extends ProcedurePath> = FakeAnswer<OutputOf<P>>;
/** Answers one call of a procedure from what the client sent. */
export type ResolverOf<P extends ProcedurePath> = (input: InputOf<P>) => AnswerOf<P> | Promise<AnswerOf<P>>;
/** Answers for several procedures at once. */
export type Resolvers = { [P in ProcedurePath]?: ResolverOf<P> | AnswerOf<P> };

export const ok = <TData>(data: TData): FakeAnswer<TData> => ({ kind: "data", data });

export const fail = (
  message: string,
  status = 500,
  code: TRPC_ERROR_CODE_KEY = "INTERNAL_SERVER_ERROR",
): FakeAnswer<never> => ({ kind: "error", message, status, code });

/** A 404 as the server sends it for a missing record. */
export const notFound = (message: string): FakeAnswer<never> => fail(message, 404, "NOT_FOUND");

/** An answer that never comes: for loading and pending states. */
export const pending = (): FakeAnswer<never> => ({ kind: "pending" });

/** A promise the test settles when it wants: for a pending state that ends. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const TRPC_URL = "http://localhost/api/trpc";

/**
 * The URL the app's link requests for a procedure (jsdom's origin is http://localhost in client tests): only for
 * answers that are not the server's — a proxy's error page, a network failure — which a test writes with msw itself.
 */
export function trpcUrl(procedurePath: ProcedurePath): string {
  return `${TRPC_URL}/${procedurePath}`;
}

export interface FakeApi {
  /** Sets the answer of a procedure (replacing an earlier one): a fixed answer, or a resolver of each call. */
  on<P extends ProcedurePath>(path: P, answer: ResolverOf<P> | AnswerOf<P>): void;
  /** Every call made, in order: procedure path and input. */
  calls: { path: ProcedurePath; input: unknown }[];
  /** The inputs of every call of a procedure, in order. */
  callsTo<P extends ProcedurePath>(path: P): InputOf<P>[];
  /** Every HTTP request the fake answered (one per batch), in order. */
  requests: URL[];
}

type AnyResolver = (input: unknown) => FakeAnswer<unknown> | Promise<FakeAnswer<unknown>>;

const errorEnvelope = (answer: Extract<FakeAnswer<unknown>, { kind: "error" }>, path: string): ErrorShape => ({
  error: answer.message,
  message: answer.message,
  code: TRPC_ERROR_CODES_BY_KEY[answer.code],
  data: { code: answer.code, httpStatus: answer.status, path },
});

/**
 * Installs the fake for the current test (msw's handlers are reset after each test). A call of a procedure the
 * test gave no answer for is answered with a 500 naming it, so the screen shows the failure and the test fails.
 */
export function installFakeApi(initial: Resolvers = {}): FakeApi {
  const resolvers = new Map<string, AnyResolver>();
  const calls: FakeApi["calls"] = [];
  const requests: URL[] = [];
  const on = (path: string, answer: AnyResolver | FakeAnswer<unknown>) =>
    resolvers.set(path, typeof answer === "function" ? answer : () => answer);
  for (const [path, answer] of Object.entries(initial)) on(path, answer as AnyResolver | FakeAnswer<unknown>);

  mockServer.use(
    http.all(`${TRPC_URL}/:paths`, async ({ request, params }) => {
      requests.push(new URL(request.url));
      const paths = String(params.paths).split(",") as ProcedurePath[];
      const inputs = (
        request.method === "GET"
          ? JSON.parse(new URL(request.url).searchParams.get("input") ?? "{}")
          : await request.json()
      ) as Record<string, unknown>;
      const answers = await Promise.all(
        paths.map((path, index) => {
          const input = inputs[String(index)];
          calls.push({ path, input });
          const resolver = resolvers.get(path);
          return resolver ? resolver(input) : fail(`The test has no answer for ${path}`);
        }),
      );
      if (answers.some((answer) => answer.kind === "pending")) await delay("infinite");
      const body = answers.map((answer, index) =>
        answer.kind === "error"
          ? { error: errorEnvelope(answer, paths[index] ?? "") }
          : { result: { data: answer.kind === "data" ? answer.data : null } },
      );
      // As tRPC does: one status for the batch when every call has the same, else 207 Multi-Status.
      const statuses = new Set(answers.map((answer) => (answer.kind === "error" ? answer.status : 200)));
      return HttpResponse.json(body, { status: statuses.size === 1 ? [...statuses][0] : 207 });
    }),
  );

  return {
    on: (path, answer) => on(path, answer as AnyResolver | FakeAnswer<unknown>),
    calls,
    callsTo: <P extends ProcedurePath>(path: P) =>
      calls.filter((call) => call.path === path).map((call) => call.input as InputOf<P>),
    requests,
  };
}
