import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startSessionCheck } from "@/features/auth/session-start";
import { createTrpcClient } from "@/lib/trpc-client";
import { App } from "./app/app";
import { createQueryClient } from "./app/providers/query-client";
import { findRootElement } from "./app/root-element";
import { createAppRouter } from "./app/router";
import "./index.css";

// Everything the first screen waits for starts now, in parallel, before React renders: the session check, and
// (through the router, which loads the matched routes' code and runs their loaders as it is created) the page's
// chunks and data.
const sessionCheck = startSessionCheck();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter(queryClient, trpcClient);

// React renders once the session check has answered (it never rejects). Until then index.html's static "Loading…"
// is on screen, which is what the session guard would render; so React's first render is already the signed-in
// frame (or the way to /login) instead of a Loading that is replaced a moment later. The check usually answers
// before this code has finished evaluating (index.html preloads it), so nothing waits in practice.
void sessionCheck.then(() => {
  createRoot(findRootElement()).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} trpcClient={trpcClient} />
    </StrictMode>,
  );
});
