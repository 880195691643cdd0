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
startSessionCheck();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter(queryClient, trpcClient);

createRoot(findRootElement()).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} />
  </StrictMode>,
);
