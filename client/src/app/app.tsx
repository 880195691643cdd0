import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers/app-providers";

/** The whole app for a given router (a browser router in main.tsx, a memory router in tests). */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
