import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startSessionCheck } from "@/features/auth/session-start";
import { expectLanguage, pageLanguage, setLanguage } from "@/i18n/i18n";
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
// The language first (decision 210): the page's (the server wrote the kancl-lang cookie's into <html lang>) — its
// shell texts start loading, and the first route's texts load in it, not in English first.
void expectLanguage(pageLanguage()).catch(() => undefined);
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter(queryClient, trpcClient);

// React renders once the session check has answered (it never rejects). Until then index.html's static "Loading…"
// is on screen, which is what the session guard would render; so React's first render is already the signed-in
// frame (or the way to /login) instead of a Loading that is replaced a moment later. The check usually answers
// before this code has finished evaluating (index.html preloads it), so nothing waits in practice.
// The language too (decision 180): the signed-in user's own decides; its texts (the shell's and the first route's)
// are in place before the first render, so nobody sees English first.
void sessionCheck.then(async (user) => {
  await setLanguage(user?.language ?? pageLanguage()).catch(() => undefined);
  createRoot(findRootElement()).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} trpcClient={trpcClient} />
    </StrictMode>,
  );
});
