import type { SetupInput, SetupResult, SetupStatus } from "@kancl/shared";
import { apiErrorFromResponse } from "@/lib/api-error";

/**
 * The set-up calls (issue 25 item 1) as plain REST, like the auth calls: they run before anyone is signed in, and
 * the set-up is a sign-in call the server never takes in a tRPC batch.
 */
export const SETUP_API_PATH = "/api/v1/setup";

async function setupRequest<T>(method: "GET" | "POST", body?: unknown): Promise<T> {
  const response = await fetch(new URL(SETUP_API_PATH, window.location.origin), {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as T;
}

export const fetchSetupStatus = () => setupRequest<SetupStatus>("GET");
export const runSetup = (input: SetupInput) => setupRequest<SetupResult>("POST", input);

/** The query key of the set-up's status: the sign-in page and the set-up page share the answer. */
export const SETUP_STATUS_KEY = ["setup", "status"] as const;
